// Saved views of the logs screen (issue 10 point 16; docs/api-contract.md "Saved views"): shared
// by an organization's members, who read and open them; written by whoever may edit the org.
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '../../../src/shared/validation';
import { MAX_SAVED_VIEWS, SAVED_VIEW_AUDIT_ACTIONS, TOO_MANY_VIEWS, VIEW_NAME_TAKEN, VIEW_NOT_FOUND, viewBody, viewObject, viewsOrganization, type SavedViewRow, type ViewBody } from '../../calls/savedViews';
import { sqlState } from '../../kit/databaseErrors';
import { savedViews } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';

const idParams = z.object({ id: z.string().max(100).describe('View id (uuid)') });
const viewDoc = reply('A saved view: id, name, fields, filters, dateFilter, pageSize?, wrap, includeTest, createdBy, createdAt, updatedAt');
const oneView = reply('The view', { success, view: viewDoc });

const columns = (body: ViewBody) => ({
  name: body.name,
  fields: body.fields,
  filters: body.filters,
  dateFilter: body.dateFilter,
  pageSize: body.pageSize ?? null,
  wrap: body.wrap ?? false,
  includeTest: body.includeTest ?? false,
});

/** The unique (organization, name) index answers a taken name, also between two concurrent writes. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') fail(409, VIEW_NAME_TAKEN);
    throw error;
  }
}

async function findView(db: Db, organizationId: number, id: string): Promise<SavedViewRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.organizationId, organizationId)));
  return row;
}

export default defineArea({
  tag: 'Logs',
  auditActions: SAVED_VIEW_AUDIT_ACTIONS,
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/logViews',
      auth: 'account',
      permission: 'canViewOrg',
      summary: 'The target organization\'s saved logs views, by name',
      response: reply('The views', { success, views: z.array(viewDoc) }),
      handler: async ({ target }) => {
        const rows = await db.select().from(savedViews).where(eq(savedViews.organizationId, viewsOrganization(target))).orderBy(asc(savedViews.name));
        return { success: true, views: rows.map(viewObject) };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/logViews',
      auth: 'account',
      permission: 'canEditOrg',
      status: 201,
      summary: `Save a logs view for the target organization (names unique per organization, at most ${MAX_SAVED_VIEWS})`,
      bodyLimit: 64 * 1024,
      body: viewBody,
      response: oneView,
      errors: { 409: VIEW_NAME_TAKEN },
      idempotent: true,
      handler: async ({ body, caller, target, audit, db }) => {
        const organizationId = viewsOrganization(target);
        const [{ n }] = await db.select({ n: count() }).from(savedViews).where(eq(savedViews.organizationId, organizationId));
        if (Number(n) >= MAX_SAVED_VIEWS) fail(400, TOO_MANY_VIEWS);
        const [row] = await uniqueName(() => db.insert(savedViews).values({ organizationId, createdBy: caller.id, ...columns(body) }).returning());
        await audit({ action: 'logView.created', target, after: { viewId: row.id, name: row.name } });
        return { success: true, view: viewObject(row) };
      },
    }),

    defineRoute({
      method: 'PUT',
      url: '/api/v2/logViews/:id',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Rename or change a saved view (the whole view is replaced)',
      bodyLimit: 64 * 1024,
      params: idParams,
      body: viewBody,
      response: oneView,
      errors: { 404: VIEW_NOT_FOUND, 409: VIEW_NAME_TAKEN },
      handler: async ({ params, body, target, audit }) => {
        const organizationId = viewsOrganization(target);
        const before = await findView(db, organizationId, params.id);
        if (!before) fail(404, VIEW_NOT_FOUND);
        const [row] = await uniqueName(() =>
          db
            .update(savedViews)
            .set({ ...columns(body), updatedAt: new Date() })
            .where(and(eq(savedViews.id, before.id), eq(savedViews.organizationId, organizationId)))
            .returning(),
        );
        if (!row) fail(404, VIEW_NOT_FOUND);
        await audit({ action: 'logView.updated', target, before: { viewId: before.id, name: before.name }, after: { viewId: row.id, name: row.name } });
        return { success: true, view: viewObject(row) };
      },
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v2/logViews/:id',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Delete a saved view',
      params: idParams,
      response: done,
      errors: { 404: VIEW_NOT_FOUND },
      handler: async ({ params, target, audit }) => {
        const organizationId = viewsOrganization(target);
        if (!isUuid(params.id)) fail(404, VIEW_NOT_FOUND);
        const [gone] = await db.delete(savedViews).where(and(eq(savedViews.id, params.id), eq(savedViews.organizationId, organizationId))).returning();
        if (!gone) fail(404, VIEW_NOT_FOUND);
        await audit({ action: 'logView.deleted', target, before: { viewId: gone.id, name: gone.name } });
        return { success: true };
      },
    }),
  ],
});
