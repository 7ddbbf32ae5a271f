// Task lists' numbers in one place (issue 20): the CSV limits, the estimate's averages and the price
// the spend is counted at. The reference server has no pricing of its own, so these are ours.

/** Rows one CSV may hold (the header not counted). */
export const MAX_ROWS = 100_000;
/** Bytes one CSV may weigh: 100,000 rows of a phone and a few short columns fit with room. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Problems one upload answer lists (the counts cover them all). */
export const PROBLEMS_SHOWN = 500;
/** Columns a file may have, and characters a cell may hold. */
export const MAX_COLUMNS = 100;
export const MAX_CELL_CHARS = 2_000;

/** What an answered call lasts on average, for the expected duration. */
export const AVERAGE_CALL_SECONDS = 90;
/** The price of a minute of an outbound call, in cents, for the expected cost and the spend. */
export const PRICE_CENTS_PER_MINUTE = 2;

/** Limits an organization starts with (POST /api/v2/tasks/limits changes them). */
export const DEFAULT_MAX_CONCURRENT_CALLS = 10;
export const DEFAULT_RESERVED_INBOUND_LINES = 0;
export const MAX_CONCURRENCY = 50;
export const MAX_LINES = 500;

/** The spec's page size for tasks (doc 2 §9). */
export const TASKS_PAGE_SIZE = 10;

/** A call's cost in cents: its minutes rounded up, as carriers bill. */
export const callCostCents = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60) * PRICE_CENTS_PER_MINUTE;

/** A campaign call's id starts so (`task-<recipient>-<attempt>`): a carrier's status callback names it. */
export const TASK_CALL_PREFIX = 'task-';
