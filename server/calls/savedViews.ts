// Saved logs views (issue 10 point 16): the body a view is written with, its reply shape, and the
// organization it belongs to. The logs page's URL state is what is saved, so opening a view is
// formatting it back into the URL (the console does that).
import { z } from 'zod';
import { isLogField, LOGS_MAX_PAGE_SIZE } from '../../src/shared/calls';
import type { AccountRow } from '../auth/context';
import type { savedViews } from '../db/schema';
import { fail } from '../http';
import { MAX_FILTER_TEXT } from './callFilters';

export const MAX_SAVED_VIEWS = 100;
export const MAX_VIEW_NAME = 100;
const MAX_FILTER_KEYS = 60;
const MAX_LIST_ITEMS = 100;

/** The audit actions of the saved-views routes, with the labels the audit log shows. */
export const SAVED_VIEW_AUDIT_ACTIONS = {
  'logView.created': 'Logs view saved',
  'logView.updated': 'Logs view changed',
  'logView.deleted': 'Logs view deleted',
} as const;

export const VIEW_NOT_FOUND = 'View not found';
export const VIEW_NAME_TAKEN = 'name: A view with this name already exists';
export const TOO_MANY_VIEWS = `name: At most ${MAX_SAVED_VIEWS} views per organization`;

export type SavedViewRow = typeof savedViews.$inferSelect;

const filterText = z.string().max(MAX_FILTER_TEXT, `At most ${MAX_FILTER_TEXT} characters`);
const filterScalar = z.union([filterText, z.number().finite(), z.boolean()]);

export const viewBody = z.object({
  name: z.string('Required').trim().min(1, 'Required').max(MAX_VIEW_NAME, `At most ${MAX_VIEW_NAME} characters`),
  fields: z
    .array(z.string().max(64).refine(isLogField, 'Unknown field'), 'Expected a list of fields')
    .min(1, 'Required')
    .max(50, 'At most 50 fields'),
  filters: z
    .record(z.string().max(100), z.union([filterScalar, z.array(z.union([filterText, z.number().finite()])).max(MAX_LIST_ITEMS)]))
    .refine((f) => Object.keys(f).length <= MAX_FILTER_KEYS, `At most ${MAX_FILTER_KEYS} keys`)
    .default({}),
  dateFilter: z.union([
    z.string().max(200, 'At most 200 characters'),
    z.record(z.string().max(100), z.union([z.string().max(100), z.number().finite()])).refine((d) => Object.keys(d).length <= 10, 'At most 10 keys'),
  ]),
  pageSize: z.number().int().min(1).max(LOGS_MAX_PAGE_SIZE).optional(),
  wrap: z.boolean().optional(),
  includeTest: z.boolean().optional(),
});
export type ViewBody = z.infer<typeof viewBody>;

export function viewObject(row: SavedViewRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    fields: row.fields,
    filters: row.filters,
    dateFilter: row.dateFilter,
    ...(row.pageSize === null ? {} : { pageSize: row.pageSize }),
    wrap: row.wrap,
    includeTest: row.includeTest,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Views belong to an organization: a partner or reseller picks one as the target first. */
export function viewsOrganization(target: AccountRow): number {
  if (target.organizationId === null) fail(400, 'orgAccountId: Saved views belong to an organization');
  return target.organizationId;
}
