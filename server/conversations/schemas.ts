// The inputs the runtime's entry points share, bounded: an SMS body and a caller's line (numbers are
// the kit's `e164Number`).
import { z } from 'zod';

/** An SMS body's length: carriers concatenate at most 10 segments of 160 GSM-7 characters into one message. */
export const SMS_MAX_CHARS = 1600;

export const smsText = z.string().trim().min(1, 'Required').max(SMS_MAX_CHARS, `At most ${SMS_MAX_CHARS} characters`);

export const callerLine = z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters');

export const MAX_DEMO_TURNS = 50;
