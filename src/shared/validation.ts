// The one set of input rules the console's forms and the server's schemas share (email, phone,
// URL, ids). Pure: no React, no zod, so both sides import it.

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible email address (one `@`, a dot in the domain, no spaces), at most 254 characters. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);
}

const PHONE_SEPARATORS = /[\s\-().]/g;

/** '+1 (555) 123-0001' → '+15551230001': spaces, dashes, dots and parentheses removed. */
export function normalizePhone(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, '');
}

/** A sign-in or account phone number: E.164 once separators are removed (7–15 digits, no leading 0). */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[1-9]\d{6,14}$/.test(normalizePhone(value));
}

/** A carrier number in E.164 once separators are removed: `+`, a country code, 7–15 digits in all. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(normalizePhone(value));
}

/** A contact's phone as people type it: digits with an optional leading +, separators allowed, 7–15 digits. */
export function isContactPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s\-().]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** An absolute http(s) URL with a host and no spaces or control characters. */
export function isHttpUrl(value: string): boolean {
  const v = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!/^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A numeric id (account, domain profile…) from a URL parameter or field: a positive safe integer, else null. */
export function parseId(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id in UUID form (contacts). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
