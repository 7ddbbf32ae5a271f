// Refunds issued by a super admin (spec 6): USD or sats, exactly one of them.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/recordAudit';
import { refunds } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { FALLBACK_USD_PER_SAT, satsToMicros, usdToMicros } from '../../src/shared/money';
import { PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import { walletIdOf } from '../wallet/owner';
import { accountByUsername } from './accountStatus';

export const MAX_USD = 10_000;
export const MAX_SATS = 100_000_000;

const usdAmount = z
  .number({ error: 'Expected a number' })
  .positive('Expected a positive amount')
  .max(MAX_USD, `At most ${MAX_USD}`)
  .refine((v) => Number(v.toFixed(2)) === v, 'At most 2 decimals');
const satsAmount = z
  .number({ error: 'Expected a number' })
  .int('Expected a whole number of sats')
  .positive('Expected a positive amount')
  .max(MAX_SATS, `At most ${MAX_SATS}`);

export const refundBody = z.object({
  username: z.string({ error: 'Required' }).trim().min(1, 'Required').max(200),
  usdAmount: usdAmount.optional(),
  satsAmount: satsAmount.optional(),
});

export type RefundInput = z.infer<typeof refundBody>;

export interface RefundObject {
  id: number;
  username: string;
  usdAmount: string | null;
  satsAmount: number | null;
  createdAt: string;
}

export async function issueRefund(db: Db, request: FastifyRequest, input: RefundInput): Promise<RefundObject> {
  const { usdAmount: usd, satsAmount: sats } = input;
  if (usd === undefined && sats === undefined) fail(400, 'usdAmount: Expected usdAmount or satsAmount');
  if (usd !== undefined && sats !== undefined) fail(400, 'satsAmount: Give usdAmount or satsAmount, not both');
  const account = await accountByUsername(db, input.username);
  const amount = usd !== undefined ? { usdAmount: usd.toFixed(2), satsAmount: null } : { usdAmount: null, satsAmount: sats! };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(refunds)
      .values({ accountId: account.id, username: account.username, issuedBy: request.caller.id, ...amount })
      .returning();
    // the money itself: one ledger 'refund' per refund row (its id is the key), sats at the fallback
    // rate until the exchange-rate service (wln) is merged
    const micros = usd !== undefined ? usdToMicros(amount.usdAmount!)! : satsToMicros(sats!, FALLBACK_USD_PER_SAT);
    const walletId = walletIdOf(account);
    await postTransaction(t, {
      idempotencyKey: `refund:${row.id}`,
      kind: 'refund',
      accountId: walletId,
      memo: 'Refund',
      meta: usd !== undefined ? { refundId: row.id, usdAmount: amount.usdAmount } : { refundId: row.id, sats, usdPerSat: FALLBACK_USD_PER_SAT, rateSource: 'fallback' },
      entries: [
        { ledgerAccount: PLATFORM.refunds, amountMicros: -micros },
        { ledgerAccount: walletAccount(walletId), amountMicros: micros },
      ],
    });
    await recordAudit(t, request, {
      action: 'refund.issued',
      target: account,
      after: usd !== undefined ? { usdAmount: amount.usdAmount } : { satsAmount: amount.satsAmount },
    });
    return {
      id: row.id,
      username: row.username,
      usdAmount: row.usdAmount,
      satsAmount: row.satsAmount,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
