// Scheduled reports (issue 10 point 15): the body a schedule is written with, its reply shape, and
// the organization's members it may be sent to.
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountRow } from '../auth/context';
import { accounts, type reportSchedules } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { DAY_RANGE, MAX_RECIPIENTS, NOT_A_MEMBER, REPORT_WINDOWS } from './messages';
import { describeSchedule, MAX_MONTH_DAY } from './nextRun';

export type ScheduleRow = typeof reportSchedules.$inferSelect;

export const scheduleBody = z
  .object({
    frequency: z.enum(['weekly', 'monthly'], 'Expected weekly or monthly'),
    day: z.number('Expected a number').int('Expected a whole number').min(0).max(MAX_MONTH_DAY),
    hour: z.number('Expected a number').int('Expected a whole number').min(0, 'Expected 0 to 23').max(23, 'Expected 0 to 23'),
    recipients: z
      .array(z.number().int().positive(), 'Expected a list of member ids')
      .min(1, 'Choose at least one member')
      .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} members`),
    dateFilter: z.enum(REPORT_WINDOWS, `Expected one of: ${REPORT_WINDOWS.join(', ')}`).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const ok = body.frequency === 'weekly' ? body.day <= 6 : body.day >= 1;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['day'], message: DAY_RANGE.replace(/^day: /, '') });
  });
export type ScheduleBody = z.infer<typeof scheduleBody>;

export function scheduleObject(row: ScheduleRow): Record<string, unknown> {
  return {
    id: row.id,
    frequency: row.frequency,
    day: row.day,
    hour: row.hour,
    recipients: row.recipients,
    dateFilter: row.dateFilter,
    description: describeSchedule(row),
    createdBy: row.createdBy,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The members (admin users) of an organization among `ids`, in the order given. */
export async function membersOf(db: Db, organizationId: number, ids: readonly number[]): Promise<AccountRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountType, 'organization'), eq(accounts.organizationId, organizationId), inArray(accounts.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is AccountRow => !!r);
}

/** Refuses any recipient that is not a member of the organization (naming the first one). */
export async function checkRecipients(db: Db, organizationId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Set((await membersOf(db, organizationId, unique)).map((m) => m.id));
  const stranger = unique.find((id) => !found.has(id));
  if (stranger !== undefined) fail(400, NOT_A_MEMBER(stranger));
  return unique;
}
