// GET /api/v2/stats/usage (spec doc 2 "Billing and plans"): the organization's usage per date with
// the keys number, tokens, voice, advancedVoice, outbound-message, inbound-message, priced on its
// plan with the tier rule. Defaults (spec constants): frequency day, giveCosts and combineCosts true;
// the current billing period is padded with zeros for 30 days after its first date, sorted by date.
import { z } from 'zod';
import { planById, PLANS, USAGE_KEYS } from '../../../src/shared/billing/plans';
import { costSeries, padUsage, zeroCounts, type UsageCounts } from '../../../src/shared/billing/usage';
import { targetOrganization } from '../../accounts/targets';
import { END_BEFORE_START, WINDOW_TOO_LONG } from '../../billing/messages';
import { addDays, startOfDay, usageByDay, type DayUsage } from '../../billing/usage';
import { subscriptionOf } from '../../billing/views';
import { billingPeriod, parseWhen, usageDate } from '../../billing/window';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const flag = (fallback: boolean) =>
  z.enum(['true', 'false'], 'Expected true or false').optional().transform((v) => (v === undefined ? fallback : v === 'true'));
const query = z.object({
  startDate: usageDate.optional().describe('First day (YYYY-MM-DD, ISO date-time or seconds); default: the billing period\'s'),
  endDate: usageDate.optional().describe('Last day, included; default: the billing period\'s last'),
  frequency: z.enum(['day', 'week', 'month'], 'Expected day, week or month').default('day'),
  giveCosts: flag(true),
  combineCosts: flag(true),
  billingPeriod: flag(false).describe('The current billing period, padded with zeros for 30 days'),
  timeseries: flag(true).describe('false: totals only'),
});

const MAX_DAYS = 400;

/** Days summed into weeks (from Monday) or months, keyed by their first day. */
function bucket(points: DayUsage[], frequency: 'day' | 'week' | 'month'): DayUsage[] {
  if (frequency === 'day') return points;
  const out = new Map<number, DayUsage>();
  for (const p of points) {
    const d = new Date(p.timestamp * 1000);
    const start = frequency === 'month' ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) : p.timestamp * 1000 - ((d.getUTCDay() + 6) % 7) * 86_400_000;
    const row = out.get(start) ?? { ...zeroCounts(), date: new Date(start).toISOString(), timestamp: start / 1000 };
    for (const key of USAGE_KEYS) row[key] += p[key];
    out.set(start, row);
  }
  return [...out.values()].sort((a, b) => a.timestamp - b.timestamp);
}

export default defineArea({
  tag: 'Billing',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/stats/usage',
      auth: 'account',
      subject: ({ request }) => targetOrganization(db, request),
      summary: 'Usage per date and key, with costs on the organization\'s plan (tier rule), for a window or the current billing period',
      query,
      response: reply('Usage', { success, usage: z.array(z.unknown()), totals: z.unknown(), totalCost: z.number() }),
      handler: async ({ query: q, subject: org }) => {
        const explicit = q.startDate !== undefined || q.endDate !== undefined;
        const period = billingPeriod(await subscriptionOf(db, org.id));
        const padded = q.billingPeriod || !explicit;
        let from = period.from;
        let to = period.to;
        if (!padded) {
          from = startOfDay(q.startDate ? parseWhen(q.startDate)! : addDays(parseWhen(q.endDate!)!, -29));
          to = addDays(startOfDay(q.endDate ? parseWhen(q.endDate)! : addDays(from, 29)), 1);
          if (to <= from) fail(400, END_BEFORE_START);
          if ((to.getTime() - from.getTime()) / 86_400_000 > MAX_DAYS) fail(400, WINDOW_TOO_LONG);
        }
        const plan = (org.productPlanId && planById(org.productPlanId)) || PLANS[0]!;
        let days = await usageByDay(db, org.id, from, to);
        if (padded && q.frequency === 'day') days = padUsage(days, from) as DayUsage[];
        const priced = costSeries(plan, bucket(days, q.frequency), { giveCosts: q.giveCosts, combineCosts: q.combineCosts });
        const totals: UsageCounts = priced.totals;
        return {
          success: true,
          startDate: from.toISOString(),
          endDate: addDays(to, -1).toISOString(),
          frequency: q.frequency,
          productPlanId: plan.id,
          usage: q.timeseries ? priced.points : [],
          totals,
          totalCost: Math.round(priced.totalMicros / 10_000) / 100,
        };
      },
    }),
  ],
});
