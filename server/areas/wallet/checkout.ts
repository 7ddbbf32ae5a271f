// Top-ups (spec doc 2: POST /api/v1/checkout/vidaCredit: amount, currency usd, cancelUrl, successUrl):
// a checkout session of the running payments provider; the wallet is credited when it is paid (the
// Demo payments page or Stripe's webhook), never by this call.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { TOPUP_CURRENCY } from '../../../src/shared/money';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { idempotencyKeyOf } from '../../kit/idempotency';
import { reply, success } from '../../kit/schemas';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/store';
import { PaymentsError, selectPayments, type PaymentsProvider } from '../../providers/payments';
import { micros, usdAmount } from '../../wallet/amounts';
import { findSession, startCreditCheckout } from '../../wallet/checkout';
import { MIN_TOPUP_USD, PROVIDER_UNREACHABLE, SESSION_NOT_FOUND } from '../../wallet/messages';
import { balanceOf, walletAccount } from '../../ledger/ledger';
import { walletOwner } from '../../wallet/owner';
import { publicOriginOf, returnUrl } from '../../wallet/urls';
import { microsToUsd } from '../../../src/shared/money';

export const checkoutBody = z.object({
  amount: usdAmount(MIN_TOPUP_USD).describe(`USD, whole cents, ${MIN_TOPUP_USD} to 10000`),
  currency: z
    .string()
    .max(10)
    .transform((c) => c.toLowerCase())
    .refine((c) => c === TOPUP_CURRENCY, `Only ${TOPUP_CURRENCY}`)
    .default(TOPUP_CURRENCY),
  successUrl: z.string().max(2000).optional().describe('Where the user lands after paying (default /app/paymentSuccess); a path or this site\'s origin'),
  cancelUrl: z.string().max(2000).optional().describe('Where the user lands after cancelling (default /app/paymentCancel)'),
});

/**
 * A top-up checkout of `accountId`'s wallet for the validated body (the signed-in route and the pay
 * link's both): the return URLs checked against this site, the session started once per key, a
 * provider failure answered 502 with nothing recorded.
 */
export async function startTopUp(
  tx: Db,
  payments: PaymentsProvider,
  request: FastifyRequest,
  publicUrl: string | undefined,
  accountId: number,
  input: z.infer<typeof checkoutBody>,
  idempotencyKey: string,
) {
  const successUrl = returnUrl(request, publicUrl, 'successUrl', input.successUrl, '/app/paymentSuccess');
  const cancelUrl = returnUrl(request, publicUrl, 'cancelUrl', input.cancelUrl, '/app/paymentCancel');
  const amount = micros(input.amount);
  try {
    const session = await startCreditCheckout(tx, payments, publicOriginOf(request, publicUrl), { accountId, amountMicros: amount, currency: input.currency, successUrl, cancelUrl, idempotencyKey });
    return { ...session, amountUsd: microsToUsd(amount), provider: payments.name };
  } catch (error) {
    if (error instanceof PaymentsError) fail(502, PROVIDER_UNREACHABLE);
    throw error;
  }
}

export default defineArea({
  tag: 'Wallet',
  routes: ({ db, publicUrl }) => {
    const payments = selectPayments();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/checkout/vidaCredit',
        auth: 'account',
        subject: ({ request }) => walletOwner(db, request),
        permission: 'canManageBilling',
        summary: 'Start a wallet top-up: a checkout page of the payments provider (Demo payments or Stripe) to send the user to',
        body: checkoutBody,
        response: reply('The checkout: url to open, sessionId, amountUsd, provider', { success, url: z.string(), sessionId: z.string(), amountUsd: z.string(), provider: z.string() }),
        errors: { 502: PROVIDER_UNREACHABLE },
        idempotent: true,
        handler: async ({ body: input, subject: owner, request, db: tx, audit }) => {
          const checkout = await startTopUp(tx, payments, request, publicUrl, owner.id, input, idempotencyKeyOf(request) ?? randomUUID());
          await audit({ action: 'wallet.checkoutStarted', target: owner, after: { amountUsd: checkout.amountUsd, provider: payments.kind, sessionId: checkout.sessionId } }, tx);
          return { success: true, ...checkout };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/checkout/session/:sessionId',
        auth: 'account',
        subject: ({ request }) => walletOwner(db, request),
        summary: "A checkout of the organization, a wallet top-up or a plan subscription (not a spec call: the console's paymentSuccess landing and the checkout overlay's success page poll it while the payment settles): status, amount, the wallet's balance",
        params: z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/, SESSION_NOT_FOUND) }),
        response: reply('mode (credit | subscription), status (open | paid | canceled), amountUsd, balanceUsd (2 decimals), paidAt (ISO or null), planId and term (a subscription\'s, else null)', {
          success,
          mode: z.string(),
          status: z.string(),
          planId: z.string().nullable(),
          term: z.string().nullable(),
          amountUsd: z.string(),
          balanceUsd: z.string(),
          paidAt: z.string().nullable(),
        }),
        errors: { 404: SESSION_NOT_FOUND },
        handler: async ({ params, subject: owner }) => {
          const row = await findSession(db, params.sessionId);
          // another wallet's session is not found: its id says nothing to whoever is not its owner
          if (!row || (row.mode !== 'credit' && row.mode !== 'subscription') || row.accountId !== owner.id) fail(404, SESSION_NOT_FOUND);
          const balance = await balanceOf(db, walletAccount(owner.id));
          const meta = row.meta as { planId?: unknown; term?: unknown };
          const subscription = row.mode === 'subscription';
          return {
            success: true,
            mode: row.mode,
            status: row.status,
            planId: subscription && typeof meta.planId === 'string' ? meta.planId : null,
            term: subscription && typeof meta.term === 'string' ? meta.term : null,             amountUsd: microsToUsd(row.amountMicros),
            balanceUsd: microsToUsd(balance),
            paidAt: row.paidAt?.toISOString() ?? null,
          };
        },
      }),
    ];
  },
});
