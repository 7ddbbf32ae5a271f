// The daily usage charge (pg-boss, once across processes): yesterday's usage of every organization
// posted to the ledger, auto-reload before a charge the wallet cannot cover, unpaid charges of
// earlier days tried again, then the spend alerts, then canceled subscriptions' access ended when
// their paid term is over, Demo subscriptions renewed at their period's end (renewals.ts), and the
// subscriptions a plan change replaced cancelled at the provider if that failed before. Running it twice posts nothing twice: every
// posting has its key `usage:<account>:<day>:<key>`.
import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/define';
import { spendControls, usageCharges } from '../db/schema';
import type { Db } from '../db/store';
import { balanceOf, walletAccount } from '../ledger/ledger';
import { autoReload } from './autoReload';
import { chargeDay, organizationsWithUsage, type ChargeRow } from './charges';
import { capState, sendSpendAlerts } from './spend';
import { expireCanceledAccess } from './subscriptionEvents';
import { renewDemoSubscriptions } from './renewals';
import { cancelReplacedSubscriptions } from './replacedSubscriptions';
import { selectPayments, type PaymentsProvider } from '../providers/payments';

export interface UsageChargeData {
  /** YYYY-MM-DD; default yesterday (UTC) */
  day?: string;
}

const yesterday = (now: number) => new Date(now - 86_400_000).toISOString().slice(0, 10);

/** The running payments provider, or null when it cannot be made here (Stripe's adapter not loaded). */
function providerOrNull(): PaymentsProvider | null {
  try {
    return selectPayments();
  } catch {
    return null;
  }
}

export async function runUsageCharge(db: Db, day: string, now: Date, payments?: PaymentsProvider): Promise<{ organizations: number; posted: number; unpaid: number }> {
  const beforePost = async (row: ChargeRow) => {
    if ((await balanceOf(db, walletAccount(row.accountId))) < row.clientPriceMicros) await autoReload(db, row.accountId, now);
  };
  const orgs = await organizationsWithUsage(db, day);
  let posted = 0;
  let unpaid = 0;
  for (const id of orgs) {
    const out = await chargeDay(db, id, day, { beforePost });
    posted += out.posted;
    unpaid += out.unpaid;
  }
  // unpaid charges of other days: tried again, as they were priced
  const retry = await db.selectDistinct({ accountId: usageCharges.accountId, day: usageCharges.day }).from(usageCharges).where(eq(usageCharges.status, 'unpaid'));
  for (const r of retry) {
    if (r.day === day) continue;
    const out = await chargeDay(db, r.accountId, r.day, { beforePost });
    posted += out.posted;
  }
  for (const { accountId } of await db.select({ accountId: spendControls.accountId }).from(spendControls)) {
    await sendSpendAlerts(db, accountId, await capState(db, accountId, now), now);
  }
  // canceled subscriptions whose paid term ended lose the plan's grants
  await expireCanceledAccess(db, now);
  // Demo payments' subscriptions renew at their period's end (Stripe renews its own)
  await renewDemoSubscriptions(db, now);
  // subscriptions a plan change replaced whose cancellation at the provider failed: asked again
  const provider = payments ?? providerOrNull();
  if (provider) await cancelReplacedSubscriptions(db, provider);
  return { organizations: orgs.length, posted, unpaid };
}

export const usageChargeJob = defineJob<UsageChargeData>({
  name: 'billing.usage-charge',
  cron: '20 0 * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  async run(ctx, data) {
    const day = data.day && /^\d{4}-\d{2}-\d{2}$/.test(data.day) ? data.day : yesterday(ctx.now());
    const out = await runUsageCharge(ctx.db, day, new Date(ctx.now()));
    ctx.log.info({ day, ...out }, 'usage charged');
  },
});
