// The server names the field a refusal is about in its message: `400 {"message":"email: Invalid
// email address"}` (docs/api-contract.md). One reading of that convention for every form, so a
// failed save shows on the field it concerns instead of only in a toast. Pure: unit-tested.
import { shownMessage } from '../../adapters/serverMessages';

export interface ServerFieldError {
  /** the form field the message belongs to; absent: a message for the whole form */
  field?: string;
  message: string;
}

export interface ServerErrorOptions {
  /** the fields the server may name (others stay a form-level message) */
  fields: readonly string[];
  /** the message when the error carries none */
  fallback: string;
  /** a 409 about a unique value, shown on that field (e.g. the email is taken) */
  conflict?: ServerFieldError & { field: string };
  /** the form field that shows a server field (default: the same name) */
  fieldFor?: (serverField: string) => string;
}

const FIELD_MESSAGE = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/s;

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The error's own message when it has one (e.g. the catalogue's 'No token or orgAccountId'), in the page's
 * language when serverMessages.ts knows it, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? shownMessage(error.message) : fallback;
}

/** `"email: Invalid email address"` naming one of `fields` → that field and message; else null. */
export function fieldOfMessage(message: string, fields: readonly string[]): { field: string; message: string } | null {
  const match = FIELD_MESSAGE.exec(message);
  if (!match || !fields.includes(match[1])) return null;
  return { field: match[1], message: match[2] };
}

/** A failed save (ApiError or react-admin's HttpError) → the field it names, or a form-level message. */
export function serverFieldError(error: unknown, options: ServerErrorOptions): ServerFieldError {
  const status = statusOf(error);
  if (status === 409 && options.conflict) {
    const { field, message } = options.conflict;
    return { field: options.fieldFor?.(field) ?? field, message };
  }
  const message = errorMessage(error, options.fallback);
  if (status === 400 || status === 409 || status === 422) {
    const named = fieldOfMessage(message, options.fields);
    if (named) return { field: options.fieldFor?.(named.field) ?? named.field, message: named.message };
  }
  return { message };
}
