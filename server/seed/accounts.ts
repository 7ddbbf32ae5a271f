// Seed of the account hierarchy: the personas (super admin, partner, Northwind reseller, Acme and
// Globex), their agents, a second reseller (Blue Harbor) with one org, a disabled org, and the
// generated orgs, with plans and usage so organization search has something to filter.
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { AGENT_NAMES, GENERATED_ORG_COUNT, PERSONAS, PLAN_IDS, type PersonaKey } from './data';

type NewAccount = typeof accounts.$inferInsert;

/** A day of 2026, counted from January 1st: seeded times are fixed. */
export const day = (d: number) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000);

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

export interface SeededAccounts {
  ids: Record<PersonaKey, number>;
  orgs: { acme: number; globex: number };
  agents: { acme: number[]; globex: number[] };
  blueHarbor: number;
  harborDental: number;
  initrode: number;
  generatedOrgs: number[];
}

/** Inserts the hierarchy in a fixed order, so the ids are fixed too. */
export async function seedAccounts(t: Db): Promise<SeededAccounts> {
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

  // Plans and usage, so organization search has something to filter.
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
  return {
    ids: { superAdmin, partner, reseller, acmeOwner: acme, acmeAdmin, globexOwner: globex },
    orgs: { acme, globex },
    agents: { acme: acmeAgents, globex: globexAgents },
    blueHarbor,
    harborDental,
    initrode,
    generatedOrgs,
  };
}
