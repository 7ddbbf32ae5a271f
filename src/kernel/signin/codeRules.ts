// Verification codes (spec 5): exactly 6 characters or nothing is submitted; sent as an integer.
// The email and phone checks of the sign-in form are the shared input rules.
import { VERIFICATION_CODE_LENGTH } from '../constants';

/** Keeps digits only, at most the code length: what the code field shows. */
export function normalizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code);
}

/** The integer the verify call sends, or null when the code is not exactly 6 digits. */
export function codeToSubmit(code: string): number | null {
  return isCompleteCode(code) ? Number.parseInt(code, 10) : null;
}

/** The sign-in form's checks before asking for a code: the server's own rules (src/shared/validation.ts). */
export { isEmail as isPlausibleEmail, isPhoneNumber as isPlausiblePhone } from '../../shared/validation';
