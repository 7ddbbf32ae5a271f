import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

const createOrg = (token: string, body: unknown, targetResellerId = '3', target?: number) =>
  call(server, 'POST', '/api/v2/createOrganization', { token, target, body, query: { targetResellerId } });
const createReseller = (token: string, body: unknown, targetPartnerId = '2') =>
  call(server, 'POST', '/api/v2/createReseller', { token, body, query: { targetPartnerId } });
const createAgent = (token: string, body: unknown, target?: number) =>
  call(server, 'POST', '/api/v2/createAccount', { token, body, target });

describe('POST /api/v2/createOrganization', () => {
  it('creates an org owner under the reseller, email lower-cased, username from the account name, audited', async () => {
    const r = await createOrg(t.partner, {
      email: 'Boss@Bright-Dental.Example', name: 'Bea Bright', accountName: 'Bright Dental',
      phoneNumber: '+1 (555) 777-0101', externalAccountId: 'ext-bright',
    });
    expect(r.status).toBe(201);
    const account = r.body.account;
    expect(account).toMatchObject({
      username: 'bright-dental', accountType: 'organization', accountName: 'Bright Dental', name: 'Bea Bright',
      email: 'boss@bright-dental.example', phoneNumber: '+15557770101', partnerId: 2, resellerId: 3,
      organizationId: account.id, enabled: true, partnerName: 'Switchboard', resellerName: 'Northwind Voice',
      orgName: 'Bright Dental', externalAccountId: 'ext-bright', voiceMinutes: 0, subscribed: false, canceledAt: null,
    });
    const [entry] = await auditRows(server, 'account.created', account.id);
    expect(entry).toMatchObject({ actorId: server.seeded.ids.partner, resellerId: 3, partnerId: 2, organizationId: account.id });
    expect(entry.after).toMatchObject({ username: 'bright-dental', email: 'boss@bright-dental.example', accountType: 'organization' });
    // The reseller sees it; the new owner can sign in.
    const list = await call(server, 'GET', '/api/v2/listOrganizations', { token: t.reseller, query: { q: 'bright' } });
    expect(list.body.total).toBe(1);
    const owner = await signIn(server, 'boss@bright-dental.example');
    expect((await call(server, 'GET', '/api/v1/account', { token: owner })).body.account.role).toBe('owner');
  });

  it('generates a unique username and refuses a used email or phone (409 naming the field)', async () => {
    const second = await createOrg(t.reseller, { email: 'two@bright.example', name: 'Two', accountName: 'Bright Dental' });
    expect(second.status).toBe(201);
    expect(second.body.account.username).toBe('bright-dental-2');
    // A name that slugs to a reserved username (spec 6 test logins) is never given out as is.
    const reserved = await createOrg(t.reseller, { email: 'demo@reviewer.example', name: 'D', accountName: 'Demo Reviewer' });
    expect(reserved.body.account.username).toBe('demo-reviewer-2');
    expect(await createOrg(t.reseller, { email: 'OWNER@acme.example', name: 'X', accountName: 'X' })).toEqual({
      status: 409, body: { success: false, message: 'email: Already used by another account' },
    });
    expect(await createOrg(t.reseller, { email: 'new@x.example', name: 'X', accountName: 'X', phoneNumber: '+15551230004' })).toEqual({
      status: 409, body: { success: false, message: 'phoneNumber: Already used by another account' },
    });
  });

  it('validates the body and targetResellerId', async () => {
    const bad = async (body: unknown, message: RegExp, reseller = '3') => {
      const r = await createOrg(t.reseller, body, reseller);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(message);
    };
    await bad({ email: 'nope', name: 'N', accountName: 'N' }, /^email: Invalid email address$/);
    await bad({ email: 'a@b.example', accountName: 'N' }, /^name: /);
    await bad({ email: 'a@b.example', name: 'N', accountName: '  ' }, /^accountName: Required$/);
    await bad({ email: 'a@b.example', name: 'N', accountName: 'N', phoneNumber: '12' }, /^phoneNumber: Invalid phone number$/);
    await bad({ email: 'a@b.example', name: 'N', accountName: 'N' }, /^targetResellerId: Required$/, '');
    await bad({ email: 'a@b.example', name: 'N', accountName: 'N' }, /^targetResellerId: Expected an account id$/, 'three');
  });

  it('refuses owners, members, resellers outside the subtree and non-reseller targets', async () => {
    const body = { email: 'z@z.example', name: 'Z', accountName: 'Zed' };
    expect(await createOrg(t.acmeOwner, body)).toEqual(FORBIDDEN);
    expect(await createOrg(t.acmeAdmin, body)).toEqual(FORBIDDEN);
    expect(await createOrg(t.globexOwner, body)).toEqual(FORBIDDEN);
    expect(await createOrg(t.blueHarbor, body)).toEqual(FORBIDDEN);
    expect(await createOrg(t.blueHarbor, body, '3', server.seeded.ids.reseller)).toEqual(FORBIDDEN);
    expect(await createOrg(t.reseller, body, String(server.seeded.blueHarbor))).toEqual(FORBIDDEN);
    expect(await createOrg(t.reseller, body, String(server.seeded.orgs.acme))).toEqual(FORBIDDEN);
    expect(await createOrg(t.partner, body, '2')).toEqual(FORBIDDEN);
    expect(await createOrg(t.reseller, body, '987654')).toEqual(FORBIDDEN);
    const [row] = await server.db.db.select().from(accounts).where(eq(accounts.email, 'z@z.example'));
    expect(row).toBeUndefined();
  });
});

describe('POST /api/v2/createReseller', () => {
  it('creates a reseller under the partner (partner or super admin), audited', async () => {
    const r = await createReseller(t.partner, { email: 'sales@coastal.example', name: 'Cora Coast', accountName: 'Coastal Voice' });
    expect(r.status).toBe(201);
    expect(r.body.account).toMatchObject({
      username: 'coastal-voice', accountType: 'reseller', partnerId: 2, resellerId: r.body.account.id,
      organizationId: null, resellerName: 'Coastal Voice', partnerName: 'Switchboard',
    });
    const [entry] = await auditRows(server, 'account.created', r.body.account.id);
    expect(entry.after).toMatchObject({ accountType: 'reseller', email: 'sales@coastal.example' });
    expect(entry.resellerId).toBe(r.body.account.id);
    const bySuper = await createReseller(t.superAdmin, { email: 'x@tidal.example', name: 'T', accountName: 'Tidal' });
    expect(bySuper.status).toBe(201);
    const list = await call(server, 'GET', '/api/v2/listResellers', { token: t.partner });
    expect(list.body.total).toBe(4);
    expect(await createReseller(t.partner, { email: 'SALES@coastal.example', name: 'C', accountName: 'C' })).toMatchObject({ status: 409 });
  });

  it('refuses resellers, owners, members and non-partner targets', async () => {
    const body = { email: 'r@r.example', name: 'R', accountName: 'R' };
    expect(await createReseller(t.reseller, body)).toEqual(FORBIDDEN);
    expect(await createReseller(t.blueHarbor, body)).toEqual(FORBIDDEN);
    expect(await createReseller(t.acmeOwner, body)).toEqual(FORBIDDEN);
    expect(await createReseller(t.acmeAdmin, body)).toEqual(FORBIDDEN);
    expect(await createReseller(t.partner, body, '3')).toEqual(FORBIDDEN);
    expect((await createReseller(t.partner, { ...body, email: 'bad' })).status).toBe(400);
    expect((await createReseller(t.partner, body, 'x')).status).toBe(400);
  });
});

describe('POST /api/v2/createAccount', () => {
  it('creates an agent account in the target\'s organization, username from org and name, audited', async () => {
    const r = await createAgent(t.acmeOwner, { name: 'Front Desk', externalAccountId: 'agent-ext' });
    expect(r.status).toBe(201);
    expect(r.body.account).toMatchObject({
      username: 'acme-front-desk-2', accountType: 'agent', accountName: 'Front Desk', name: 'Front Desk',
      organizationId: 4, partnerId: 2, resellerId: 3, orgName: 'Acme', externalAccountId: 'agent-ext', email: null,
    });
    const [entry] = await auditRows(server, 'account.created', r.body.account.id);
    expect(entry).toMatchObject({ actorId: 4, organizationId: 4, targetName: 'Front Desk' });
    // A member may add agents (allowAddAgents is not false); a reseller may, targeting the org or one of its accounts.
    expect((await createAgent(t.acmeAdmin, { name: 'Night Line', accountName: 'Nights' })).body.account).toMatchObject({
      username: 'acme-night-line', accountName: 'Nights',
    });
    const viaReseller = await createAgent(t.reseller, { name: 'Promo', email: 'Promo@Globex.example' }, server.seeded.agents.globex[0]);
    expect(viaReseller.body.account).toMatchObject({ username: 'globex-promo', organizationId: server.seeded.orgs.globex, email: 'promo@globex.example' });
    expect(await createAgent(t.globexOwner, { name: 'Dup', email: 'promo@globex.example' })).toMatchObject({ status: 409 });
  });

  it('validates and refuses callers outside the subtree or without an organization', async () => {
    expect((await createAgent(t.acmeOwner, {})).body.message).toMatch(/^name: /);
    expect((await createAgent(t.acmeOwner, { name: 'A', email: 'x' })).status).toBe(400);
    expect(await createAgent(t.globexOwner, { name: 'Spy' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await createAgent(t.blueHarbor, { name: 'Spy' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect((await createAgent(t.reseller, { name: 'Nowhere' })).status).toBe(400);
  });
});
