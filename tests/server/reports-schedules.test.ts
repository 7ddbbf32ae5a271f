// Scheduled dashboard reports (issue 10 point 15): owners create, change, delete and "send now";
// recipients must be members of the organization; other members and other orgs' owners are refused
// and change nothing; "send now" mails a PDF (the org, the brand and every metric label in its text)
// to each recipient through the mail outbox; the scheduler, driven with an explicit clock, sends due
// schedules once and moves them to their next run; its jobs on the queue send and prune the outbox.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS } from '../../src/shared/calls';
import { mailOutbox, reportSchedules } from '../../server/db/schema';
import { OUTBOX_LABEL } from '../../server/providers/email/messages';
import { selectEmailProvider } from '../../server/providers/email';
import { NOT_A_MEMBER, SCHEDULE_NOT_FOUND } from '../../server/reports/messages';
import { nextRunAfter } from '../../server/reports/nextRun';
import { DEFAULT_MAIL_OUTBOX_DAYS, mailOutboxDays, pruneMailOutbox } from '../../server/providers/email/retention';
import { pruneMailOutboxJob, sendDueReportsJob } from '../../server/reports/jobs';
import { runDueReports } from '../../server/reports/scheduler';
import { pdfText } from '../pdfText';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['reseller', 'acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { acme, globex } = server.seeded.orgs;
const { acmeAdmin } = server.seeded.ids;
const PATH = '/api/v2/reportSchedules';

const weekly = { frequency: 'weekly', day: 1, hour: 8, recipients: [acme, acmeAdmin], dateFilter: 'last 30 days' };
const list = (token: string, target?: number) => call(server, 'GET', PATH, { token, target });
const create = (token: string, body: unknown, target?: number) => call(server, 'POST', PATH, { token, target, body });
const update = (token: string, id: string, body: unknown, target?: number) => call(server, 'PUT', `${PATH}/${id}`, { token, target, body });
const remove = (token: string, id: string, target?: number) => call(server, 'DELETE', `${PATH}/${id}`, { token, target });
const sendNow = (token: string, id: string, target?: number) => call(server, 'POST', `${PATH}/${id}/send`, { token, target });
const schedulesOf = (accountId: number) => db.select().from(reportSchedules).where(eq(reportSchedules.accountId, accountId));
const outboxOf = (accountId: number) => db.select().from(mailOutbox).where(eq(mailOutbox.accountId, accountId)).orderBy(mailOutbox.id);

describe('report schedules', () => {
  let id: string;

  it('an owner schedules the report for chosen members; the next run is the schedule\'s next weekday and hour', async () => {
    const res = await create(t.acmeOwner, weekly);
    expect(res.status).toBe(201);
    expect(res.body.schedule).toMatchObject({ ...weekly, createdBy: acme, lastRunAt: null, lastError: null, description: 'Every Monday at 08:00 UTC' });
    const next = new Date(res.body.schedule.nextRunAt);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 8, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now() - 60_000);
    id = res.body.schedule.id;
    const listed = await list(t.acmeOwner);
    expect(listed.body.schedules).toEqual([res.body.schedule]);
    expect(listed.body.members.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([acme, acmeAdmin]));
    const [audit] = await auditRows(server, 'reportSchedule.created', acme);
    expect(audit).toMatchObject({ actorId: acme, after: { scheduleId: id, recipients: [acme, acmeAdmin] } });
  });

  it('refuses recipients outside the organization and days or hours out of range, naming the field; nothing is written', async () => {
    const before = (await schedulesOf(acme)).length;
    const cases: [unknown, RegExp][] = [
      [{ ...weekly, recipients: [acme, globex] }, new RegExp(`^${NOT_A_MEMBER(globex)}$`)],
      [{ ...weekly, recipients: [] }, /^recipients: /],
      [{ ...weekly, day: 7 }, /^day: /],
      [{ ...weekly, frequency: 'monthly', day: 0 }, /^day: /],
      [{ ...weekly, frequency: 'monthly', day: 29 }, /^day: /],
      [{ ...weekly, hour: 24 }, /^hour: /],
      [{ ...weekly, frequency: 'daily' }, /^frequency: /],
      [{ ...weekly, dateFilter: 'last 2 days' }, /^dateFilter: /],
      [{ ...weekly, recipients: ['1\u0000'] }, /^recipients/],
    ];
    for (const [body, message] of cases) {
      const res = await create(t.acmeOwner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await update(t.acmeOwner, id, { ...weekly, recipients: [globex] })).status).toBe(400);
    expect(await schedulesOf(acme)).toHaveLength(before);
  });

  it('members who are not owners, and other organizations\' owners, are refused and change nothing', async () => {
    for (const res of [await list(t.acmeAdmin), await create(t.acmeAdmin, weekly), await sendNow(t.acmeAdmin, id), await remove(t.acmeAdmin, id)]) {
      expect(res).toEqual(FORBIDDEN);
    }
    expect((await list(t.globexOwner, acme)).status).toBe(403);
    expect((await create(t.globexOwner, weekly, acme)).status).toBe(403);
    // through its own organization, acme's schedule does not exist for globex
    for (const res of [await update(t.globexOwner, id, weekly), await remove(t.globexOwner, id), await sendNow(t.globexOwner, id)]) {
      expect(res).toEqual({ status: 404, body: { success: false, message: SCHEDULE_NOT_FOUND } });
    }
    expect((await list(t.globexOwner)).body.schedules).toEqual([]);
    expect(await schedulesOf(acme)).toHaveLength(1);
    expect(await outboxOf(acme)).toEqual([]);
    // the reseller above acme manages it
    expect((await list(t.reseller, acme)).body.schedules).toHaveLength(1);
  });

  it('"send now" mails each recipient the PDF report: the org, the brand, the window and every metric in it', async () => {
    const [before] = await schedulesOf(acme);
    const res = await sendNow(t.acmeOwner, id);
    expect(res.status).toBe(200);
    expect(res.body.deliveries.map((d: { to: string; status: string }) => [d.to, d.status])).toEqual([
      ['owner@acme.example', 'stored'],
      ['admin@acme.example', 'stored'],
    ]);
    const messages = await outboxOf(acme);
    expect(messages.map((m) => m.recipient)).toEqual(['owner@acme.example', 'admin@acme.example']);
    for (const message of messages) {
      expect(message.subject).toMatch(/^Agent Console: Acme dashboard report, \w{3} \d+, \d{4} – \w{3} \d+, \d{4}$/);
      expect(message.body).toContain('Acme dashboard report for');
      expect(message.body).toContain('Every Monday at 08:00 UTC');
      expect(message).toMatchObject({ attachmentType: 'application/pdf', status: 'stored', error: null });
      expect(message.attachmentName).toMatch(/^acme-report-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = Buffer.from(message.attachment!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(message.attachmentSize).toBe(pdf.length);
      const text = pdfText(pdf);
      for (const words of ['Agent Console', 'Dashboard report', 'Acme', ...DEFAULT_METRICS.map((m) => m.label)]) expect(text).toContain(words);
    }
    const [after] = await schedulesOf(acme);
    expect(after.lastRunAt).not.toBeNull();
    expect(after.lastError).toBeNull();
    expect(after.nextRunAt).toEqual(before.nextRunAt);
    const [audit] = await auditRows(server, 'reportSchedule.sent', acme);
    expect(audit).toMatchObject({ after: { scheduleId: id, delivered: 2, failed: 0 } });
  });

  it('the outbox lists the org\'s messages newest first and says no SMTP server is configured; others see none', async () => {
    const res = await call(server, 'GET', '/api/v2/mailOutbox', { token: t.acmeOwner });
    expect(res.status).toBe(200);
    expect(res.body.provider).toEqual({ kind: 'outbox', label: OUTBOX_LABEL });
    expect(res.body.messages.map((m: { recipient: string }) => m.recipient)).toEqual(['admin@acme.example', 'owner@acme.example']);
    expect(res.body.messages[0]).not.toHaveProperty('attachment');
    expect((await call(server, 'GET', '/api/v2/mailOutbox', { token: t.globexOwner })).body.messages).toEqual([]);
    expect(await call(server, 'GET', '/api/v2/mailOutbox', { token: t.acmeAdmin })).toEqual(FORBIDDEN);
    expect((await call(server, 'GET', '/api/v2/mailOutbox', { token: t.globexOwner, target: acme })).status).toBe(403);
  });

  it('the scheduler sends a due schedule once at its time and moves it to the next run', async () => {
    const email = selectEmailProvider(db, {});
    const [schedule] = await schedulesOf(acme);
    const sentBefore = (await outboxOf(acme)).length;
    const justBefore = schedule.nextRunAt.getTime() - 1;
    expect(await runDueReports(db, email, justBefore)).toBe(0);
    const at = schedule.nextRunAt.getTime() + 30_000;
    expect(await runDueReports(db, email, at)).toBe(1);
    expect(await runDueReports(db, email, at)).toBe(0);
    expect((await outboxOf(acme)).length).toBe(sentBefore + 2);
    const [after] = await schedulesOf(acme);
    expect(after.nextRunAt).toEqual(nextRunAfter(schedule, new Date(at)));
    expect(after.nextRunAt.getTime() - schedule.nextRunAt.getTime()).toBe(7 * 86_400_000);
    expect(after.lastRunAt).toEqual(new Date(at));
  });

  it('the job queue runs the scheduler every minute: its job sends what is due now', async () => {
    expect(sendDueReportsJob.cron).toBe('* * * * *');
    const [schedule] = await schedulesOf(acme);
    await db.update(reportSchedules).set({ nextRunAt: new Date(Date.now() - 60_000) }).where(eq(reportSchedules.id, schedule.id));
    const sentBefore = (await outboxOf(acme)).length;
    await server.jobs.send(sendDueReportsJob, {});
    expect(await server.jobs.drain({ names: [sendDueReportsJob.name] })).toBe(1);
    expect((await outboxOf(acme)).length).toBe(sentBefore + 2);
    const [after] = await schedulesOf(acme);
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a schedule left by an organization deleted before schedules went with it is deleted when it comes due', async () => {
    const email = selectEmailProvider(db, {});
    const due = new Date('2001-01-01T08:00:00Z');
    const gone = 2_000_000_000; // no account has this id
    const [orphan] = await db
      .insert(reportSchedules)
      .values({ accountId: gone, frequency: 'weekly', day: 1, hour: 8, recipients: [gone + 1], createdBy: gone, nextRunAt: due })
      .returning();
    const [acmeBefore] = await schedulesOf(acme);
    expect(await runDueReports(db, email, due.getTime() + 1_000)).toBe(1);
    expect(await schedulesOf(gone)).toEqual([]);
    expect(await outboxOf(gone)).toEqual([]);
    // nothing else was touched: Acme's schedule was not due
    expect(await schedulesOf(acme)).toEqual([acmeBefore]);
    expect(orphan.accountId).toBe(gone);
  });

  it('an owner changes the schedule (next run computed again) and deletes it; both audited', async () => {
    const res = await update(t.acmeOwner, id, { ...weekly, frequency: 'monthly', day: 28, hour: 23, recipients: [acmeAdmin] });
    expect(res.status).toBe(200);
    expect(res.body.schedule).toMatchObject({ frequency: 'monthly', day: 28, hour: 23, recipients: [acmeAdmin], description: 'Monthly on day 28 at 23:00 UTC' });
    const next = new Date(res.body.schedule.nextRunAt);
    expect([next.getUTCDate(), next.getUTCHours()]).toEqual([28, 23]);
    expect(await auditRows(server, 'reportSchedule.updated', acme)).toHaveLength(1);
    expect(await remove(t.acmeOwner, id)).toEqual({ status: 200, body: { success: true } });
    expect(await remove(t.acmeOwner, id)).toEqual({ status: 404, body: { success: false, message: SCHEDULE_NOT_FOUND } });
    expect(await remove(t.acmeOwner, 'not-a-uuid')).toEqual({ status: 404, body: { success: false, message: SCHEDULE_NOT_FOUND } });
    expect(await schedulesOf(acme)).toEqual([]);
    expect(await auditRows(server, 'reportSchedule.deleted', acme)).toHaveLength(1);
  });

  it('the outbox keeps a message MAIL_OUTBOX_DAYS days (90 by default); an hourly job deletes older ones', async () => {
    expect([DEFAULT_MAIL_OUTBOX_DAYS, mailOutboxDays({}), mailOutboxDays({ MAIL_OUTBOX_DAYS: ' 30 ' })]).toEqual([90, 90, 30]);
    for (const bad of ['0', '-5', '1.5', '180d', '1e3', 'x']) expect(() => mailOutboxDays({ MAIL_OUTBOX_DAYS: bad }), bad).toThrow(/^MAIL_OUTBOX_DAYS: /);

    const now = Date.now();
    const day = 86_400_000;
    const mail = (subject: string, ageMs: number) => ({ accountId: globex, recipient: 'owner@globex.example', subject, body: 'x', status: 'stored' as const, createdAt: new Date(now - ageMs) });
    const subjects = async () => (await outboxOf(globex)).map((m) => m.subject);
    await db.insert(mailOutbox).values([mail('89 days', 89 * day), mail('just under 90', 90 * day - 60_000), mail('just over 90', 90 * day + 60_000), mail('a year', 365 * day)]);
    const acmeBefore = (await outboxOf(acme)).length;

    expect(pruneMailOutboxJob.cron).toMatch(/^\d+ \* \* \* \*$/); // once an hour
    await server.jobs.send(pruneMailOutboxJob, {});
    expect(await server.jobs.drain({ names: [pruneMailOutboxJob.name] })).toBe(1);
    expect(await subjects()).toEqual(['89 days', 'just under 90']);
    expect((await outboxOf(acme)).length).toBe(acmeBefore); // this run's own mail is new
    // two days on, the other two are over 90 days old
    expect(await pruneMailOutbox(db, now + 2 * day, DEFAULT_MAIL_OUTBOX_DAYS)).toBe(2);
    expect(await subjects()).toEqual([]);

    // the prune itself, with a shorter retention and an explicit clock
    await db.insert(mailOutbox).values([mail('29 days', 29 * day), mail('31 days', 31 * day)]);
    expect(await pruneMailOutbox(db, now, 30)).toBe(1);
    expect(await subjects()).toEqual(['29 days']);
  });
});
