// Stripe's webhook (issue 22 point 2): POST /api/v1/stripe/webhook, public, proven by its
// Stripe-Signature (STRIPE_WEBHOOK_SECRET, 300 s tolerance) over the raw body, so this area keeps
// JSON bodies as bytes in its own scope (every other route still gets the kit's JSON parser). A
// forged, stale or missing signature → 400 "stripe-signature: …" and nothing changes; each event id
// is handled once (server/wallet/stripeEvents.ts), so a replay answers 200 and does nothing.
// Importing the adapter here also registers it with selectPayments (areas load before any routes).
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { SIGNATURE, SignatureError, verifyStripeEvent } from '../../providers/payments/stripe';
import { handleStripeEvent } from '../../wallet/stripeEvents';
import { cancelReplacedSubscriptions } from '../../billing/replacedSubscriptions';
import { selectPayments } from '../../providers/payments';

export const STRIPE_WEBHOOK_PATH = '/api/v1/stripe/webhook';
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export default defineArea({
  tag: 'Wallet',
  routes: ({ db }, app) => {
    // the signature is over the exact bytes Stripe sent: no parsing before it is checked
    const payments = selectPayments();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    return [
      defineRoute({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        auth: 'public',
        reason: 'no session: the caller is Stripe, proven by Stripe-Signature (STRIPE_WEBHOOK_SECRET)',
        idempotent: { exempt: 'Stripe retries with the same event id, handled once (payment_events)' },
        summary: 'Stripe webhook: checkout.session.completed (top-up credited once; subscription started), checkout.session.expired, customer.subscription.created/updated/deleted, account.updated; other types answered 200 and ignored',
        bodyLimit: WEBHOOK_BODY_LIMIT,
        response: reply('The event was received: duplicate (a replay, nothing done) and what it did', { received: z.boolean(), duplicate: z.boolean(), outcome: z.string() }),
        errors: { 400: Object.values(SIGNATURE).join('; ') },
        handler: async ({ request }) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
          const header = request.headers['stripe-signature'];
          let event;
          try {
            event = verifyStripeEvent(raw, typeof header === 'string' && header ? header : undefined, process.env.STRIPE_WEBHOOK_SECRET?.trim() || undefined);
          } catch (error) {
            if (error instanceof SignatureError) fail(400, error.message);
            throw error;
          }
          const handled = await handleStripeEvent(db, event);
          // a plan change paid: the subscription it replaced is cancelled at Stripe, after the new one is active
          if (handled.outcome === 'subscription active') await cancelReplacedSubscriptions(db, payments, { log: request.log });
          request.log.info({ stripeEvent: event.id, type: event.type.slice(0, 80), outcome: handled.outcome }, 'stripe webhook');
          return { received: true, duplicate: !handled.firstTime, outcome: handled.outcome };
        },
      }),
    ];
  },
});
