// What the spec-contract rows act on (spec-contract.test.ts): the personas signed in, the seeded ids
// the rows name, and a few records made up front through the API as the console makes them (an
// org, an agent, a member, a template, a version, a contact to delete), so each row sends only the
// spec's own fields and no row depends on another having run.
import { afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentTemplates, accounts, calls, contacts, conversationMessages, conversations, phoneNumbers, customDomains } from '../../server/db/schema';
import { createOneTimeToken } from '../../server/auth/sessions';
import { newTask as taskBody } from './tasksFixture';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import type { TestServer } from '../../server/testing';
import { call, signIn, signInAs, type Reply } from './helpers';
import { foreignInvoice, invoiceRow } from './lightningKit';
import { PLATFORM, postTransaction, walletAccount } from '../../server/ledger/ledger';
import { startSite } from './kbSite';

export type Caller = 'public' | 'superAdmin' | 'partner' | 'reseller' | 'acmeOwner' | 'harborOwner';

function made(reply: Reply, what: string): Record<string, any> {
  if (reply.status >= 300) throw new Error(`fixture ${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function specFixtures(server: TestServer) {
  const { db } = server.db;
  const { ids, orgs, agents } = server.seeded;
  const personas = await signInAs(server, ['superAdmin', 'partner', 'reseller', 'acmeOwner']);
  const tokens: Record<Exclude<Caller, 'public'>, string> = { ...personas, harborOwner: await signIn(server, 'owner@harbordental.example') };
  const adminToken: string = made(await call(server, 'POST', '/internal/adminToken', { token: tokens.superAdmin }), 'adminToken').adminToken;

  const provenInvoice = async () => {
    const invoice = made(await call(server, 'POST', '/api/v1/requestInvoice', { token: tokens.harborOwner, body: { amount: 1 } }), 'requestInvoice').invoice;
    return { preimage: (await invoiceRow(server, invoice.paymentHash)).preimage!, invoice: invoice.lnInvoice as string };
  };
  /** Credits Harbor Dental's wallet with a test top-up on the ledger (the payout rows pay it out). */
  const fundHarbor = async (usd: number) => {
    const micros = BigInt(Math.round(usd * 100)) * 10_000n;
    await postTransaction(db, {
      idempotencyKey: `spec-fund-${crypto.randomUUID()}`,
      kind: 'topup',
      accountId: server.seeded.harborDental,
      entries: [
        { ledgerAccount: PLATFORM.cash, amountMicros: -micros },
        { ledgerAccount: walletAccount(server.seeded.harborDental), amountMicros: micros },
      ],
    });
  };
  const username = async (id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0].username;
  const [reception] = await db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
  const [afterHoursTemplate] = await db.select().from(agentTemplates).where(eq(agentTemplates.name, 'After-hours answering'));
  const [acmeContact] = await db.select().from(contacts).where(eq(contacts.organizationId, orgs.acme)).limit(1);
  const [acmeCall] = await db.select().from(calls).where(eq(calls.accountId, orgs.acme)).limit(1);

  const spareOrg = made(
    await call(server, 'POST', '/api/v2/createOrganization', {
      token: tokens.reseller,
      query: { targetResellerId: String(ids.reseller) },
      body: { email: 'spare-org@spec.example', name: 'Spare Owner', accountName: 'Spare Org' },
    }),
    'spare org',
  ).account.id as number;
  const spareAgent = made(
    await call(server, 'POST', '/api/v2/createAccount', { token: tokens.acmeOwner, body: { name: 'Spare Agent' } }),
    'spare agent',
  ).account.id as number;
  const member = made(
    await call(server, 'POST', '/api/v2/inviteAdminUser', { token: tokens.acmeOwner, body: { email: 'spare-member@acme.example' } }),
    'member',
  ).user.id as number;
  const spareTemplate = made(
    await call(server, 'POST', '/api/v2/templates/createTemplate', {
      token: tokens.reseller,
      body: { name: 'Spare template', agentInstructions: 'You answer for {businessName}.', templateFields: [{ key: 'businessName', type: 'text' }] },
    }),
    'spare template',
  ).template.id as string;
  const version = made(
    await call(server, 'POST', `/api/v2/agent/${reception.id}/versions`, { token: tokens.harborOwner, body: { title: 'Before the spec rows' } }),
    'version',
  ).version.id as string;
  const spareContact = made(
    await call(server, 'POST', '/api/v2/contact', { token: tokens.acmeOwner, body: { firstName: 'Spare', phoneNumber: '+14155550199' } }),
    'contact',
  ).contact.id as string;
  const spareApiToken = made(
    await call(server, 'POST', '/api/v2/tokens', { token: tokens.acmeOwner, body: { description: 'Spare token', type: 'read' } }),
    'API token',
  ).token as string;
  // a verified custom domain of Northwind (its DNS proof is domains-routes.test.ts's): the default row's
  const verifiedDomain = 'spec-default.northwind-voice.example';
  await db.insert(customDomains).values({ accountId: ids.reseller, domain: verifiedDomain, status: 'verified', txtValue: 'switchboard-verification=spec' });
  const tempUserToken: string = made(await call(server, 'GET', '/api/v1/allocateTempUserSession'), 'temp session').token;
  // an inbox room of Acme's front desk with one inbound message, on a number Acme texts from (the
  // inbox rows: rooms, markUnread, sendInvite)
  const acmeSmsNumber = '+15550109876';
  await db.insert(phoneNumbers).values({ number: acmeSmsNumber, accountId: orgs.acme, agentAccountId: null, carrier: 'demo', source: 'bought', status: 'active' });
  const [acmeRoom] = await db
    .insert(conversations)
    .values({ id: crypto.randomUUID(), accountId: orgs.acme, agentId: agents.acme[0], agentNumber: acmeSmsNumber, externalNumber: '+14155550177', lastMessage: 'Hello', lastMessageAt: new Date() })
    .returning();
  const [acmeMessage] = await db
    .insert(conversationMessages)
    .values({ uuid: crypto.randomUUID(), roomId: acmeRoom.id, accountId: orgs.acme, direction: 'in', body: 'Hello' })
    .returning();
  // two draft campaigns of Acme's front desk, calling from that number: one to read and edit, one to delete
  const draftTask = async (name: string): Promise<string> =>
    made(await call(server, 'POST', '/api/v2/tasks', { token: tokens.acmeOwner, body: taskBody({ name, agentId: agents.acme[0]!, fromNumber: acmeSmsNumber }) }), 'task').task.id;
  const acmeTask = await draftTask('Spring check-in');
  const spareTask = await draftTask('Spare campaign');
  // Acme's knowledge bases (owners write them: canManageOutgoing): one with two documents of a local
  // site (one to re-crawl, one to delete), one to delete; the site also serves the sitemap row's sitemap
  const kbSite = await startSite();
  afterAll(() => kbSite.close());
  const newKb = async (title: string): Promise<string> =>
    made(await call(server, 'POST', '/api/v2/kb/knowledgebase', { token: tokens.acmeOwner, body: { title } }), 'knowledge base').id;
  const acmeKb = await newKb('Shop help');
  const spareKb = await newKb('Spare knowledge base');
  const [kbDoc, spareKbDoc] = made(
    await call(server, 'POST', `/api/v2/kb/knowledgebase/${acmeKb}/document`, { token: tokens.acmeOwner, body: { urls: [`${kbSite.url}/hours`, `${kbSite.url}/refunds`] } }),
    'documents',
  ).data.map((d: { id: string }) => d.id);

  return {
    tokens,
    adminToken,
    ids,
    orgs,
    acmeDesk: agents.acme[0],
    globexAfterHours: agents.globex[1],
    reception: reception.id,
    afterHoursTemplate: afterHoursTemplate.id,
    acmeContact: acmeContact.id,
    acmeCall,
    spareOrg,
    spareAgent,
    member,
    spareTemplate,
    version,
    spareContact,
    spareApiToken,
    verifiedDomain,
    tempUserToken,
    acmeRoom: acmeRoom.id,
    acmeMessage: acmeMessage.uuid,
    acmeSmsNumber,
    acmeTask,
    spareTask,
    kbSiteUrl: kbSite.url,
    acmeKb,
    spareKb,
    kbDoc,
    spareKbDoc,
    oneTimeToken: await createOneTimeToken(db, ids.acmeOwner),
    initrodeUsername: await username(server.seeded.initrode),
    generatedOrgUsername: await username(server.seeded.generatedOrgs[0]),
    /** A number the carrier offers for an area code (the assign row buys it). */
    offeredNumber: async (prefix: string): Promise<string> =>
      (await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token: tokens.acmeOwner, body: { prefix } })).body.numbers[0].number,
    /** A proof of payment of a fresh Harbor Dental invoice: its lnInvoice and the preimage the server keeps. */
    provenInvoice,
    /** Another node's 100-sat invoice, after crediting Harbor Dental's wallet with a proven $1 invoice. */
    withdrawalAddress: async () => {
      made(await call(server, 'POST', '/api/v1/provePendingInvoicePaid', { token: tokens.harborOwner, body: await provenInvoice() }), 'provePendingInvoicePaid');
      return foreignInvoice(100).invoice;
    },
    fundHarbor,
    /** Harbor Dental's wallet funded and its payout account (Demo payments) connected: transferFunds' row. */
    payoutReady: async (usd: number) => {
      await fundHarbor(usd);
      made(await call(server, 'POST', '/api/v1/payout/stripe/connectAccount', { token: tokens.harborOwner, body: {} }), 'connectAccount');
    },
    /** A pending PayPal payout request of Harbor Dental's (the operator's rows decide it). */
    pendingPayout: async (): Promise<string> => {
      await fundHarbor(2);
      return made(await call(server, 'POST', '/api/v1/payout/paypal', { token: tokens.harborOwner, body: { address: 'payee@harbordental.example', amountUsd: 2 } }), 'payout').payout.id;
    },
    /** The code of a fresh email change of the partner's to `email` (POST /api/v1/email/requestVerificationCode). */
    emailChangeCode: async (email: string): Promise<number> => {
      made(await call(server, 'POST', '/api/v1/email/requestVerificationCode', { token: tokens.partner, body: { email } }), 'requestVerificationCode');
      return Number((await call(server, 'GET', '/dev/outbox', { query: { to: email } })).body.messages[0].code);
    },
    /** Texts a phone-change code to `number` for the partner (as the console does first), and returns it. */
    phoneChangeCode: async (number: string): Promise<number> => {
      made(await call(server, 'POST', '/api/v1/phoneNumber/requestVerificationCode', { token: tokens.partner, body: { phoneNumber: number } }), 'phoneNumber/requestVerificationCode');
      return Number((await call(server, 'GET', '/dev/outbox', { query: { to: number } })).body.messages[0].code);
    },
    /** The newest sign-in code the demo outbox holds for an address or number. */
    code: async (to: string) => Number((await call(server, 'GET', '/dev/outbox', { query: { to } })).body.messages[0].code),
  };
}

export type Fixtures = Awaited<ReturnType<typeof specFixtures>>;
