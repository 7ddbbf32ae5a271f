// The inputs the runtime's entry points share, bounded: an SMS body and a caller's line (numbers are
// the kit's `e164Number`).
import { z } from 'zod';

/** An SMS body: 1600 characters is what carriers deliver as one concatenated message. */
export const smsText = z.string().trim().min(1, 'Required').max(1600, 'At most 1600 characters');

export const callerLine = z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters');

export const MAX_DEMO_TURNS = 50;
