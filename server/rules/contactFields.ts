import { z } from 'zod';
import { contactPhone, emailAddress, withoutBidiControls } from '../kit/fields';

// Contact validation and derived values, shared by the routes and the seed.

export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const READ_ONLY = new Set(['id', 'organizationId', 'createdAt', 'updatedAt']);
export const NAME_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email'] as const;
export const SORTABLE = ['firstName', 'lastName', 'email', 'phoneNumber', 'createdAt', 'updatedAt'] as const;

const text = z.string().max(200, 'Too long (200 characters at most)').nullable().optional();

export const contactBody = z
  .object({
    id: z.uuid('Invalid contact id').optional(),
    firstName: withoutBidiControls(text),
    lastName: withoutBidiControls(text),
    email: emailAddress.nullable().optional(),
    phoneNumber: contactPhone.nullable().optional(),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!FIELD_NAME.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Invalid field name' });
    }
  });

export type ContactBody = z.infer<typeof contactBody>;

/** The free fields to store: everything but the read-only keys. */
export function dataFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.has(key)));
}

export function hasIdentity(data: Record<string, unknown>): boolean {
  return NAME_FIELDS.some((key) => typeof data[key] === 'string' && (data[key] as string).trim() !== '');
}

/** What search matches: names, email and phone, lower-cased; the phone also as bare digits. */
export function searchText(data: Record<string, unknown>): string {
  const parts = NAME_FIELDS.map((key) => (typeof data[key] === 'string' ? (data[key] as string) : ''));
  const phone = typeof data.phoneNumber === 'string' ? data.phoneNumber.replace(/\D/g, '') : '';
  return [...parts, phone].join(' ').toLowerCase();
}

/** LIKE patterns for a search phrase (the phrase, plus its digits when it looks like a phone number). */
export function searchPatterns(phrase: string): string[] {
  const escape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const lower = phrase.trim().toLowerCase();
  const patterns = [`%${escape(lower)}%`];
  const digits = lower.replace(/\D/g, '');
  if (digits.length >= 3 && /^[0-9 ()+.-]+$/.test(lower) && digits !== lower) patterns.push(`%${digits}%`);
  return patterns;
}
