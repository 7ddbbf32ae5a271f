// A campaign's state rules and its funnel figures: which actions a state allows, the live counts
// grouped as the task page shows them, time left and money, and where a recipient's call opens.
import type { RecipientStatus, Task, TaskAction, TaskCounts, TaskState } from './types';

export const TASK_PAGE_SIZE = 10;
export const RECIPIENT_PAGE_SIZE = 25;
export const TASK_SORT = { field: 'createdAt', order: 'DESC' } as const;

const ACTIONS: Record<TaskState, TaskAction[]> = {
  draft: ['start', 'cancel'],
  scheduled: ['start', 'cancel'],
  running: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  completed: [],
  cancelled: [],
};

/** The actions a task in `state` offers (none once deleted). */
export function actionsFor(task: Pick<Task, 'state' | 'deleted'>): TaskAction[] {
  return task.deleted ? [] : (ACTIONS[task.state] ?? []);
}

/** Window, concurrency and retries change in any state but the two final ones. */
export const canChangeSettings = (task: Pick<Task, 'state' | 'deleted'>): boolean =>
  !task.deleted && task.state !== 'completed' && task.state !== 'cancelled';

/** Name, agent and number: before the first call only. */
export const canEdit = (task: Pick<Task, 'state' | 'deleted'>): boolean => !task.deleted && (task.state === 'draft' || task.state === 'scheduled');

/** Asked before acting: pausing and cancelling let calls in progress finish, which the user should know. */
export const needsConfirm = (action: TaskAction): action is 'pause' | 'cancel' => action === 'pause' || action === 'cancel';

export type StageKey = 'queued' | 'dialing' | 'connected' | 'completed' | 'voicemail' | 'noAnswer' | 'failed';
export interface Stage {
  key: StageKey;
  /** the recipients' status this stage lists */
  status: RecipientStatus;
  count: number;
}

export const EMPTY_COUNTS: TaskCounts = {
  total: 0, queued: 0, dialing: 0, connected: 0, completed: 0, voicemail: 0, noAnswer: 0, busy: 0, failed: 0, optedOut: 0,
};

/**
 * queued → dialing → connected, then the outcomes. Busy recipients wait for a retry, so they count as
 * no-answer in the funnel (their own status still shows in the table); opted-out people count as failed
 * calls to make, never retried.
 */
export function funnelStages(counts: Partial<TaskCounts> | undefined): { inProgress: Stage[]; outcomes: Stage[] } {
  const c = { ...EMPTY_COUNTS, ...counts };
  return {
    inProgress: [
      { key: 'queued', status: 'queued', count: c.queued },
      { key: 'dialing', status: 'dialing', count: c.dialing },
      { key: 'connected', status: 'connected', count: c.connected },
    ],
    outcomes: [
      { key: 'completed', status: 'completed', count: c.completed },
      { key: 'voicemail', status: 'voicemail', count: c.voicemail },
      { key: 'noAnswer', status: 'no-answer', count: c.noAnswer + c.busy },
      { key: 'failed', status: 'failed', count: c.failed + c.optedOut },
    ],
  };
}

/** Share of recipients no longer queued or on a call, 0–100 (one waiting for a retry is queued again). */
export function progressPercent(counts: Partial<TaskCounts> | undefined): number {
  const c = { ...EMPTY_COUNTS, ...counts };
  if (c.total <= 0) return 0;
  const done = c.total - c.queued - c.dialing - c.connected;
  return Math.max(0, Math.min(100, Math.round((done / c.total) * 100)));
}

/** A live 'task.updated' payload merged over the task a screen holds. */
export function applyUpdate(task: Task, payload: { state?: TaskState; counts?: Partial<TaskCounts> }): Task {
  return { ...task, ...(payload.state ? { state: payload.state } : {}), counts: { ...task.counts, ...payload.counts } };
}

/** 3725 → "1 h 2 min"; under a minute → "< 1 min". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0 min';
  if (seconds < 60) return '< 1 min';
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function formatCents(cents: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format((Number.isFinite(cents) ? cents : 0) / 100);
}

export const formatCount = (n: number, locale?: string): string => new Intl.NumberFormat(locale).format(n);

/** The logs plugin's callTranscript overlay value (accountId:roomId:uuid, each escaped); null without a call. */
export function callTranscriptKey(accountId: number | string | null | undefined, recipient: { roomId: string | null; callId: string | null }): string | null {
  if (accountId == null || !recipient.roomId || !recipient.callId) return null;
  return [accountId, recipient.roomId, recipient.callId].map((part) => encodeURIComponent(String(part))).join(':');
}
