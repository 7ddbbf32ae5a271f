// Pure rules of the super-admin tools: the stored token's state, form validation (the server's own
// limits, docs/api-contract.md "Super admin"), the refund body and the table's formatting. No React,
// no http: unit-tested in tests/unit/admin-tools-rules.test.ts.
import { messages } from './messages';

export const REASON_MAX = 200;
export const DETAILS_MAX = 2000;
export const USERNAME_MAX = 200;
export const USD_MAX = 10_000;
export const SATS_MAX = 100_000_000;
export const EXCERPT_MAX = 120;

export type Currency = 'usd' | 'sats';
export type TokenState = 'none' | 'valid' | 'expired';

const v = messages.validation;

/** The stored expiry (unix seconds, as text) → a number, or null when absent or unreadable. */
export function parseExpiresAt(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,12}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** A token without a readable expiry counts as valid: the server has the last word (401). */
export function tokenState(token: string | null | undefined, expiresAt: number | null, nowMs: number): TokenState {
  if (!token) return 'none';
  if (expiresAt !== null && expiresAt * 1000 <= nowMs) return 'expired';
  return 'valid';
}

export function validateUsername(value: string): string | undefined {
  const text = value.trim();
  if (!text) return v.required;
  if (text.length > USERNAME_MAX) return v.tooLong(USERNAME_MAX);
  return undefined;
}

/** The reason is required to disable, and optional (unused) to enable. */
export function validateReason(value: string, required: boolean): string | undefined {
  const text = value.trim();
  if (!text) return required ? v.required : undefined;
  if (text.length > REASON_MAX) return v.tooLong(REASON_MAX);
  return undefined;
}

export function validateDetails(value: string): string | undefined {
  return value.trim().length > DETAILS_MAX ? v.tooLong(DETAILS_MAX) : undefined;
}

const USD_PATTERN = /^\d+(\.\d{1,2})?$/;
const SATS_PATTERN = /^\d+$/;

/** USD: positive, at most 2 decimals, ≤ 10000; sats: a positive integer ≤ 100000000. */
export function validateAmount(currency: Currency, value: string): string | undefined {
  const text = value.trim().replace(/,/g, '');
  if (!text) return v.required;
  if (currency === 'usd') {
    if (!USD_PATTERN.test(text)) return v.usdFormat;
    const amount = Number(text);
    if (amount <= 0) return v.positive;
    if (amount > USD_MAX) return v.usdMax;
    return undefined;
  }
  if (!SATS_PATTERN.test(text)) return v.satsFormat;
  const amount = Number(text);
  if (amount <= 0) return v.positive;
  if (amount > SATS_MAX) return v.satsMax;
  return undefined;
}

export type RefundRequest =
  | { username: string; usdAmount: number }
  | { username: string; satsAmount: number };

/** The body of POST /internal/issueRefundToUser, or null when the form is not valid. */
export function refundRequest(username: string, currency: Currency, amount: string): RefundRequest | null {
  if (validateUsername(username) || validateAmount(currency, amount)) return null;
  const value = Number(amount.trim().replace(/,/g, ''));
  return currency === 'usd' ? { username: username.trim(), usdAmount: value } : { username: username.trim(), satsAmount: value };
}

export interface DisableRequest {
  username: string;
  reason: string;
  details?: string;
}

/** The body of POST /api/v1/disableAccount, or null when the form is not valid. */
export function disableRequest(username: string, reason: string, details: string): DisableRequest | null {
  if (validateUsername(username) || validateReason(reason, true) || validateDetails(details)) return null;
  const body: DisableRequest = { username: username.trim(), reason: reason.trim() };
  if (details.trim()) body.details = details.trim();
  return body;
}

/** Seconds → mm:ss; minutes are not wrapped into hours (a 75-minute call is 75:00). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** An ISO time (or a Date) as a short local date and time; '' when unreadable. */
export function formatDateTime(value: string | number | Date, locale?: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** Unix seconds as a short local date and time. */
export function formatExpiry(expiresAt: number, locale?: string, timeZone?: string): string {
  return formatDateTime(expiresAt * 1000, locale, timeZone);
}

/** A one-line excerpt of at most `max` characters, cut on a word where possible. */
export function shortExcerpt(text: string | null | undefined, max = EXCERPT_MAX): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  // the cut ends on a word boundary when the next character is a space
  const space = line[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
