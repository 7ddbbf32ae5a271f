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
import { PaymentsError, selectPayments } from '../../providers/payments';
import { micros, usdAmount } from '../../wallet/amounts';
import { startCreditCheckout } from '../../wallet/checkout';
import { MIN_TOPUP_USD, PROVIDER_UNREACHABLE } from '../../wallet/messages';
import { walletOwner } from '../../wallet/owner';
import { publicOriginOf, returnUrl } from '../../wallet/urls';
import { microsToUsd } from '../../../src/shared/money';

const body = z.object({
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
        body,
        response: reply('The checkout: url to open, sessionId, amountUsd, provider', { success, url: z.string(), sessionId: z.string(), amountUsd: z.string(), provider: z.string() }),
        errors: { 502: PROVIDER_UNREACHABLE },
        idempotent: true,
        handler: async ({ body: input, subject: owner, request, db: tx, audit }) => {
          const successUrl = returnUrl(request, publicUrl, 'successUrl', input.successUrl, '/app/paymentSuccess');
          const cancelUrl = returnUrl(request, publicUrl, 'cancelUrl', input.cancelUrl, '/app/paymentCancel');
          const amount = micros(input.amount);
          try {
            const session = await startCreditCheckout(tx, payments, publicOriginOf(request, publicUrl), {
              accountId: owner.id,
              amountMicros: amount,
              currency: input.currency,
              successUrl,
              cancelUrl,
              idempotencyKey: idempotencyKeyOf(request) ?? randomUUID(),
            });
            await audit({ action: 'wallet.checkoutStarted', target: owner, after: { amountUsd: microsToUsd(amount), provider: payments.kind, sessionId: session.sessionId } }, tx);
            return { success: true, ...session, amountUsd: microsToUsd(amount), provider: payments.name };
          } catch (error) {
            if (error instanceof PaymentsError) fail(502, PROVIDER_UNREACHABLE);
            throw error;
          }
        },
      }),
    ];
  },
});
