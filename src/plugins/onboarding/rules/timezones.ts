// The time zones the onboarding offers and how typed input is matched to one (spec 1 §4.6, §5):
// by utc name, by value, by partial name, or by numeric offset (UTC+5, +0530, -3:30), else UTC.
import { FALLBACK_TIMEZONE } from '../constants';

export interface TimezoneOption {
  /** what the picker shows and the "value" input may name */
  value: string;
  /** standard offset from UTC in hours */
  offset: number;
  /** the IANA names of the zone; the first is the one saved */
  utc: readonly string[];
}

export const TIMEZONES: readonly TimezoneOption[] = [
  { value: 'Hawaii', offset: -10, utc: ['Pacific/Honolulu'] },
  { value: 'Alaska', offset: -9, utc: ['America/Anchorage', 'America/Juneau'] },
  { value: 'Pacific Time (US & Canada)', offset: -8, utc: ['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana'] },
  { value: 'Arizona', offset: -7, utc: ['America/Phoenix'] },
  { value: 'Mountain Time (US & Canada)', offset: -7, utc: ['America/Denver', 'America/Edmonton', 'America/Boise'] },
  { value: 'Central Time (US & Canada)', offset: -6, utc: ['America/Chicago', 'America/Winnipeg', 'America/Mexico_City'] },
  { value: 'Eastern Time (US & Canada)', offset: -5, utc: ['America/New_York', 'America/Toronto', 'America/Detroit'] },
  { value: 'Atlantic Time (Canada)', offset: -4, utc: ['America/Halifax', 'America/Puerto_Rico'] },
  { value: 'Newfoundland', offset: -3.5, utc: ['America/St_Johns'] },
  { value: 'Brasilia', offset: -3, utc: ['America/Sao_Paulo', 'America/Argentina/Buenos_Aires'] },
  { value: 'Azores', offset: -1, utc: ['Atlantic/Azores'] },
  { value: 'Coordinated Universal Time', offset: 0, utc: ['UTC', 'Etc/UTC'] },
  { value: 'London, Dublin, Lisbon', offset: 0, utc: ['Europe/London', 'Europe/Dublin', 'Europe/Lisbon'] },
  { value: 'Central European Time', offset: 1, utc: ['Europe/Paris', 'Europe/Berlin', 'Europe/Madrid', 'Europe/Rome', 'Europe/Amsterdam'] },
  { value: 'Eastern European Time', offset: 2, utc: ['Europe/Athens', 'Europe/Helsinki', 'Europe/Kiev', 'Africa/Cairo'] },
  { value: 'Moscow, Istanbul', offset: 3, utc: ['Europe/Moscow', 'Europe/Istanbul'] },
  { value: 'Dubai', offset: 4, utc: ['Asia/Dubai'] },
  { value: 'Pakistan', offset: 5, utc: ['Asia/Karachi', 'Asia/Tashkent'] },
  { value: 'India', offset: 5.5, utc: ['Asia/Kolkata'] },
  { value: 'Bangladesh', offset: 6, utc: ['Asia/Dhaka'] },
  { value: 'Bangkok, Jakarta', offset: 7, utc: ['Asia/Bangkok', 'Asia/Jakarta'] },
  { value: 'Singapore, Beijing, Perth', offset: 8, utc: ['Asia/Singapore', 'Asia/Shanghai', 'Australia/Perth'] },
  { value: 'Tokyo, Seoul', offset: 9, utc: ['Asia/Tokyo', 'Asia/Seoul'] },
  { value: 'Adelaide', offset: 9.5, utc: ['Australia/Adelaide'] },
  { value: 'Sydney, Melbourne', offset: 10, utc: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane'] },
  { value: 'Auckland', offset: 12, utc: ['Pacific/Auckland'] },
];

/** Spec 1 §5: timezone (and voice) input is trimmed and stripped of quotes. */
export const cleanInput = (value: unknown): string => (typeof value === 'string' ? value.replace(/["'`]/g, '').trim() : '');

/** "UTC+5", "GMT-3:30", "+0530", "-5", "+5.5" → hours; anything else → null. */
export function parseOffset(input: string): number | null {
  const m = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(input) ?? /^(?:utc|gmt)?\s*([+-]?)(\d{1,2})\.(\d+)$/i.exec(input);
  if (!m) return /^(utc|gmt)$/i.test(input) ? 0 : null;
  const sign = m[1] === '-' ? -1 : 1;
  const hours = Number(m[2]);
  const fraction = input.includes('.') ? Number(`0.${m[3]}`) : m[3] ? Number(m[3]) / 60 : 0;
  if (hours > 14 || fraction >= 1) return null;
  return sign * (hours + fraction);
}

/** Typed or prefilled timezone → the IANA name to save (spec 1 §4.6); unknown input gives UTC. */
export function matchTimezone(raw: unknown): string {
  const input = cleanInput(raw);
  if (!input) return FALLBACK_TIMEZONE;
  const lower = input.toLowerCase();
  const byUtc = TIMEZONES.flatMap((z) => z.utc).find((name) => name.toLowerCase() === lower);
  if (byUtc) return byUtc;
  const byValue = TIMEZONES.find((z) => z.value.toLowerCase() === lower);
  if (byValue) return byValue.utc[0];
  if (lower.length >= 3 && /[a-z]/.test(lower)) {
    // "new york" names America/New_York: IANA names write spaces as underscores
    const snake = lower.replace(/\s+/g, '_');
    const inName = (name: string) => name.toLowerCase().includes(snake);
    const partial = TIMEZONES.find((z) => z.value.toLowerCase().includes(lower) || z.utc.some(inName));
    if (partial) return partial.utc.find(inName) ?? partial.utc[0];
  }
  const offset = parseOffset(input.replace(/\s+/g, ''));
  if (offset !== null) {
    const byOffset = TIMEZONES.find((z) => z.offset === offset);
    if (byOffset) return byOffset.utc[0];
  }
  return FALLBACK_TIMEZONE;
}

/** The option a saved IANA name belongs to (for the picker), or null. */
export const optionOf = (name: string | null | undefined): TimezoneOption | null => (name ? TIMEZONES.find((z) => z.utc.includes(name)) ?? null : null);
