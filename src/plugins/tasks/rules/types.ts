// The shapes of the tasks contract (/work/briefs/tasks-contract.md; spec doc 1 §3 Task): what the
// adapter hands the screens. The server may add fields; these names never change.

export const TASK_STATES = ['draft', 'scheduled', 'running', 'paused', 'completed', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export interface TaskWindow {
  /** 0 = Sunday … 6 = Saturday */
  days: number[];
  start: string;
  end: string;
}

export interface RetryRule {
  max: number;
  delayMinutes: number;
}

export interface TaskCounts {
  total: number;
  queued: number;
  dialing: number;
  connected: number;
  completed: number;
  voicemail: number;
  noAnswer: number;
  busy: number;
  failed: number;
  optedOut: number;
}

export interface Task {
  id: number | string;
  name: string;
  agentId: number;
  fromNumber: string;
  state: TaskState;
  deleted: boolean;
  timezone: string;
  window: TaskWindow;
  concurrency: number;
  retries: { noAnswer: RetryRule; busy: RetryRule };
  startAt: string | null;
  createdAt: string;
  updatedAt: string;
  counts: TaskCounts;
  spendCents: number;
  estimatedSecondsLeft: number;
}

export const RECIPIENT_STATUSES = ['queued', 'dialing', 'connected', 'completed', 'voicemail', 'no-answer', 'busy', 'failed', 'opted-out'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export interface Recipient {
  id: number | string;
  row: number;
  phone: string;
  timezone: string | null;
  variables: Record<string, string>;
  status: RecipientStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastOutcome: string | null;
  callId: string | null;
  roomId: string | null;
}

export const PROBLEM_CODES = ['not-e164', 'duplicate', 'suppressed', 'missing-variable', 'outside-window', 'empty'] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface RowProblem {
  row: number;
  column: string | null;
  code: ProblemCode;
  message: string;
}

export interface Upload {
  id: string;
  rowCount: number;
  columns: string[];
  problemCounts: Partial<Record<ProblemCode, number>>;
  problems: RowProblem[];
  expectedDurationSeconds: number;
  expectedCostCents: number;
}

export interface UploadRow {
  row: number;
  values: Record<string, string>;
  problems: RowProblem[];
}

export interface TaskLimits {
  maxConcurrentCalls: number;
  reservedInboundLines: number;
  maxRows: number;
  maxFileBytes: number;
}

export type TaskAction = 'start' | 'pause' | 'resume' | 'cancel';
