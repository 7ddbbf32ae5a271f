// Verification codes (spec 5): exactly 6 characters or nothing is submitted; sent as an integer.
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

export function isPlausibleEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

export function isPlausiblePhone(phone: string): boolean {
  return /^\+?[\d\s().-]{7,20}$/.test(phone.trim()) && phone.replace(/\D/g, '').length >= 7;
}
