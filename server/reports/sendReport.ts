// Making and mailing one scheduled report (issue 10 point 15): the PDF once, then one message per
// recipient through the email provider (each recorded in the outbox with its status). The schedule
// keeps when it last ran and the last error, so its owners see a failing delivery.
import { eq } from 'drizzle-orm';
import { resolvedSettingsOf } from '../accountView';
import { accounts, reportSchedules } from '../db/schema';
import type { Db } from '../db/store';
import { FEATURE_OFF, isPluginOn } from '../kit/pluginToggle';
import type { EmailProvider, SentMail } from '../providers/email';
import { attachmentName, NO_EMAIL, reportBody, reportSubject } from './messages';
import { describeSchedule } from './nextRun';
import { membersOf, organizationName, type ScheduleRow } from './schedules';

/** The manifest plugin whose report this is: its toggle stops the schedules too. */
const DASHBOARDS = 'dashboards';

export interface Delivery extends Partial<SentMail> {
  recipientId: number;
  to: string | null;
}

export interface SendOptions {
  nowMs: number;
}

export async function sendReport(db: Db, email: EmailProvider, schedule: ScheduleRow, options: SendOptions): Promise<Delivery[]> {
  const { nowMs } = options;
  const [org] = await db.select().from(accounts).where(eq(accounts.id, schedule.accountId));
  if (!org) {
    // Deleting an organization deletes its schedules (server/accounts/mutations.ts); one left by an
    // older deletion would otherwise fail every week forever, seen by nobody: it goes too.
    await db.delete(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    return [];
  }
  if (!isPluginOn(DASHBOARDS, await resolvedSettingsOf(db, org))) {
    // switched off for the organization (its routes answer 403): nothing is sent, and the schedule
    // says why when the plugin is back on
    await db.update(reportSchedules).set({ lastError: FEATURE_OFF }).where(eq(reportSchedules.id, schedule.id));
    return [];
  }
  let deliveries: Delivery[] = [];
  let failure: string | null = null;
  try {
    // the PDF renderer loads with the first report, not with the server (its start stays quick)
    const { buildReport } = await import('./renderReport');
    const { data, pdf } = await buildReport(db, org, schedule.dateFilter, nowMs);
    const name = organizationName(org);
    const subject = reportSubject(data.brandName, name, data.window);
    const text = reportBody(data.brandName, name, data.window, describeSchedule(schedule));
    const filename = attachmentName(name, nowMs);
    for (const member of await membersOf(db, org.id, schedule.recipients)) {
      if (!member.email) {
        deliveries.push({ recipientId: member.id, to: null, status: 'failed', error: NO_EMAIL });
        continue;
      }
      const sent = await email.send({
        to: member.email,
        subject,
        text,
        attachments: [{ filename, contentType: 'application/pdf', content: pdf }],
        accountId: org.id,
      });
      deliveries.push({ recipientId: member.id, to: member.email, ...sent });
    }
    const failed = deliveries.filter((d) => d.status === 'failed');
    if (failed.length) failure = `${failed.length} of ${deliveries.length} not delivered: ${failed[0]!.error}`;
    else if (!deliveries.length) failure = 'None of the chosen members is still a member';
  } catch (error) {
    // the PDF could not be made (a renderer failure): recorded on the schedule, the scheduler goes on
    failure = `The report could not be made: ${(error as Error).message.slice(0, 200)}`;
    deliveries = [];
  }
  await db
    .update(reportSchedules)
    .set({ lastRunAt: new Date(nowMs), lastError: failure })
    .where(eq(reportSchedules.id, schedule.id));
  return deliveries;
}
