// Deterministic demo data, one seed file per area: the account hierarchy (accounts.ts), the
// white-label profiles (whiteLabel.ts), contacts (contacts.ts), the super admin tools (superAdmin.ts).
import { count, sql } from 'drizzle-orm';
import { accounts } from '../db/schema';
import type { Database, Db } from '../db/store';
import { seedAccounts, type SeededAccounts } from './accounts';
import { seedAgents } from './agents';
import { seedCalls } from './calls';
import { seedContacts, seedBulkContacts as bulkContacts } from './contacts';
import { PERSONAS, type PersonaKey } from './data';
import { seedReviewCalls } from './superAdmin';
import { seedDomainProfiles } from './whiteLabel';
import { seedBilling } from '../billing/seed';

export { PERSONAS, PARTNER_PROFILE_ID, RESELLER_PROFILE_ID } from './data';

export interface Seeded extends SeededAccounts {
  /** Account id of each persona. */
  ids: Record<PersonaKey, number>;
  /** Organization ids (equal to the owners' account ids). */
  orgs: { acme: number; globex: number };
  /** Agent account ids per org, in AGENT_NAMES order. */
  agents: { acme: number[]; globex: number[] };
  emails: Record<PersonaKey, string>;
  /** A second reseller (no domain profile) with one org, and a disabled org under Northwind. */
  blueHarbor: number;
  harborDental: number;
  initrode: number;
  /** The generated orgs under Northwind, in name order (Org 01…). */
  generatedOrgs: number[];
}

function handleOf(database: Database | Db): Db {
  return 'driver' in database && 'db' in database ? database.db : (database as Db);
}

export async function isEmpty(database: Database | Db): Promise<boolean> {
  const [row] = await handleOf(database).select({ n: count() }).from(accounts);
  return Number(row.n) === 0;
}

/** Deterministic demo data. Callers check `isEmpty` first (seeding twice violates unique keys). */
export async function seed(database: Database | Db): Promise<Seeded> {
  return handleOf(database).transaction(async (tx) => {
    const t = tx as unknown as Db;
    const seeded = await seedAccounts(t);
    await seedDomainProfiles(t, { partner: seeded.ids.partner, reseller: seeded.ids.reseller });
    await seedContacts(t, seeded.orgs);
    await seedReviewCalls(t, seeded);
    await seedAgents(t, seeded);
    await seedCalls(t, seeded);
    await seedBilling(t, seeded.orgs);
    const emails = Object.fromEntries(Object.entries(PERSONAS).map(([key, p]) => [key, p.email])) as Record<PersonaKey, string>;
    return { ...seeded, emails };
  });
}

/** An arbitrary key of ours for PostgreSQL's advisory locks: the seeding of an empty database. */
const SEED_LOCK = 7_310_452;

/**
 * Seeds the database when it has no account, once even when several API processes start together
 * on one empty PostgreSQL: the check and the seed run in one transaction holding an advisory lock,
 * so the second process waits, then finds the accounts and seeds nothing. Returns whether it seeded.
 */
export async function seedIfEmpty(database: Database | Db): Promise<boolean> {
  return handleOf(database).transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx as unknown as Db))) return false;
    await seed(tx as unknown as Db);
    return true;
  });
}

/** Many generated contacts for one org (benchmarks): multi-row inserts of 1,000 rows. */
export function seedBulkContacts(database: Database | Db, organizationId: number, total: number): Promise<void> {
  return bulkContacts(handleOf(database), organizationId, total);
}
