// Spend controls (beyond the spec; README "Billing"): GET and PUT /api/v2/billing/spendControls.
// Monthly soft and hard caps in USD, auto-reload (amount, threshold, monthly limit). Reading needs
// canViewBilling, changing canManageBilling (admins have neither, spec §6); every change is audited.
import { z } from 'zod';
import { usdToMicros } from '../../../src/shared/money';
import { targetOrganization } from '../../accounts/targets';
import { BILLING_AUDIT_ACTIONS } from '../../billing/messages';
import { capState, controlsOf, type SpendControls } from '../../billing/spend';
import { spendControls } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const MAX_USD = 1_000_000;
/** A USD amount with at most cents, above 0 and at most a million; null clears it. */
const amount = (field: string) =>
  z
    .union([z.number(), z.string().max(20)])
    .nullable()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return v;
      const micros = usdToMicros(v);
      if (micros === null || micros <= 0n || micros > BigInt(MAX_USD) * 1_000_000n || micros % 10_000n !== 0n) {
        ctx.addIssue({ code: 'custom', message: `${field}: Expected an amount in USD above 0 and at most ${MAX_USD}, with at most 2 decimals` });
        return z.NEVER;
      }
      return micros;
    });
const body = z.strictObject({
  softCapUsd: amount('softCapUsd'),
  hardCapUsd: amount('hardCapUsd'),
  autoReloadAmountUsd: amount('autoReloadAmountUsd'),
  autoReloadThresholdUsd: amount('autoReloadThresholdUsd'),
  autoReloadMonthlyLimitUsd: amount('autoReloadMonthlyLimitUsd'),
});

const usd = (micros: bigint | null | undefined) => (micros === null || micros === undefined ? null : Number(micros) / 1_000_000);
const view = (c: SpendControls | null) => ({
  softCapUsd: usd(c?.softCapMicros),
  hardCapUsd: usd(c?.hardCapMicros),
  autoReloadAmountUsd: usd(c?.autoReloadAmountMicros),
  autoReloadThresholdUsd: usd(c?.autoReloadThresholdMicros),
  autoReloadMonthlyLimitUsd: usd(c?.autoReloadMonthlyLimitMicros),
});
const doc = reply('Spend controls: caps and auto-reload in USD (null: not set), this month\'s spend and whether the hard cap stops outbound calls', {
  success,
  spendControls: z.unknown(),
  spentUsd: z.number(),
  hardCapReached: z.boolean(),
});

export default defineArea({
  tag: 'Billing',
  auditActions: BILLING_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const subject = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const answer = async (accountId: number) => {
      const state = await capState(db, accountId);
      return { success: true, spendControls: view(await controlsOf(db, accountId)), spentUsd: usd(state.spentMicros) ?? 0, hardCapReached: state.hardCapReached };
    };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/billing/spendControls',
        auth: 'account',
        subject,
        summary: 'The organization\'s monthly caps, auto-reload and this month\'s spend (beyond the spec)',
        response: doc,
        handler: ({ subject: org }) => answer(org.id),
      }),
      defineRoute({
        method: 'PUT',
        url: '/api/v2/billing/spendControls',
        auth: 'account',
        subject,
        permission: 'canManageBilling',
        summary: 'Set caps and auto-reload; fields left out keep their value, null clears one (beyond the spec)',
        body,
        response: doc,
        handler: async ({ subject: org, body: b, caller, audit }) => {
          const before = view(await controlsOf(db, org.id));
          const set = {
            ...(b.softCapUsd !== undefined && { softCapMicros: b.softCapUsd }),
            ...(b.hardCapUsd !== undefined && { hardCapMicros: b.hardCapUsd }),
            ...(b.autoReloadAmountUsd !== undefined && { autoReloadAmountMicros: b.autoReloadAmountUsd }),
            ...(b.autoReloadThresholdUsd !== undefined && { autoReloadThresholdMicros: b.autoReloadThresholdUsd }),
            ...(b.autoReloadMonthlyLimitUsd !== undefined && { autoReloadMonthlyLimitMicros: b.autoReloadMonthlyLimitUsd }),
          };
          await db
            .insert(spendControls)
            .values({ accountId: org.id, ...set, updatedBy: caller.id })
            .onConflictDoUpdate({ target: spendControls.accountId, set: { ...set, updatedBy: caller.id, updatedAt: new Date() } });
          const result = await answer(org.id);
          await audit({ action: 'billing.spend_controls_changed', target: org, before, after: result.spendControls });
          return result;
        },
      }),
    ];
  },
});
