// Turns a failed save into what the form shows: an error on the field the server named (a 400
// "email: ..." or a 409 on a unique field), else one message for the whole form.
import { ApiError } from '../../../adapters/http';
import { errorMessage } from '../../../overlays/OverlayDialog';
import { fieldOfError } from '../adminRules';

export interface SaveError {
  field?: string;
  message: string;
}

export function saveError(
  error: unknown,
  fallback: string,
  fields: readonly string[],
  conflict?: { field: string; message: string },
): SaveError {
  if (error instanceof ApiError) {
    if (error.status === 409 && conflict) return conflict;
    if (error.status === 400 || error.status === 409) {
      const named = fieldOfError(error.message, fields);
      if (named) return named;
    }
  }
  return { message: errorMessage(error, fallback) };
}
