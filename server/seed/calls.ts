// Seed of call records: every demo org with agents (Acme, Globex) gets its last 90 days of calls,
// up to the seed's start, so the logs and dashboards' default 30-day window always has data.
// SEED_CALLS sets the calls per org (default 2,000).
import { sql } from 'drizzle-orm';
import { generateCalls, type CallOrg } from '../calls/generator';
import { insertCalls } from '../calls/insertCalls';
import type { Db } from '../db/store';
import type { SeededAccounts } from './accounts';

export const DEFAULT_CALLS_PER_ORG = 2_000;

/** SEED_CALLS when it is a whole number ≥ 0, else the default. */
export function callsPerOrg(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_CALLS_PER_ORG;
}

export async function seedCalls(t: Db, seeded: SeededAccounts, endMs = Date.now()): Promise<void> {
  const { acme, globex } = seeded.orgs;
  const orgs: CallOrg[] = [
    { accountId: acme, accountName: 'Acme', partnerId: seeded.ids.partner, resellerId: seeded.ids.reseller, agents: seeded.agents.acme },
    { accountId: globex, accountName: 'Globex', partnerId: seeded.ids.partner, resellerId: seeded.ids.reseller, agents: seeded.agents.globex },
  ];
  const perOrg = callsPerOrg(process.env.SEED_CALLS);
  for (const org of orgs) await insertCalls(t, generateCalls(org, perOrg, { endMs }));
  await t.execute(sql`analyze calls`);
}
