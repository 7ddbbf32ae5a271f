// Database errors in one place (issue 8 points 5-8, 11). The input layer (hostileInput.ts) and the
// route schemas refuse what PostgreSQL cannot store, each naming the field; this is the backstop for
// whatever still reaches the database, and the one shape such an error has in the log: its class,
// SQLSTATE and stack frames only. Drizzle's message quotes the failed SQL with its parameters
// (emails, names, search text), and PostgreSQL's own messages quote values; neither is logged.

interface PgLike {
  code?: unknown;
  cause?: unknown;
  name?: string;
  stack?: string;
}

// SQLSTATE classes are two digits, or HV, P0, F0, XX (not Node's EPIPE).
const SQLSTATE = /^([0-9][0-9A-Z]|HV|P0|F0|XX)[0-9A-Z]{3}$/;

/** The SQLSTATE of a PostgreSQL error, possibly wrapped by drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error as PgLike | undefined, i = 0; e && i < 4; e = e.cause as PgLike | undefined, i++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return e.code;
  }
  return undefined;
}

/**
 * The client's status and message for a database error, or null when it is not one the client
 * caused. Class 22 is "data exception" (a value PostgreSQL cannot store or compare: NUL, out-of-range
 * dates and numbers, malformed text for a type); 54 is "program limit exceeded" (too deep, too long).
 */
export function databaseClientError(error: unknown): { status: number; message: string } | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state === '23505') return { status: 409, message: 'Already exists' };
  if (state.startsWith('22') || state.startsWith('54')) return { status: 400, message: 'Invalid input: a value the database cannot store' };
  return null;
}

/** Only the frames of a stack: its first lines repeat the message, which may quote SQL and data. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/** What the log may hold of any error: class, code, SQLSTATE and frames (plus the message of our own errors). */
export function loggableError(error: unknown, ownMessage: boolean): Record<string, unknown> {
  const e = error as PgLike & { message?: string; statusCode?: number };
  const cause = e?.cause as PgLike | undefined;
  return {
    type: e?.constructor?.name ?? typeof error,
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(sqlState(error) ? { sqlState: sqlState(error) } : {}),
    ...(ownMessage && e?.message ? { message: e.message } : {}),
    stack: framesOf(e?.stack),
    ...(cause ? { cause: { type: cause.constructor?.name, stack: framesOf(cause.stack) } } : {}),
  };
}
