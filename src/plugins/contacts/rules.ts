// Pure contact rules: naming, validation, phone formatting, the form <-> contact mapping and the
// update diff. No React, no http: unit-tested in tests/unit/contacts-rules.test.ts.
import { isContactPhone, isEmail } from '@kernel/sdk';
import { formatPhone } from '../../shared/phoneFormat';
import { messages } from './messages';
import { generate as generateMergePatch } from 'json-merge-patch';

/** A contact as the server returns it: known columns plus free fields flattened in. */
export interface Contact {
  id: string;
  organizationId?: number;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  createdAt?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

/** Set by the server, never sent back. */
export const READ_ONLY_FIELDS = ['id', 'organizationId', 'createdAt', 'updatedAt'] as const;
/** The fields the form edits with their own inputs (company and notes are free fields server-side). */
export const KNOWN_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'company', 'notes'] as const;
/** A contact needs one of these (api contract). */
export const IDENTITY_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email'] as const;
/** The server's rule for free field names. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export type KnownField = (typeof KNOWN_FIELDS)[number];

export interface ExtraField {
  key: string;
  value: string;
}

export type ContactFormValues = Record<KnownField, string> & { extraFields: ExtraField[] };

const isBlank = (value: unknown): boolean => value == null || String(value).trim() === '';
const text = (value: unknown): string => (value == null ? '' : String(value).trim());

/** First + last name, else email, else phone, else 'Unnamed contact'. */
export function displayName(contact: Partial<Contact> | null | undefined): string {
  if (!contact) return messages.unnamed;
  const name = [text(contact.firstName), text(contact.lastName)].filter(Boolean).join(' ');
  if (name) return name;
  if (!isBlank(contact.email)) return text(contact.email);
  if (!isBlank(contact.phoneNumber)) return formatPhone(text(contact.phoneNumber));
  return messages.unnamed;
}

/** The console's one email rule and the contact phone rule (src/shared/validation.ts). */
export { isEmail as isValidEmail, isContactPhone as isValidPhone };

/** '+1 (555) 123-0001' → '+15551230001': what the server stores. */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** Spec 5's phone rules live in src/shared (the numbers and calls screens show numbers too). */
export { formatPhone };
export { isUsOrCanadaNumber } from '../../shared/phoneFormat';

/** A free field's value as the form shows it (objects and numbers as JSON). */
export function extraValueToString(value: unknown): string {
  if (value == null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The value to store for a free field's text. Untouched text keeps the original value; a field
 * that held JSON (an object, list, number or boolean) is parsed back when the text is valid JSON.
 */
export function extraValueFromString(value: string, before?: unknown): unknown {
  if (before !== undefined && extraValueToString(before) === value) return before;
  if (before != null && typeof before !== 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** Splits a contact into its known fields and its free fields (read-only fields dropped). */
export function splitFields(contact: Partial<Contact> | null | undefined): {
  known: Partial<Record<KnownField, unknown>>;
  extra: Record<string, unknown>;
} {
  const known: Partial<Record<KnownField, unknown>> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(contact ?? {})) {
    if ((READ_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    if ((KNOWN_FIELDS as readonly string[]).includes(key)) known[key as KnownField] = value;
    else if (value !== undefined) extra[key] = value;
  }
  return { known, extra };
}

export function toFormValues(contact?: Partial<Contact> | null): ContactFormValues {
  const { known, extra } = splitFields(contact);
  const values = Object.fromEntries(KNOWN_FIELDS.map((field) => [field, extraValueToString(known[field])]));
  return {
    ...(values as Record<KnownField, string>),
    extraFields: Object.entries(extra).map(([key, value]) => ({ key, value: extraValueToString(value) })),
  };
}

export type ContactFormErrors = Partial<Record<KnownField, string>> & {
  extraFields?: Array<{ key?: string; value?: string }>;
};

/** Form-level validation; an empty object means valid. */
export function validateContactForm(values: Partial<ContactFormValues>): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (IDENTITY_FIELDS.every((field) => isBlank(values[field]))) {
    errors.firstName = messages.validation.atLeastOne;
  }
  if (!isBlank(values.email) && !isEmail(text(values.email))) errors.email = messages.validation.email;
  if (!isBlank(values.phoneNumber) && !isContactPhone(text(values.phoneNumber))) {
    errors.phoneNumber = messages.validation.phone;
  }
  const rows = values.extraFields ?? [];
  const seen = new Map<string, number>();
  rows.forEach((row) => {
    const key = text(row?.key);
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  });
  const rowErrors = rows.map((row) => {
    const key = text(row?.key);
    if (!key) return isBlank(row?.value) ? {} : { key: messages.validation.keyRequired };
    if (!FIELD_NAME_PATTERN.test(key)) return { key: messages.validation.keyFormat };
    if ([...READ_ONLY_FIELDS, ...KNOWN_FIELDS].includes(key as never)) return { key: messages.validation.keyReserved };
    if ((seen.get(key) ?? 0) > 1) return { key: messages.validation.keyDuplicate };
    return {};
  });
  if (rowErrors.some((row) => Object.keys(row).length > 0)) errors.extraFields = rowErrors;
  return errors;
}

/**
 * Form values → the contact body. With `original` (editing), a field that was set and is now
 * empty, and a free field whose row was removed, become null: the server's deep merge removes them.
 * Free fields shown as JSON keep their type (see extraValueFromString).
 */
export function fromFormValues(
  values: Partial<ContactFormValues>,
  original?: Partial<Contact> | null,
): Record<string, unknown> {
  const { known: originalKnown, extra: originalExtra } = splitFields(original);
  const body: Record<string, unknown> = {};
  for (const field of KNOWN_FIELDS) {
    const value = text(values[field]);
    if (value) body[field] = field === 'phoneNumber' ? normalizePhone(value) : value;
    else if (!isBlank(originalKnown[field])) body[field] = null;
  }
  const kept = new Set<string>();
  for (const row of values.extraFields ?? []) {
    const key = text(row?.key);
    if (!key) continue;
    kept.add(key);
    const value = row?.value ?? '';
    body[key] = extraValueFromString(value, originalExtra[key]);
  }
  for (const key of Object.keys(originalExtra)) {
    if (!kept.has(key)) body[key] = null;
  }
  return body;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a as object);
  const keysB = Object.keys(b as object);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => deepEqual((a as any)[key], (b as any)[key]));
}

/**
 * The fields of `next` that differ from `previous`, read-only fields left out. Keys absent from
 * `next` are not touched (a partial update stays partial); a null for a key `previous` lacks is
 * dropped (nothing to remove). An object field that exists on both sides is sent as a JSON merge
 * patch (RFC 7396, what the server applies), so a key removed inside it is sent as null and goes.
 */
export function changedFields(
  previous: Partial<Contact> | null | undefined,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || (READ_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    const before = previous?.[key];
    if (value === null && before == null) continue;
    if (deepEqual(before, value)) continue;
    changes[key] = isPlainObject(before) && isPlainObject(value) ? generateMergePatch(before, value) : value;
  }
  return changes;
}
