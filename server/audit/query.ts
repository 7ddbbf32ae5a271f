// Reading the audit log (issue 3, point 9): the filters of GET /api/v2/auditLog and its export, the
// subtree a caller may read, and the entry object of docs/api-contract.md. Read-only by design: no
// function here (nor any route) updates or deletes a row.
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditEntryShape } from '../../src/shared/auditActions';
import { actionLabel, isDeclaredAction } from './catalog';
import { detectAccountType } from '../../src/shared/permissionSet';
import { auditLog } from '../db/schema';
import { calendarDay, dayCondition } from '../kit/days';
import { fail } from '../http';
import { accessUser, isElevated } from '../auth/permissionChecks';

export type AuditRow = typeof auditLog.$inferSelect;

const MAX_ID = 2_147_483_647;
const accountId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Expected an account id')
  .transform(Number)
  .refine((n) => n <= MAX_ID, 'Expected an account id');

/**
 * The filters both the list and the export accept. `targetAccountId` is taken by the request's target
 * (the scope: a partner, a reseller, or the super admin itself), so the entry's target filter is `targetId`.
 */
export const auditFilters = z.object({
  action: z.string().refine(isDeclaredAction, 'Unknown action').optional(),
  actorId: accountId.optional(),
  targetId: accountId.optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  q: z.string().max(200, 'At most 200 characters').optional(),
  order: z.enum(['asc', 'desc'], 'Expected asc or desc').default('desc'),
});

export const auditListQuery = auditFilters.extend({
  page: z.coerce.number().int('Expected a page number').min(1, 'Pages start at 1').max(1_000_000).default(1),
  pageSize: z.coerce.number().int('Expected a page size').min(1, 'At least 1').max(100, 'At most 100').default(25),
});

export type AuditFilters = z.infer<typeof auditFilters>;

/**
 * The rows the caller may read, by the request's target: a super admin targeting itself reads all,
 * a partner target its partner subtree, a reseller target its reseller subtree. The gate
 * (requireAccount) has already checked the target is in the caller's subtree; members and owners
 * are never elevated, and any other target answers 403.
 */
export function auditScope(request: FastifyRequest): SQL | undefined {
  const { caller, target } = request;
  if (!isElevated(caller)) fail(403, 'Forbidden');
  if (caller.superAdmin && target.id === caller.id) return undefined;
  const type = target.superAdmin ? 'organization' : detectAccountType(accessUser(target));
  if (type === 'partner') return eq(auditLog.partnerId, target.id);
  if (type === 'reseller') return eq(auditLog.resellerId, target.id);
  fail(403, 'Forbidden');
}

function likePattern(phrase: string): string {
  return `%${phrase.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a listing: scope plus filters (dates are whole UTC days, both ends inclusive). */
export function auditWhere(scope: SQL | undefined, filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scope];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actorId !== undefined) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.targetId !== undefined) conditions.push(eq(auditLog.targetAccountId, filters.targetId));
  conditions.push(dayCondition(auditLog.at, filters.from, filters.to));
  const phrase = filters.q?.trim();
  if (phrase) {
    const pattern = likePattern(phrase);
    conditions.push(or(ilike(auditLog.actorUsername, pattern), ilike(auditLog.targetName, pattern)));
  }
  return and(...conditions);
}

/** Time order, the id breaking ties (several entries of one transaction share `at`). */
export function auditOrder(order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  return [dir(auditLog.at), dir(auditLog.id)];
}

export type AuditEntryObject = AuditEntryShape;

export function entryObject(row: AuditRow): AuditEntryObject {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actionLabel: actionLabel(row.action),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    actingAsId: row.actingAsId,
    targetAccountId: row.targetAccountId,
    targetName: row.targetName,
    partnerId: row.partnerId,
    resellerId: row.resellerId,
    organizationId: row.organizationId,
    before: row.before,
    after: row.after,
  };
}

/** Keyset position after a row: `at` as PostgreSQL text keeps the microseconds a JS Date would drop. */
export interface AuditCursor {
  at: string;
  id: number;
}

export const cursorAt = sql<string>`${auditLog.at}::text`;

export function afterCursor(cursor: AuditCursor, order: 'asc' | 'desc'): SQL {
  const position = sql`(${cursor.at}::timestamptz, ${cursor.id}::integer)`;
  return order === 'asc'
    ? sql`(${auditLog.at}, ${auditLog.id}) > ${position}`
    : sql`(${auditLog.at}, ${auditLog.id}) < ${position}`;
}
