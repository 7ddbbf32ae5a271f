// The inputs the runtime's entry points share: numbers in E.164 as the carrier interface takes
// them, an SMS body and a caller's line, bounded.
import { z } from 'zod';

export const e164 = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Expected an E.164 number such as +14155550123')
  .describe('E.164 phone number');

/** An SMS body: 1600 characters is what carriers deliver as one concatenated message. */
export const smsText = z.string().trim().min(1, 'Required').max(1600, 'At most 1600 characters');

export const callerLine = z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters');

export const MAX_DEMO_TURNS = 50;
