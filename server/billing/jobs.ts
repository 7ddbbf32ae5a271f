// The daily usage charge (pg-boss, once across processes): yesterday's usage of every organization
// posted to the ledger, auto-reload before a charge the wallet cannot cover, unpaid charges of
// earlier days tried again, then the spend alerts, then canceled subscriptions' access ended when
// their paid term is over. Running it twice posts nothing twice: every
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

export interface UsageChargeData {
  /** YYYY-MM-DD; default yesterday (UTC) */
  day?: string;
}

const yesterday = (now: number) => new Date(now - 86_400_000).toISOString().slice(0, 10);

export async function runUsageCharge(db: Db, day: string, now: Date): Promise<{ organizations: number; posted: number; unpaid: number }> {
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
