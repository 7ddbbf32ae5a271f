// Subscribing, cancelling and the customer portal (issue 22 point 4; spec doc 2 "Billing and plans"):
// POST /api/v2/product/subscribe (productPlanId, term default month, cancelUrl, successUrl) starts a
// checkout of the payments provider; the plan turns active only when it is paid (the Demo payments
// page or Stripe's webhook: settleSubscriptionSession). DELETE /api/v1/vidaPro/cancel (reason,
// details) and POST /api/v1/getBillingCustomerPortalLink (redirectUrl). Changing needs canManageBilling.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_TERM, planById, TERMS } from '../../../src/shared/billing/plans';
import { microsToUsd } from '../../../src/shared/money';
import { targetOrganization } from '../../accounts/targets';
import { NOT_SUBSCRIBED, PLAN_UNKNOWN } from '../../billing/messages';
import { startSubscriptionCheckout, termPriceMicros } from '../../billing/subscriptionCheckout';
import { applySubscriptionEvent } from '../../billing/subscriptionEvents';
import { subscriptionOf, subscriptionView } from '../../billing/views';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { idempotencyKeyOf } from '../../kit/idempotency';
import { reply, success } from '../../kit/schemas';
import { PaymentsError, selectPayments } from '../../providers/payments';
import { PROVIDER_UNREACHABLE } from '../../wallet/messages';
import { publicOriginOf, returnUrl } from '../../wallet/urls';

// NUL and other control characters are refused by the kit for every field (kit/hostileInput.ts)
const text = (max: number) => z.string().max(max);

const subscribeBody = z.object({
  productPlanId: z.string().max(100).refine((id) => planById(id) !== undefined, PLAN_UNKNOWN.replace(/^productPlanId: /, '')).describe('A plan of the catalogue'),
  term: z.enum(TERMS).default(DEFAULT_TERM).describe('month (default) or year'),
  successUrl: text(2000).optional().describe('Where the user lands after paying (default /app/paymentSuccess); a path or this site\'s origin'),
  cancelUrl: text(2000).optional().describe('Where the user lands after cancelling (default /app/paymentCancel)'),
});

const cancelBody = z.object({
  reason: text(200).optional().describe('Why the organization cancels'),
  details: text(2000).optional().describe('More words on it'),
});

export default defineArea({
  tag: 'Billing',
  routes: ({ db, publicUrl }) => {
    const payments = selectPayments();
    const subject = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const manage = { auth: 'account' as const, subject, permission: 'canManageBilling' as const };
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/product/subscribe',
        ...manage,
        summary: 'Subscribe to a plan: a checkout page of the payments provider (Demo payments or Stripe) to send the user to',
        body: subscribeBody,
        response: reply('The checkout: url to open, sessionId, productPlanId, term, amountUsd, provider', {
          success,
          url: z.string(),
          sessionId: z.string(),
          productPlanId: z.string(),
          term: z.string(),
          amountUsd: z.string(),
          provider: z.string(),
        }),
        errors: { 502: PROVIDER_UNREACHABLE },
        idempotent: true,
        handler: async ({ body, subject: org, request, db: tx, audit }) => {
          const plan = planById(body.productPlanId)!;
          const successUrl = returnUrl(request, publicUrl, 'successUrl', body.successUrl, '/app/paymentSuccess');
          const cancelUrl = returnUrl(request, publicUrl, 'cancelUrl', body.cancelUrl, '/app/paymentCancel');
          const amountUsd = microsToUsd(termPriceMicros(plan, body.term));
          try {
            const session = await startSubscriptionCheckout(tx, payments, publicOriginOf(request, publicUrl), {
              accountId: org.id,
              plan,
              term: body.term,
              successUrl,
              cancelUrl,
              idempotencyKey: idempotencyKeyOf(request) ?? randomUUID(),
            });
            await audit({ action: 'billing.subscribe_started', target: org, after: { productPlanId: plan.id, term: body.term, amountUsd, provider: payments.kind, sessionId: session.sessionId } }, tx);
            return { success: true, ...session, productPlanId: plan.id, term: body.term, amountUsd, provider: payments.name };
          } catch (error) {
            if (error instanceof PaymentsError) fail(502, PROVIDER_UNREACHABLE);
            throw error;
          }
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v1/vidaPro/cancel',
        ...manage,
        summary: 'Cancel the organization\'s subscription (reason, details): the provider stops renewing it; the plan\'s features stay until the paid period ends',
        body: cancelBody,
        response: reply('The canceled subscription', { success, subscription: z.unknown() }),
        errors: { 409: NOT_SUBSCRIBED, 502: PROVIDER_UNREACHABLE },
        handler: async ({ body, subject: org, audit }) => {
          const held = await subscriptionOf(db, org.id);
          if (!held || held.status === 'canceled') fail(409, NOT_SUBSCRIBED);
          try {
            await payments.cancelSubscription({ accountId: org.id, providerSubscriptionId: held.providerSubscriptionId });
          } catch (error) {
            if (error instanceof PaymentsError) fail(502, PROVIDER_UNREACHABLE);
            throw error;
          }
          await applySubscriptionEvent(db, {
            accountId: org.id,
            planId: held.planId,
            status: 'canceled',
            providerSubscriptionId: held.providerSubscriptionId,
            currentPeriodEnd: held.currentPeriodEnd,
            term: held.term,
            cancelReason: body.reason?.trim() || null,
            cancelDetails: body.details?.trim() || null,
          });
          const after = await subscriptionOf(db, org.id);
          await audit({ action: 'billing.canceled', target: org, before: { productPlanId: held.planId, status: held.status }, after: { status: 'canceled', reason: body.reason ?? null, accessUntil: held.currentPeriodEnd.toISOString() } });
          return { success: true, subscription: subscriptionView(after) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/getBillingCustomerPortalLink',
        ...manage,
        summary: 'A link to the payments provider\'s customer portal (Stripe: its billing portal; Demo payments: the console\'s Billing screen)',
        body: z.object({ redirectUrl: text(2000).optional().describe('Where the portal sends the user back (default /app/billing); a path or this site\'s origin') }),
        response: reply('The portal link: url, provider', { success, url: z.string(), provider: z.string() }),
        errors: { 502: PROVIDER_UNREACHABLE },
        idempotent: { exempt: 'a portal link creates nothing billable: a second call gives another link to the same portal' },
        handler: async ({ body, subject: org, request, audit }) => {
          const back = returnUrl(request, publicUrl, 'redirectUrl', body.redirectUrl, '/app/billing');
          try {
            const { url } = await payments.portalLink({ accountId: org.id, returnUrl: back }, publicOriginOf(request, publicUrl));
            await audit({ action: 'billing.portal_opened', target: org, after: { provider: payments.kind } });
            return { success: true, url, provider: payments.name };
          } catch (error) {
            if (error instanceof PaymentsError) fail(502, PROVIDER_UNREACHABLE);
            throw error;
          }
        },
      }),
    ];
  },
});
