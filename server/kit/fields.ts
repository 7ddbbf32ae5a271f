// The zod fields for email and phone inputs, on the pure rules the console's forms use too
// (src/shared/validation.ts), so the server and the console cannot disagree on what is valid.
import { z } from 'zod';
import { isContactPhone, isE164, isEmail, isPhoneNumber, normalizePhone } from '../../src/shared/validation';

/** An email address as typed (trimmed, at most 254 characters); callers normalise it for storage. */
export const emailAddress = z.string().refine(isEmail, 'Invalid email address').describe('Email address');

/** A sign-in or account phone number, stored as `+` and digits. */
export const phoneNumber = z
  .string()
  .refine(isPhoneNumber, 'Invalid phone number')
  .transform(normalizePhone)
  .describe('Phone number (E.164; spaces, dashes, dots and parentheses allowed)');

/** A carrier number (phone numbers plugin), stored as E.164: `+` and digits. */
export const e164Number = z
  .string()
  .max(32, 'Invalid phone number: expected E.164, e.g. +14155550123')
  .refine(isE164, 'Invalid phone number: expected E.164, e.g. +14155550123')
  .transform(normalizePhone)
  .describe('Phone number in E.164, e.g. +14155550123 (spaces, dashes, dots and parentheses allowed)');

/** A contact's phone as people type it (separators kept). */
export const contactPhone = z.string().refine(isContactPhone, 'Invalid phone number');


// Bidirectional embedding, override and isolate controls: in a name they reorder what is shown around
// it ("Invoice\u202Efdp.exe" reads "Invoiceexe.pdf"), a spoofing tool with no use in a name.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
export const BIDI_CONTROL_IN_NAME = 'Text-direction control characters (U+202A-U+202E, U+2066-U+2069) are not allowed in a name';

/** A name shown to other people (accounts, contacts, brands): no text-direction controls. */
export const withoutBidiControls = <T extends z.ZodType<string | null | undefined>>(field: T) =>
  field.refine((text) => typeof text !== 'string' || !BIDI_CONTROL.test(text), BIDI_CONTROL_IN_NAME);
