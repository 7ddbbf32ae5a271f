// The words of scheduled reports (issue 10 point 15): the email's subject and body, the attachment's
// name, and the routes' errors. The PDF's own title is src/shared/reports' REPORT_TITLE.
export const REPORT_WINDOWS = ['last 7 days', 'last 30 days', 'last 90 days', 'last 1 year'] as const;
export const MAX_SCHEDULES = 20;
export const MAX_RECIPIENTS = 50;

export const SCHEDULE_NOT_FOUND = 'Schedule not found';
export const TOO_MANY_SCHEDULES = `frequency: At most ${MAX_SCHEDULES} scheduled reports per organization`;
export const NOT_A_MEMBER = (id: number) => `recipients: ${id} is not a member of this organization`;
export const DAY_RANGE = 'day: Expected 0 (Sunday) to 6 (Saturday) for a weekly report, 1 to 28 for a monthly one';
export const NO_EMAIL = 'This member has no email address';

/** The audit actions of the schedule routes, with the labels the audit log shows. */
export const REPORT_AUDIT_ACTIONS = {
  'reportSchedule.created': 'Report scheduled',
  'reportSchedule.updated': 'Report schedule changed',
  'reportSchedule.deleted': 'Report schedule deleted',
  'reportSchedule.sent': 'Scheduled report sent now',
} as const;

export const reportSubject = (brand: string, org: string, window: string) => `${brand}: ${org} dashboard report${window ? `, ${window}` : ''}`;

export function reportBody(brand: string, org: string, window: string, schedule: string): string {
  return [
    `The ${org} dashboard report${window ? ` for ${window}` : ''} is attached as a PDF.`,
    '',
    `${schedule}. Owners of ${org} can change or stop it on the Metrics page (Schedule report).`,
    '',
    `— ${brand}`,
  ].join('\n');
}

export const attachmentName = (org: string, nowMs: number) =>
  `${org.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'dashboard'}-report-${new Date(nowMs).toISOString().slice(0, 10)}.pdf`;
