// The zod fields for email and phone inputs, on the pure rules the console's forms use too
// (src/kernel/validation.ts), so the server and the console cannot disagree on what is valid.
import { z } from 'zod';
import { isContactPhone, isEmail, isPhoneNumber, normalizePhone } from '../../src/kernel/validation';

/** An email address as typed (trimmed, at most 254 characters); callers normalise it for storage. */
export const emailAddress = z.string().refine(isEmail, 'Invalid email address').describe('Email address');

/** A sign-in or account phone number, stored as `+` and digits. */
export const phoneNumber = z
  .string()
  .refine(isPhoneNumber, 'Invalid phone number')
  .transform(normalizePhone)
  .describe('Phone number (E.164; spaces, dashes, dots and parentheses allowed)');

/** A contact's phone as people type it (separators kept). */
export const contactPhone = z.string().refine(isContactPhone, 'Invalid phone number');

