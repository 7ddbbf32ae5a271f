// Scheduled dashboard reports (issue 10 point 15; docs/api-contract.md "Scheduled reports"): an
// organization's dashboard emailed as a PDF to chosen members, weekly or monthly. Owners of the
// organization and the accounts above it manage them; other members may not. Every write is audited.
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '../../../src/shared/validation';
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { accounts, reportSchedules } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { selectEmailProvider } from '../../providers/email';
import { MAX_SCHEDULES, REPORT_AUDIT_ACTIONS, SCHEDULE_NOT_FOUND, TOO_MANY_SCHEDULES } from '../../reports/messages';
import { nextRunAfter } from '../../reports/nextRun';
import { checkRecipients, scheduleBody, scheduleObject, type ScheduleBody, type ScheduleRow } from '../../reports/schedules';
import { sendReport } from '../../reports/sendReport';

const idParams = z.object({ id: z.string().max(100).describe('Schedule id (uuid)') });
const scheduleDoc = reply('A schedule: id, frequency, day, hour (UTC), recipients (member ids), dateFilter, description, nextRunAt, lastRunAt, lastError, createdBy');
const oneSchedule = reply('The schedule', { success, schedule: scheduleDoc });
const memberDoc = reply('A member who may receive reports: id, name, email');

async function findSchedule(db: Db, organizationId: number, id: string): Promise<ScheduleRow> {
  const [row] = isUuid(id)
    ? await db.select().from(reportSchedules).where(and(eq(reportSchedules.id, id), eq(reportSchedules.accountId, organizationId)))
    : [];
  if (!row) fail(404, SCHEDULE_NOT_FOUND);
  return row;
}

const columns = (body: ScheduleBody, recipients: number[], nowMs: number) => ({
  frequency: body.frequency,
  day: body.day,
  hour: body.hour,
  recipients,
  dateFilter: body.dateFilter,
  nextRunAt: nextRunAfter(body, new Date(nowMs)),
});

const auditShape = (row: ScheduleRow) => ({ scheduleId: row.id, frequency: row.frequency, day: row.day, hour: row.hour, recipients: row.recipients });

export default defineArea({
  tag: 'Metrics',
  auditActions: REPORT_AUDIT_ACTIONS,
  routes: ({ db }) => {
    // the mail settings as they are when the server starts (a test's SMTP_URL is gone by request time)
    const mailEnv = { ...process.env };
    const organization = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const guard = { auth: 'account' as const, allow: ownerOrAbove, subject: organization, permission: 'canEditOrg' as const };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/reportSchedules',
        ...guard,
        summary: 'The target organization\'s scheduled reports, and the members they may be sent to',
        response: reply('Schedules and members', { success, schedules: z.array(scheduleDoc), members: z.array(memberDoc) }),
        handler: async ({ subject: org }) => {
          const rows = await db.select().from(reportSchedules).where(eq(reportSchedules.accountId, org.id)).orderBy(asc(reportSchedules.createdAt));
          const members = await db
            .select({ id: accounts.id, name: accounts.name, email: accounts.email, username: accounts.username })
            .from(accounts)
            .where(and(eq(accounts.accountType, 'organization'), eq(accounts.organizationId, org.id)))
            .orderBy(asc(accounts.id))
            .limit(1000);
          return {
            success: true,
            schedules: rows.map(scheduleObject),
            members: members.map((m) => ({ id: m.id, name: m.name || m.username, email: m.email })),
          };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/reportSchedules',
        ...guard,
        status: 201,
        summary: `Schedule the dashboard report (at most ${MAX_SCHEDULES} per organization); recipients must be its members`,
        body: scheduleBody,
        response: oneSchedule,
        idempotent: true,
        handler: async ({ body, caller, subject: org, audit, db }) => {
          const [{ n }] = await db.select({ n: count() }).from(reportSchedules).where(eq(reportSchedules.accountId, org.id));
          if (Number(n) >= MAX_SCHEDULES) fail(400, TOO_MANY_SCHEDULES);
          const recipients = await checkRecipients(db, org.id, body.recipients);
          const [row] = await db.insert(reportSchedules).values({ accountId: org.id, createdBy: caller.id, ...columns(body, recipients, Date.now()) }).returning();
          await audit({ action: 'reportSchedule.created', target: org, after: auditShape(row) });
          return { success: true, schedule: scheduleObject(row) };
        },
      }),

      defineRoute({
        method: 'PUT',
        url: '/api/v2/reportSchedules/:id',
        ...guard,
        summary: 'Change a scheduled report (the whole schedule is replaced; its next run is computed again)',
        params: idParams,
        body: scheduleBody,
        response: oneSchedule,
        errors: { 404: SCHEDULE_NOT_FOUND },
        handler: async ({ params, body, subject: org, audit }) => {
          const before = await findSchedule(db, org.id, params.id);
          const recipients = await checkRecipients(db, org.id, body.recipients);
          const [row] = await db
            .update(reportSchedules)
            .set({ ...columns(body, recipients, Date.now()), updatedAt: new Date() })
            .where(and(eq(reportSchedules.id, before.id), eq(reportSchedules.accountId, org.id)))
            .returning();
          if (!row) fail(404, SCHEDULE_NOT_FOUND);
          await audit({ action: 'reportSchedule.updated', target: org, before: auditShape(before), after: auditShape(row) });
          return { success: true, schedule: scheduleObject(row) };
        },
      }),

      defineRoute({
        method: 'DELETE',
        url: '/api/v2/reportSchedules/:id',
        ...guard,
        summary: 'Stop a scheduled report',
        params: idParams,
        response: done,
        errors: { 404: SCHEDULE_NOT_FOUND },
        handler: async ({ params, subject: org, audit }) => {
          const before = await findSchedule(db, org.id, params.id);
          const [gone] = await db
            .delete(reportSchedules)
            .where(and(eq(reportSchedules.id, before.id), eq(reportSchedules.accountId, org.id)))
            .returning();
          if (!gone) fail(404, SCHEDULE_NOT_FOUND);
          await audit({ action: 'reportSchedule.deleted', target: org, before: auditShape(gone) });
          return { success: true };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/reportSchedules/:id/send',
        ...guard,
        summary: 'Send a scheduled report now to its recipients (its next run stays as it was)',
        params: idParams,
        response: reply('One delivery per recipient', { success, deliveries: z.array(reply('recipientId, to, id (outbox), status, error?')), schedule: scheduleDoc }),
        errors: { 404: SCHEDULE_NOT_FOUND },
        idempotent: true,
        handler: async ({ params, subject: org, audit, db }) => {
          const schedule = await findSchedule(db, org.id, params.id);
          // the provider records each mail in `db`: with an Idempotency-Key, the request's transaction
          const deliveries = await sendReport(db, selectEmailProvider(db, mailEnv), schedule, { nowMs: Date.now() });
          const after = await findSchedule(db, org.id, schedule.id);
          await audit({ action: 'reportSchedule.sent', target: org, after: { scheduleId: schedule.id, delivered: deliveries.filter((d) => d.status !== 'failed').length, failed: deliveries.filter((d) => d.status === 'failed').length } });
          return { success: true, deliveries, schedule: scheduleObject(after) };
        },
      }),
    ];
  },
});
