// The kernel overlays' pure rules: what the search overlay searches (2 to 100 characters, as the
// server takes them) and how a result is named; the info links; the debug overlay's JSON; the
// one-time sign-in link of legacyLogin; the get-support form.
import { TYPE_MESSAGES, type FieldValue, type FormField } from '../shared/formHelper';
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

/** The phrase to search for, or null when there is nothing (yet) to ask. */
export function searchPhrase(text: string): string | null {
  const phrase = text.trim();
  return phrase.length >= SEARCH_MIN ? phrase.slice(0, SEARCH_MAX) : null;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function contactLabel(contact: Record<string, unknown>): string {
  return [str(contact.firstName), str(contact.lastName)].filter(Boolean).join(' ') || str(contact.company) || str(contact.phoneNumber) || str(contact.email) || String(contact.id);
}

export function roomLabel(room: Record<string, unknown>): string {
  return str(room.name) || str(room.externalNumber) || String(room.roomId);
}

/** spec 1 §3's link settings, in the order the info overlay lists them, with their message keys */
export const INFO_LINKS = [
  ['supportUrl', 'support'],
  ['talkToSalesUrl', 'sales'],
  ['privacyUrl', 'privacy'],
  ['tosUrl', 'terms'],
] as const;

/** The http(s) links among the settings, by message key. */
export function infoLinks(settings: Record<string, unknown> | undefined, origin: string): { key: string; url: string }[] {
  return INFO_LINKS.flatMap(([setting, key]) => {
    const value = str(settings?.[setting]);
    if (!value || !/^https?:\/\//i.test(value)) return [];
    try {
      return [{ key, url: new URL(value, origin).toString() }];
    } catch {
      return [];
    }
  });
}

const SECRET_KEY = /token|secret|password/i;

/** JSON for people: two-space indented, secrets replaced (a token is never shown, nor logged). */
export function inspectJson(value: unknown): string {
  return JSON.stringify(value, (key, v) => (key && SECRET_KEY.test(key) && v != null ? '[hidden]' : v), 2) ?? 'null';
}

export const ONE_TIME_TOKEN_PARAM = 'oneTimeToken';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,512}$/;

/** The one-time token of a sign-in link of this console (same origin, /app), or null. */
export function oneTimeTokenOf(link: string, origin: string): string | null {
  try {
    const url = new URL(link.trim(), origin);
    if (url.origin !== origin || (url.pathname !== '/app' && !url.pathname.startsWith('/app/'))) return null;
    const token = url.searchParams.get(ONE_TIME_TOKEN_PARAM);
    return token && TOKEN_SHAPE.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** The get-support form (?form=support), in the spec's form helper's terms. */
export const SUPPORT_FORM: readonly FormField[] = [
  { name: 'subject', type: 'string', required: true },
  { name: 'message', type: 'string', required: true },
  { name: 'happenedOn', type: 'date' },
  { name: 'callsAffected', type: 'integer', validate: (v) => (v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 0) ? null : TYPE_MESSAGES.integer) },
  { name: 'urgent', type: 'boolean' },
];

/** The support email as a mailto: link, its body the form's other fields as text lines. */
export function supportMailto(address: string, values: Record<string, FieldValue>): string {
  const lines = [String(values.message ?? '')];
  if (values.happenedOn) lines.push(`Date: ${values.happenedOn}`);
  if (values.callsAffected !== null && values.callsAffected !== undefined) lines.push(`Calls affected: ${values.callsAffected}`);
  if (values.urgent === true) lines.push('Urgent: yes');
  const query = new URLSearchParams({ subject: String(values.subject ?? ''), body: lines.join('\n') }).toString().replace(/\+/g, '%20');
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?${query}`;
}
