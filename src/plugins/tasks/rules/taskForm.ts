// The campaign form (createTask, editTask, taskSettings): a Task ↔ flat form values, the checks the
// form makes before the server does, and where a server message naming a contract field shows.
import { messages } from '../messages';
import type { Task, TaskWindow } from './types';

export interface TaskFormValues extends Record<string, unknown> {
  name: string;
  agentId: number | '';
  fromNumber: string;
  timezone: string;
  days: number[];
  windowStart: string;
  windowEnd: string;
  concurrency: number;
  noAnswerMax: number;
  noAnswerDelay: number;
  busyMax: number;
  busyDelay: number;
  startMode: 'now' | 'later';
  /** a datetime-local value ('2025-03-01T09:00') in the browser's zone */
  startAt: string;
}

export const CONCURRENCY = { min: 1, max: 50 } as const;
export const RETRY_MAX = 10;
export const DELAY_MINUTES = { min: 1, max: 1440 } as const;
const WEEKDAYS = [1, 2, 3, 4, 5];
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone }); // only checks the zone: no text is formatted
    return zone.length > 0;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO → datetime-local in the browser's zone */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function toFormValues(task?: Partial<Task>): TaskFormValues {
  return {
    name: task?.name ?? '',
    agentId: task?.agentId ?? '',
    fromNumber: task?.fromNumber ?? '',
    timezone: task?.timezone ?? browserTimezone(),
    days: task?.window?.days ?? WEEKDAYS,
    windowStart: task?.window?.start ?? '09:00',
    windowEnd: task?.window?.end ?? '17:00',
    concurrency: task?.concurrency ?? 5,
    noAnswerMax: task?.retries?.noAnswer.max ?? 2,
    noAnswerDelay: task?.retries?.noAnswer.delayMinutes ?? 60,
    busyMax: task?.retries?.busy.max ?? 2,
    busyDelay: task?.retries?.busy.delayMinutes ?? 15,
    startMode: task?.startAt ? 'later' : 'now',
    startAt: toLocalInput(task?.startAt ?? null),
  };
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));

export function windowOf(values: TaskFormValues): TaskWindow {
  return { days: [...values.days].map(Number).sort((a, b) => a - b), start: values.windowStart, end: values.windowEnd };
}

/** What may change while a campaign runs (POST /api/v2/tasks/{id}, taskSettings). */
export function settingsBody(values: TaskFormValues) {
  return {
    window: windowOf(values),
    concurrency: num(values.concurrency),
    retries: {
      noAnswer: { max: num(values.noAnswerMax), delayMinutes: num(values.noAnswerDelay) },
      busy: { max: num(values.busyMax), delayMinutes: num(values.busyDelay) },
    },
  };
}

/** POST /api/v2/tasks (with the upload when there is one). */
export function createBody(values: TaskFormValues, uploadId?: string) {
  return {
    name: values.name.trim(),
    agentId: num(values.agentId),
    fromNumber: values.fromNumber,
    timezone: values.timezone,
    ...settingsBody(values),
    startAt: values.startMode === 'later' && values.startAt ? new Date(values.startAt).toISOString() : null,
    ...(uploadId ? { uploadId } : {}),
  };
}

/** editTask: the name besides the settings (agent, number and zone are fixed once created). */
export function editBody(values: TaskFormValues) {
  return { name: values.name.trim(), ...settingsBody(values) };
}

const intIn = (v: unknown, min: number, max: number) => {
  const n = num(v);
  return Number.isInteger(n) && n >= min && n <= max;
};

/** The settings' checks (taskSettings shows only these fields). */
export function validateSettings(values: TaskFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const v = messages.validation;
  if (!Array.isArray(values.days) || values.days.length === 0) errors.days = v.days;
  if (!HH_MM.test(values.windowStart ?? '')) errors.windowStart = v.time;
  if (!HH_MM.test(values.windowEnd ?? '')) errors.windowEnd = v.time;
  else if (!errors.windowStart && values.windowEnd <= values.windowStart) errors.windowEnd = v.windowOrder;
  if (!intIn(values.concurrency, CONCURRENCY.min, CONCURRENCY.max)) errors.concurrency = v.concurrency;
  if (!intIn(values.noAnswerMax, 0, RETRY_MAX)) errors.noAnswerMax = v.retries;
  if (!intIn(values.busyMax, 0, RETRY_MAX)) errors.busyMax = v.retries;
  if (!intIn(values.noAnswerDelay, DELAY_MINUTES.min, DELAY_MINUTES.max)) errors.noAnswerDelay = v.delay;
  if (!intIn(values.busyDelay, DELAY_MINUTES.min, DELAY_MINUTES.max)) errors.busyDelay = v.delay;
  return errors;
}

export function validateTaskForm(values: TaskFormValues, now: Date = new Date()): Record<string, string> {
  const errors = validateSettings(values);
  const v = messages.validation;
  if (!values.name?.trim()) errors.name = v.required;
  if (values.agentId === '' || values.agentId == null) errors.agentId = v.required;
  if (!values.fromNumber) errors.fromNumber = v.required;
  if (!isTimezone(values.timezone ?? '')) errors.timezone = v.timezone;
  if (values.startMode === 'later') {
    const at = new Date(values.startAt ?? '').getTime();
    if (!Number.isFinite(at) || at <= now.getTime()) errors.startAt = v.startAt;
  }
  return errors;
}

/** The form fields a server message may name: the contract's fields, on the input that shows them. */
export const SERVER_FIELDS = ['name', 'agentId', 'fromNumber', 'timezone', 'window', 'days', 'concurrency', 'retries', 'startAt'];
const SHOWN_ON: Record<string, string> = { window: 'windowStart', retries: 'noAnswerMax' };
export const fieldFor = (serverField: string): string => SHOWN_ON[serverField] ?? serverField;
