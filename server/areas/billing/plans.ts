// Plans (spec doc 2 "Billing and plans"): the product catalogue, one product, the organization's
// current plan, the plan offered to it (the next one up) and all plans it may choose. Reads need
// canViewBilling on the organization (the plugin's permission; admins never have it, spec §6).
import { z } from 'zod';
import { offeredPlan, PLANS, planById } from '../../../src/shared/billing/plans';
import { targetOrganization } from '../../accounts/targets';
import { planView, subscriptionOf, subscriptionView } from '../../billing/views';
import { PLAN_NOT_FOUND } from '../../billing/messages';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const planDoc = reply('A plan: id, name, prices (USD per month and year), productItems[key] with pricing tiers (quantityMin, quantityMax, unitPrice) and type');
const plansDoc = reply('Plans, lowest first', { success, productPlans: z.array(planDoc) });
const sorted = () => [...PLANS].sort((a, b) => a.rank - b.rank).map(planView);

export default defineArea({
  tag: 'Billing',
  routes: ({ db }) => {
    const subject = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const guard = { auth: 'account' as const, subject };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/product/productCatalog',
        ...guard,
        summary: 'The product catalogue: every plan with its usage items and pricing tiers',
        response: plansDoc,
        handler: () => ({ success: true, productPlans: sorted() }),
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/product/productCatalog/:id',
        ...guard,
        summary: 'One plan of the catalogue',
        params: z.object({ id: z.string().max(100).describe('Plan id') }),
        response: reply('The plan', { success, productPlan: planDoc }),
        errors: { 404: PLAN_NOT_FOUND },
        handler: ({ params }) => {
          const plan = planById(params.id);
          if (!plan) fail(404, PLAN_NOT_FOUND);
          return { success: true, productPlan: planView(plan) };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/product/currentPlan',
        ...guard,
        summary: 'The organization\'s plan and subscription (null when it has none)',
        response: reply('The current plan', { success, productPlan: planDoc.nullable(), subscription: z.unknown(), term: z.string().nullable() }),
        handler: async ({ subject: org }) => {
          const plan = org.productPlanId ? planById(org.productPlanId) : undefined;
          const sub = await subscriptionOf(db, org.id);
          return {
            success: true,
            productPlan: plan ? planView(plan) : null,
            term: org.productPlanTerm,
            subscribed: org.subscribed,
            canceled: org.canceled,
            subscription: subscriptionView(sub),
          };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/product/offeredPlan',
        ...guard,
        summary: 'The plan offered to the organization: the next one up (the lowest when it has none; null at the top)',
        response: reply('The offered plan', { success, productPlan: planDoc.nullable() }),
        handler: ({ subject: org }) => {
          const plan = offeredPlan(org.subscribed ? org.productPlanId : null);
          return { success: true, productPlan: plan ? planView(plan) : null };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/product/allAvailablePlans',
        ...guard,
        summary: 'Every plan the organization may choose, lowest first, its current one marked',
        response: plansDoc,
        handler: ({ subject: org }) => ({
          success: true,
          productPlans: sorted().map((p) => ({ ...p, current: org.subscribed && p.id === org.productPlanId })),
        }),
      }),
    ];
  },
});
