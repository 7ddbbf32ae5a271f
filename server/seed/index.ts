import { count, eq, sql } from 'drizzle-orm';
import { accounts, contacts, domainProfiles, reviewCalls } from '../db/schema';
import type { Database, Db } from '../db/store';
import { searchText } from '../rules/contactFields';
import {
  ACME_CONTACTS,
  AGENT_NAMES,
  FIRST_NAMES,
  GENERATED_ORG_COUNT,
  GLOBEX_CONTACTS,
  PLAN_IDS,
  REVIEW_CALLS,
  LAST_NAMES,
  PARTNER_PROFILE_ID,
  PARTNER_SETTINGS,
  PERSONAS,
  RESELLER_PROFILE_ID,
  RESELLER_SETTINGS,
  type PersonaKey,
} from './data';

export { PERSONAS, PARTNER_PROFILE_ID, RESELLER_PROFILE_ID } from './data';

export interface Seeded {
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

type NewAccount = typeof accounts.$inferInsert;

async function insertAccount(db: Db, values: NewAccount): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row.id;
}

/** Sets the self-references (partner/reseller/org id = own id) that need the id first. */
async function selfRef(db: Db, id: number, field: 'partnerId' | 'resellerId' | 'organizationId'): Promise<void> {
  await db.update(accounts).set({ [field]: id }).where(eq(accounts.id, id));
}

function persona(key: PersonaKey) {
  const { email, phoneNumber, name, username } = PERSONAS[key];
  return { email, phoneNumber, name, username };
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
  const db = handleOf(database);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Insertion order fixes the ids: super admin 1, partner 2, reseller 3, Acme 4, Acme admin 5, Globex 6.
    const superAdmin = await insertAccount(t, {
      ...persona('superAdmin'),
      accountType: 'organization',
      accountName: 'Switchboard HQ',
      superAdmin: true,
    });
    await selfRef(t, superAdmin, 'organizationId');
    const partner = await insertAccount(t, { ...persona('partner'), accountType: 'partner', accountName: 'Switchboard' });
    await selfRef(t, partner, 'partnerId');
    await t.update(accounts).set({ partnerId: partner }).where(eq(accounts.id, superAdmin));
    const reseller = await insertAccount(t, {
      ...persona('reseller'),
      accountType: 'reseller',
      accountName: 'Northwind Voice',
      partnerId: partner,
    });
    await selfRef(t, reseller, 'resellerId');

    await t.insert(domainProfiles).values([
      {
        id: PARTNER_PROFILE_ID,
        name: 'Switchboard',
        domain: 'localhost',
        ownerAccountId: partner,
        details: { partnerName: 'Switchboard', resellerName: null, image: '/logo.svg' },
        settings: PARTNER_SETTINGS,
      },
      {
        id: RESELLER_PROFILE_ID,
        name: 'Northwind Voice',
        domain: 'whitelabel.localhost',
        ownerAccountId: reseller,
        details: { partnerName: 'Switchboard', resellerName: 'Northwind Voice', image: null },
        settings: RESELLER_SETTINGS,
      },
    ]);

    const under = { partnerId: partner, resellerId: reseller };
    const orgOwner = async (key: 'acmeOwner' | 'globexOwner', accountName: string) => {
      const id = await insertAccount(t, { ...persona(key), ...under, accountType: 'organization', accountName });
      await selfRef(t, id, 'organizationId');
      return id;
    };
    const acme = await orgOwner('acmeOwner', 'Acme');
    const acmeAdmin = await insertAccount(t, {
      ...persona('acmeAdmin'),
      ...under,
      accountType: 'organization',
      accountName: 'Acme',
      organizationId: acme,
    });
    const globex = await orgOwner('globexOwner', 'Globex');

    const agents = async (org: number, prefix: string) => {
      const ids: number[] = [];
      for (const name of AGENT_NAMES) {
        ids.push(
          await insertAccount(t, {
            ...under,
            accountType: 'agent',
            organizationId: org,
            username: `${prefix}-${name.toLowerCase().replace(/\s+/g, '-')}`,
            name,
            accountName: name,
          }),
        );
      }
      return ids;
    };
    const acmeAgents = await agents(acme, 'acme');
    const globexAgents = await agents(globex, 'globex');

    await insertContacts(t, acme, ACME_CONTACTS);
    await insertContacts(t, globex, GLOBEX_CONTACTS);

    // Plans and usage, so organization search has something to filter.
    const day = (d: number) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000);
    await t.update(accounts).set({
      productPlanId: 'growth', productPlanTerm: 'month', subscribed: true, billingId: 'cus_acme001',
      billingSubscriptionId: 'sub_acme001', externalAccountId: 'ext-acme', onboardingComplete: true,
      voiceMinutes: 1840, messageCount: 5210, createdAt: day(3),
    }).where(eq(accounts.id, acme));
    await t.update(accounts).set({
      productPlanId: 'starter', productPlanTerm: 'year', subscribed: true, canceled: true, canceledAt: day(200),
      billingId: 'cus_globex01', onboardingComplete: true, voiceMinutes: 320, messageCount: 880, createdAt: day(10),
    }).where(eq(accounts.id, globex));

    const blueHarbor = await insertAccount(t, {
      username: 'blue-harbor', accountType: 'reseller', accountName: 'Blue Harbor Telecom', name: 'Bo Harbor',
      email: 'reseller@blueharbor.example', partnerId: partner,
    });
    await selfRef(t, blueHarbor, 'resellerId');
    const harborDental = await insertAccount(t, {
      username: 'harbor-dental', accountType: 'organization', accountName: 'Harbor Dental', name: 'Hugo Dent',
      email: 'owner@harbordental.example', partnerId: partner, resellerId: blueHarbor, createdAt: day(40),
    });
    await selfRef(t, harborDental, 'organizationId');
    const initrode = await insertAccount(t, {
      username: 'initrode', accountType: 'organization', accountName: 'Initrode', name: 'Ian Trode',
      email: 'owner@initrode.example', ...under, enabled: false, disabledReason: 'Unpaid invoices',
      disabledDetails: 'Three invoices overdue', disabledAt: day(150), createdAt: day(20),
    });
    await selfRef(t, initrode, 'organizationId');
    const generatedOrgs: number[] = [];
    for (let i = 1; i <= GENERATED_ORG_COUNT; i++) {
      const n = String(i).padStart(2, '0');
      const id = await insertAccount(t, {
        username: `org-${n}`, accountType: 'organization', accountName: `Org ${n}`, name: `Owner ${n}`,
        email: `owner@org-${n}.example`, ...under, createdAt: day(30 + i),
        productPlanId: PLAN_IDS[i % PLAN_IDS.length], productPlanTerm: i % 4 === 0 ? 'year' : 'month',
        subscribed: i % 3 !== 0, onboardingComplete: i % 2 === 0, voiceMinutes: i * 37, messageCount: i * 101,
      });
      await selfRef(t, id, 'organizationId');
      generatedOrgs.push(id);
    }
    await t.insert(reviewCalls).values(
      REVIEW_CALLS.map((c, i) => ({ ...c, organizationId: i === 1 ? globex : acme, agentAccountId: (i === 1 ? globexAgents : acmeAgents)[0], createdAt: day(300 + i) })),
    );

    const ids = { superAdmin, partner, reseller, acmeOwner: acme, acmeAdmin, globexOwner: globex };
    const emails = Object.fromEntries(
      Object.entries(PERSONAS).map(([key, p]) => [key, p.email]),
    ) as Record<PersonaKey, string>;
    return {
      ids, orgs: { acme, globex }, agents: { acme: acmeAgents, globex: globexAgents }, emails,
      blueHarbor, harborDental, initrode, generatedOrgs,
    };
  });
}

async function insertContacts(db: Db, organizationId: number, list: Record<string, unknown>[]): Promise<void> {
  // Spaced creation times give a stable "newest first" order.
  const base = Date.UTC(2026, 0, 1);
  await db.insert(contacts).values(
    list.map((data, i) => {
      const at = new Date(base + i * 3_600_000);
      return { organizationId, data, searchText: searchText(data), createdAt: at, updatedAt: at };
    }),
  );
}

/** Many generated contacts for one org (benchmarks): multi-row inserts of 1,000 rows. */
export async function seedBulkContacts(database: Database | Db, organizationId: number, total: number): Promise<void> {
  const db = handleOf(database);
  const base = Date.now() - total * 1000;
  for (let start = 0; start < total; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
      const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length];
      const data = {
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${i}@bulk.example`.toLowerCase(),
        phoneNumber: `+1555${String(1_000_000 + i).slice(-7)}`,
        company: `Company ${i % 97}`,
        tags: i % 3 === 0 ? ['bulk', 'lead'] : ['bulk'],
      };
      const at = new Date(base + i * 1000);
      rows.push({ organizationId, data, searchText: searchText(data), createdAt: at, updatedAt: at });
    }
    await db.insert(contacts).values(rows);
  }
  // Fresh statistics so the planner uses the org index right away.
  await db.execute(sql`analyze contacts`);
}
