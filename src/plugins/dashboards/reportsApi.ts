// Scheduled reports and the mail outbox (docs/api-contract.md "Scheduled reports"), as data-provider
// methods of the dashboards plugin's `reportSchedules` resource: the schedules of the viewed
// organization with the members they may go to, writing them, "send now", and the organization's
// outbox. A resource of its own, so the home page's metric cards never load this code.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';

export const REPORTS_RESOURCE = 'reportSchedules';

export const SCHEDULES_PATH = '/api/v2/reportSchedules';
export const OUTBOX_PATH = '/api/v2/mailOutbox';

export type Frequency = 'weekly' | 'monthly';

export interface ScheduleInput {
  frequency: Frequency;
  /** weekly: 0 (Sunday) – 6; monthly: 1 – 28 */
  day: number;
  /** UTC */
  hour: number;
  recipients: number[];
  /** a preset window, or null: each metric's own */
  dateFilter: string | null;
}

export interface ReportSchedule extends ScheduleInput {
  id: string;
  description: string;
  nextRunAt: string;
  lastRunAt: string | null;
  lastError: string | null;
}

export interface ReportMember {
  id: number;
  name: string;
  email: string | null;
}

export interface Delivery {
  recipientId: number;
  to: string | null;
  status?: 'stored' | 'sent' | 'failed';
  error?: string;
}

export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  attachmentName: string | null;
  attachmentSize: number | null;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

export interface MailOutbox {
  provider: { kind: 'outbox' | 'smtp'; label: string };
  messages: OutboxMessage[];
}

export interface ReportActions {
  getReportSchedules(resource: string): Promise<{ data: { schedules: ReportSchedule[]; members: ReportMember[] } }>;
  /** creates, or replaces the schedule `id` */
  saveReportSchedule(resource: string, params: { id?: string; schedule: ScheduleInput }): Promise<{ data: ReportSchedule }>;
  deleteReportSchedule(resource: string, params: { id: string }): Promise<{ data: { id: string } }>;
  sendReportNow(resource: string, params: { id: string }): Promise<{ data: { deliveries: Delivery[]; schedule: ReportSchedule } }>;
  getMailOutbox(resource: string): Promise<{ data: MailOutbox }>;
}

export function reportActions(http: HttpClient): Partial<DataProvider> & ReportActions {
  return {
    async getReportSchedules() {
      const answer = await http.request<{ schedules?: ReportSchedule[]; members?: ReportMember[] }>(SCHEDULES_PATH);
      return { data: { schedules: answer.schedules ?? [], members: answer.members ?? [] } };
    },
    async saveReportSchedule(_resource, { id, schedule }) {
      const answer = await http.request<{ schedule: ReportSchedule }>(id ? `${SCHEDULES_PATH}/${encodeURIComponent(id)}` : SCHEDULES_PATH, {
        method: id ? 'PUT' : 'POST',
        body: schedule,
      });
      return { data: answer.schedule };
    },
    async deleteReportSchedule(_resource, { id }) {
      await http.request(`${SCHEDULES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
      return { data: { id } };
    },
    async sendReportNow(_resource, { id }) {
      const answer = await http.request<{ deliveries?: Delivery[]; schedule: ReportSchedule }>(`${SCHEDULES_PATH}/${encodeURIComponent(id)}/send`, { method: 'POST' });
      return { data: { deliveries: answer.deliveries ?? [], schedule: answer.schedule } };
    },
    async getMailOutbox() {
      const answer = await http.request<Partial<MailOutbox>>(OUTBOX_PATH);
      return { data: { provider: answer.provider ?? { kind: 'outbox', label: '' }, messages: answer.messages ?? [] } };
    },
  };
}
