// Many generated rows for benchmarks (bench/): organizations under one reseller and audit entries.
// Multi-row inserts of 1,000 rows; never used by the demo seed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accounts, auditLog } from '../db/schema';
import type { Database, Db } from '../db/store';
import { PLAN_IDS } from './data';

const handle = (database: Database | Db): Db => ('driver' in database && 'db' in database ? database.db : (database as Db));

/** `total` organizations (owner accounts) under a reseller, with varied plans and usage. */
export async function seedBulkOrganizations(
  database: Database | Db,
  under: { partnerId: number; resellerId: number },
  total: number,
): Promise<void> {
  const db = handle(database);
  const base = Date.now() - total * 60_000;
  for (let start = 0; start < total; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      rows.push({
        username: `bulk-org-${i}`,
        accountType: 'organization' as const,
        accountName: `Bulk Org ${i}`,
        name: `Bulk Owner ${i}`,
        email: `owner@bulk-org-${i}.example`,
        ...under,
        productPlanId: PLAN_IDS[i % PLAN_IDS.length],
        productPlanTerm: i % 4 === 0 ? 'year' : 'month',
        subscribed: i % 3 !== 0,
        onboardingComplete: i % 2 === 0,
        voiceMinutes: (i * 37) % 5000,
        messageCount: (i * 101) % 20000,
        enabled: i % 50 !== 0,
        createdAt: new Date(base + i * 60_000),
      });
    }
    await db.insert(accounts).values(rows);
  }
  // an owner account is its own organization
  await db
    .update(accounts)
    .set({ organizationId: sql`${accounts.id}` })
    .where(and(eq(accounts.accountType, 'organization'), isNull(accounts.organizationId)));
  await db.execute(sql`analyze accounts`);
}

/** `total` audit entries filed under a partner and reseller, one per minute back from now. */
export async function seedBulkAudit(
  database: Database | Db,
  scope: { actorId: number; partnerId: number; resellerId: number },
  total: number,
): Promise<void> {
  const db = handle(database);
  const now = Date.now();
  const actions = ['account.updated', 'setting.changed', 'takeover.started', 'member.invited'];
  for (let start = 0; start < total; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      rows.push({
        at: new Date(now - (total - i) * 60_000),
        action: actions[i % actions.length],
        actorId: scope.actorId,
        actorUsername: 'bench',
        targetAccountId: 100_000 + (i % 500),
        targetName: `Bulk Org ${i % 500}`,
        partnerId: scope.partnerId,
        resellerId: scope.resellerId,
        organizationId: 100_000 + (i % 500),
        before: { accountName: `Old ${i}` },
        after: { accountName: `New ${i}` },
      });
    }
    await db.insert(auditLog).values(rows);
  }
  await db.execute(sql`analyze audit_log`);
}
