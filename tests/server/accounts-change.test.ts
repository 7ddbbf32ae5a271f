import { PROOF_NEEDED } from '../../server/accounts/messages';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, contacts, reportSchedules, sessions } from '../../server/db/schema';
import { auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

const deleteOrg = (token: string, org: number | string, target?: number) =>
  call(server, 'DELETE', '/api/v2/deleteOrganization', { token, target, query: { targetOrganizationId: String(org) } });
const deleteAgent = (token: string, org: number, body: unknown) =>
  call(server, 'DELETE', '/api/v2/deleteAccount', { token, body, query: { targetOrganizationId: String(org) } });
const updateAccount = (token: string, body: unknown, target?: number) =>
  call(server, 'POST', '/api/v2/updateAccount', { token, body, target });
const updateOrg = (token: string, body: unknown, target?: number) =>
  call(server, 'POST', '/api/v2/updateOrganization', { token, body, target });

describe('DELETE /api/v2/deleteOrganization', () => {
  it('refuses members, owners of other orgs, resellers outside the subtree and non-organizations', async () => {
    const acme = server.seeded.orgs.acme;
    expect(await deleteOrg(t.acmeAdmin, acme)).toEqual(FORBIDDEN);
    expect(await deleteOrg(t.globexOwner, acme)).toEqual(FORBIDDEN);
    expect(await deleteOrg(t.blueHarbor, acme)).toEqual(FORBIDDEN);
    expect(await deleteOrg(t.reseller, server.seeded.harborDental)).toEqual(FORBIDDEN);
    expect(await deleteOrg(t.reseller, server.seeded.agents.acme[0])).toEqual(FORBIDDEN);
    expect(await deleteOrg(t.reseller, server.seeded.ids.acmeAdmin)).toEqual(FORBIDDEN);
    expect((await deleteOrg(t.reseller, 'x')).status).toBe(400);
    expect((await call(server, 'DELETE', '/api/v2/deleteOrganization', { token: t.reseller })).body.message).toBe(
      'targetOrganizationId: Required',
    );
    expect((await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner })).status).toBe(200);
  });

  it('deletes the org with its accounts, sessions, contacts and report schedules in one go, audited', async () => {
    const org = server.seeded.generatedOrgs[21]; // Org 22
    const owner = await signIn(server, 'owner@org-22.example');
    const agent = await call(server, 'POST', '/api/v2/createAccount', { token: owner, body: { name: 'Bot' } });
    await call(server, 'POST', '/api/v2/contact', { token: owner, body: { firstName: 'Cleo' } });
    const schedule = { frequency: 'weekly', day: 1, hour: 8, recipients: [org] };
    expect((await call(server, 'POST', '/api/v2/reportSchedules', { token: owner, body: schedule })).status).toBe(201);
    const acme = server.seeded.orgs.acme;
    expect((await call(server, 'POST', '/api/v2/reportSchedules', { token: t.acmeOwner, body: { ...schedule, recipients: [acme] } })).status).toBe(201);
    const invite = await call(server, 'POST', '/api/v2/inviteAdminUser', { token: owner, body: { email: 'm@org-22.example' } });
    const ids = [org, agent.body.account.id, invite.body.user.id];

    const r = await deleteOrg(t.reseller, org);
    expect(r).toEqual({ status: 200, body: { success: true } });
    const db = server.db.db;
    expect(await db.select().from(accounts).where(inArray(accounts.id, ids))).toEqual([]);
    expect(await db.select().from(sessions).where(inArray(sessions.accountId, ids))).toEqual([]);
    expect(Number((await db.select({ n: count() }).from(contacts).where(eq(contacts.organizationId, org)))[0].n)).toBe(0);
    expect(await db.select().from(reportSchedules).where(eq(reportSchedules.accountId, org))).toEqual([]);
    expect(await db.select().from(reportSchedules).where(eq(reportSchedules.accountId, acme))).toHaveLength(1); // another org's stays
    expect((await call(server, 'GET', '/api/v1/account', { token: owner })).status).toBe(401);
    const [entry] = await auditRows(server, 'account.deleted', org);
    expect(entry).toMatchObject({ actorId: server.seeded.ids.reseller, resellerId: 3, targetName: 'Org 22' });
    expect(entry.before).toMatchObject({ id: org, username: 'org-22', accountName: 'Org 22', voiceMinutes: 814 });
    expect((await call(server, 'GET', '/api/v2/listOrganizations', { token: t.reseller })).body.total).toBe(23);
    expect(await deleteOrg(t.reseller, org)).toEqual(FORBIDDEN);
  });

  it('lets an owner delete their own organization; their session then stops working', async () => {
    const owner = await signIn(server, 'owner@org-21.example');
    expect(await deleteOrg(owner, server.seeded.generatedOrgs[20])).toEqual({ status: 200, body: { success: true } });
    expect((await call(server, 'GET', '/api/v1/account', { token: owner })).status).toBe(401);
    expect((await auditRows(server, 'account.deleted', server.seeded.generatedOrgs[20]))[0].actorId).toBe(server.seeded.generatedOrgs[20]);
  });

  it('never deletes the super admin\'s own organization', async () => {
    const r = await deleteOrg(t.superAdmin, server.seeded.ids.superAdmin);
    expect(r.status).toBe(400);
    expect((await call(server, 'GET', '/api/v1/account', { token: t.superAdmin })).status).toBe(200);
  });
});

describe('DELETE /api/v2/deleteAccount', () => {
  it('deletes an agent account of the org (canAddAgents), audited with its summary', async () => {
    const created = await call(server, 'POST', '/api/v2/createAccount', { token: t.acmeOwner, body: { name: 'Temp Line' } });
    const id = created.body.account.id;
    expect(await deleteAgent(t.globexOwner, server.seeded.orgs.acme, { targetAccountId: id })).toEqual(FORBIDDEN);
    expect(await deleteAgent(t.blueHarbor, server.seeded.orgs.acme, { targetAccountId: id })).toEqual(FORBIDDEN);
    expect(await deleteAgent(t.acmeAdmin, server.seeded.orgs.acme, { targetAccountId: id })).toEqual({ status: 200, body: { success: true } });
    expect(await server.db.db.select().from(accounts).where(eq(accounts.id, id))).toEqual([]);
    const [entry] = await auditRows(server, 'account.deleted', id);
    expect(entry).toMatchObject({ actorId: server.seeded.ids.acmeAdmin, organizationId: 4 });
    expect(entry.before).toMatchObject({ username: 'acme-temp-line', accountType: 'agent', orgName: 'Acme' });
  });

  it('only deletes agent accounts of that organization', async () => {
    const acme = server.seeded.orgs.acme;
    const notFound = { status: 404, body: { success: false, message: 'Account not found' } };
    expect(await deleteAgent(t.acmeOwner, acme, { targetAccountId: server.seeded.ids.acmeAdmin })).toEqual(notFound);
    expect(await deleteAgent(t.acmeOwner, acme, { targetAccountId: server.seeded.agents.globex[0] })).toEqual(notFound);
    expect(await deleteAgent(t.globexOwner, server.seeded.orgs.globex, { targetAccountId: server.seeded.agents.acme[0] })).toEqual(notFound);
    expect((await deleteAgent(t.acmeOwner, acme, {})).body.message).toBe('targetAccountId: Required');
    expect((await deleteAgent(t.acmeOwner, acme, { targetAccountId: 'seven' })).status).toBe(400);
  });
});

describe('POST /api/v2/updateAccount', () => {
  it('changes the target account and audits only the changed fields', async () => {
    // one's own new email is proven by a code (email/requestVerificationCode), not taken here
    expect(await updateAccount(t.acmeOwner, { name: 'Ada Lovelace', email: 'Ada@Acme.example' })).toEqual({ status: 400, body: { success: false, message: PROOF_NEEDED.email } });
    const r = await updateAccount(t.acmeOwner, { name: 'Ada Lovelace', accountName: 'Acme' });
    expect(r.status).toBe(200);
    expect(r.body.account).toMatchObject({ id: 4, name: 'Ada Lovelace', email: 'owner@acme.example' });
    const [own] = await auditRows(server, 'account.updated', 4);
    expect([own!.before, own!.after]).toEqual([{ name: 'Ada Owner' }, { name: 'Ada Lovelace' }]);
    // the reseller above the account may set it
    const set = await updateAccount(t.reseller, { email: 'Ada@Acme.example' }, 4);
    expect(set.body.account).toMatchObject({ id: 4, name: 'Ada Lovelace', email: 'ada@acme.example' });
    const [entry] = await auditRows(server, 'account.updated', 4);
    expect(entry.before).toEqual({ email: 'owner@acme.example' });
    expect(entry.after).toEqual({ email: 'ada@acme.example' });
    const again = (await auditRows(server, 'account.updated', 4)).length;
    await updateAccount(t.acmeOwner, { name: 'Ada Lovelace' });
    expect((await auditRows(server, 'account.updated', 4)).length).toBe(again);
    // The reseller edits an agent account of Acme.
    const agent = server.seeded.agents.acme[1];
    expect((await updateAccount(t.reseller, { name: 'Late Line' }, agent)).body.account.name).toBe('Late Line');
    expect((await auditRows(server, 'account.updated', agent))[0]).toMatchObject({ actorId: 3, actingAsId: agent });
  });

  it('refuses a used email, superAdmin from others, members editing the owner and callers outside the subtree', async () => {
    expect(await updateAccount(t.acmeOwner, { email: 'owner@globex.example' })).toEqual({
      status: 409, body: { success: false, message: 'email: Already used by another account' },
    });
    expect(await updateAccount(t.reseller, { superAdmin: true }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await updateAccount(t.acmeAdmin, { name: 'Pwned' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await updateAccount(t.globexOwner, { name: 'X' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await updateAccount(t.blueHarbor, { name: 'X' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect((await updateAccount(t.acmeAdmin, { name: 'Alan A.' })).body.account.name).toBe('Alan A.');
    expect((await updateAccount(t.acmeOwner, { name: '' })).body.message).toBe('name: Required');
    expect((await updateAccount(t.acmeOwner, { superAdmin: 'yes' })).status).toBe(400);
    const promoted = await updateAccount(t.superAdmin, { superAdmin: true }, server.seeded.agents.globex[2]);
    expect(promoted.body.account.superAdmin).toBe(true);
  });
});

describe('POST /api/v2/updateOrganization', () => {
  it('lets the org edit its name and external id; plan and billing fields only from elevated callers', async () => {
    const r = await updateOrg(t.globexOwner, { accountName: 'Globex Corp', externalAccountId: 'gx-1' });
    expect(r.body.account).toMatchObject({ accountName: 'Globex Corp', externalAccountId: 'gx-1', orgName: 'Globex Corp' });
    const [entry] = await auditRows(server, 'account.updated', server.seeded.orgs.globex);
    expect(entry).toMatchObject({ before: { accountName: 'Globex', externalAccountId: null }, after: { accountName: 'Globex Corp', externalAccountId: 'gx-1' } });
    expect(await updateOrg(t.globexOwner, { productPlanId: 'scale' })).toEqual(FORBIDDEN);
    expect(await updateOrg(t.globexOwner, { billingId: null })).toEqual(FORBIDDEN);
    const byReseller = await updateOrg(t.reseller, { productPlanId: 'scale', billingId: null }, server.seeded.orgs.globex);
    expect(byReseller.body.account).toMatchObject({ productPlanId: 'scale', billingId: null });
    expect((await auditRows(server, 'account.updated', server.seeded.orgs.globex))[0].after).toEqual({ productPlanId: 'scale', billingId: null });
    // A member targets the org through its own account.
    expect((await updateOrg(t.acmeAdmin, { externalAccountId: 'ext-acme-2' })).body.account).toMatchObject({ id: 4, externalAccountId: 'ext-acme-2' });
  });

  it('refuses callers outside the subtree and validates', async () => {
    expect(await updateOrg(t.globexOwner, { accountName: 'Mine' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await updateOrg(t.blueHarbor, { accountName: 'Mine' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect((await updateOrg(t.acmeOwner, { accountName: null })).status).toBe(400);
    expect((await updateOrg(t.reseller, { accountName: 'R' })).status).toBe(400);
  });
});
