// Amount fields of the wallet's calls: USD numbers (or decimal text) with whole cents, positive,
// bounded; turned into micro-dollars. A message always names the field.
import { z } from 'zod';
import { isWholeCents, usdToMicros } from '../../src/shared/money';
import { AT_MOST_USD } from './messages';

export function usdAmount(min: number) {
  return z
    .union([z.number({ error: 'Expected an amount in USD' }), z.string({ error: 'Expected an amount in USD' }).max(32)], { error: 'Expected an amount in USD' })
    // validated here, converted by the handler (micros): the body stays JSON (the idempotency kit hashes it)
    .superRefine((value, ctx) => {
      const micros = usdToMicros(value);
      if (micros === null) {
        ctx.addIssue({ code: 'custom', message: 'Expected an amount in USD' });
        return;
      }
      if (!isWholeCents(micros)) ctx.addIssue({ code: 'custom', message: 'At most 2 decimals' });
      else if (micros <= 0n) ctx.addIssue({ code: 'custom', message: 'Expected a positive amount' });
      else if (micros < usdToMicros(min)!) ctx.addIssue({ code: 'custom', message: `At least ${min} USD` });
      else if (micros > usdToMicros(AT_MOST_USD)!) ctx.addIssue({ code: 'custom', message: `At most ${AT_MOST_USD} USD` });
    });
}

/** A validated amount (usdAmount) in micro-dollars. */
export function micros(value: number | string): bigint {
  return usdToMicros(value)!;
}
