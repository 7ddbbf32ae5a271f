// checkout/vidaCredit's slug variant (spec doc 2: "a variant without token adds slug"; issue 22 point 8):
// a visitor of a pay link pays the slug's wallet by card. Public, so it lives under /api/v1/payLink/ like
// the lightning variants (one path cannot be both signed-in and public in the route kit), takes one of
// the caller address's pay-link budget, and retries per address with an Idempotency-Key. The wallet is
// credited when the checkout is paid (Demo payments page or Stripe's webhook), never by this call.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { idempotencyKeyOf } from '../../kit/idempotency';
import { reply, success } from '../../kit/schemas';
import { PAYEE_NOT_FOUND } from '../../lightning/messages';
import { payeeOf, publicPayee, takePayLinkCall } from '../../lightning/payLink';
import { slugField } from '../../lightning/schemas';
import { PROVIDER_UNREACHABLE } from '../../wallet/messages';
import { walletIdOf } from '../../wallet/owner';
import { selectPayments } from '../../providers/payments';
import { checkoutBody, startTopUp } from './checkout';

export default defineArea({
  tag: 'Wallet',
  routes: ({ publicUrl }) => {
    const payments = selectPayments();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/payLink/checkout/vidaCredit',
        auth: 'public',
        reason: 'pay links are paid by people who have no account here',
        summary: "checkout/vidaCredit's slug variant: a card checkout paying the slug's wallet",
        body: checkoutBody.extend({ slug: slugField }),
        response: reply('The checkout: url to open, sessionId, amountUsd, provider, payee', {
          success,
          url: z.string(),
          sessionId: z.string(),
          amountUsd: z.string(),
          provider: z.string(),
          payee: reply('The payee: username, displayName'),
        }),
        errors: { 404: PAYEE_NOT_FOUND, 429: 'Too many pay-link calls from this address (Retry-After)', 502: PROVIDER_UNREACHABLE },
        idempotent: { per: 'address', scope: ({ request }) => `paylink-address:${request.ip}` },
        handler: async ({ body: input, request, reply: res, db: tx }) => {
          await takePayLinkCall(tx, request, res);
          const payee = await payeeOf(tx, input.slug);
          const checkout = await startTopUp(tx, payments, request, publicUrl, walletIdOf(payee), input, `paylink:${idempotencyKeyOf(request) ?? randomUUID()}`);
          return { success: true, ...checkout, payee: publicPayee(payee) };
        },
      }),
    ];
  },
});
