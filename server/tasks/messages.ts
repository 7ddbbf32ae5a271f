// What the task routes answer when they refuse, in one place (the console maps them by field).
import { MAX_FILE_BYTES, MAX_ROWS } from './constants';

export const TASK_NOT_FOUND = 'Task not found';
export const UPLOAD_NOT_FOUND = 'Upload not found';
export const ROW_NOT_FOUND = 'Row not found';
export const NO_ORGANIZATION = 'targetAccountId: Expected an organization or one of its agents';
export const NOT_AN_AGENT = 'agentId: Not an agent of this organization';
export const NOT_OUR_NUMBER = 'fromNumber: Not an active number of this organization';
export const BAD_TIMEZONE = 'Unknown time zone (expected an IANA name, e.g. America/New_York)';
export const BAD_WINDOW = 'window: start must be before end';
export const NO_RECIPIENTS = 'uploadId: The task has no one to call';
export const TASK_OVER = 'This task is over (completed or cancelled)';
export const cannot = (action: string, state: string) => `action: Cannot ${action} a task that is ${state}`;

// The CSV preflight: a refused file names its line
export const CSV_MISSING = 'csv: Expected a file in the multipart field csv';
export const CSV_EMPTY = 'csv: The file is empty';
export const CSV_TOO_BIG = `csv: The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
export const csvTooManyRows = (line: number) => `csv: More than ${MAX_ROWS.toLocaleString('en-US')} rows (line ${line})`;
export const csvNotUtf8 = (line: number) => `csv: Line ${line} is not UTF-8 text (save the file as UTF-8)`;
export const csvBadQuote = (line: number) => `csv: Line ${line} has a quote out of place`;
export const csvBadLine = (line: number, why: string) => `csv: Line ${line}: ${why}`;
export const CSV_NO_PHONE = 'csv: No phone column (a header named phone, number, phone_number, mobile or to)';

export const problemText = {
  'not-e164': (value: string) => `Not a phone number in E.164 (e.g. +14155550123): ${value}`,
  duplicate: (row: number) => `Same number as line ${row}`,
  suppressed: () => 'This number opted out of your campaigns',
  'missing-variable': (name: string) => `The agent's prompt uses {{${name}}}, which this row lacks`,
  'outside-window': (zone: string) => `Unknown time zone ${zone}: no send window can be placed, so never called`,
  empty: () => 'No phone number',
} as const;
