// POST /api/v1/accountSetting: who may write which key (docs/api-contract.md "Roles and enforcement"),
// and which writes the audit log records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../../server/testing';
import { call, signIn } from './helpers';

let server: TestServer;
let owner: string;
let admin: string;
let reseller: string;
let acme: number;
const forbidden = { status: 403, body: { success: false, message: 'Forbidden' } };

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seeded.orgs.acme;
  [owner, admin, reseller] = await Promise.all(
    ['owner@acme.example', 'admin@acme.example', 'reseller@example.com'].map((e) => signIn(server, e)),
  );
});
afterAll(async () => {
  await server?.close();
});

function auditRows() {
  return server.db.db.select().from(auditLog).where(eq(auditLog.action, 'setting.changed')).orderBy(desc(auditLog.id));
}

function setting(token: string, key: string, value: unknown, target?: number) {
  return call(server, 'POST', '/api/v1/accountSetting', { token, target, body: { key, value } });
}

describe('keys a partner or reseller controls', () => {
  it('an owner may not write a permission grant or a plugin toggle, also not below it', async () => {
    for (const key of ['showBilling', 'enableContacts', 'allowAddAgents', 'showBilling.nested']) {
      expect(await setting(owner, key, true), key).toEqual(forbidden);
    }
    const { body } = await call(server, 'GET', '/api/v1/account', { token: owner });
    expect(body.account.settings.enableContacts).toBeUndefined();
  });

  it('a member may not either', async () => {
    expect(await setting(admin, 'enableContacts', false)).toEqual(forbidden);
    expect(await setting(admin, 'smsMessaging', true, acme)).toEqual(forbidden);
  });

  it('the reseller may, on an org of its subtree, and the change is audited', async () => {
    const set = await setting(reseller, 'enableContacts', false, acme);
    expect(set.status).toBe(200);
    expect(set.body.settings.enableContacts).toBe(false);
    const { body } = await call(server, 'GET', '/api/v1/account', { token: owner });
    expect(body.account.settings.enableContacts).toBe(false);

    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorId: server.seeded.ids.reseller,
      actorUsername: 'northwind',
      actingAsId: acme,
      targetAccountId: acme,
      targetName: 'Acme',
      partnerId: server.seeded.ids.partner,
      resellerId: server.seeded.ids.reseller,
      organizationId: acme,
      before: { enableContacts: null },
      after: { enableContacts: false },
    });

    await setting(reseller, 'enableContacts', null, acme);
    const [undo] = await auditRows();
    expect(undo).toMatchObject({ before: { enableContacts: false }, after: { enableContacts: null } });
    const back = await call(server, 'GET', '/api/v1/account', { token: owner });
    expect(back.body.account.settings.enableContacts).toBeUndefined();
  });

  it('callers outside the subtree get 403 and nothing is written', async () => {
    const globex = await signIn(server, 'owner@globex.example');
    const blueHarbor = await signIn(server, 'reseller@blueharbor.example');
    const before = (await auditRows()).length;
    expect(await setting(globex, 'theme', 'dark', acme)).toEqual(forbidden);
    expect(await setting(blueHarbor, 'enableContacts', false, acme)).toEqual(forbidden);
    expect(await setting(blueHarbor, 'walkthrough.version', 1, acme)).toEqual(forbidden);
    expect((await auditRows()).length).toBe(before);
  });
});

describe('ordinary settings', () => {
  it('an owner writes its own (canEditOrg); self settings are not audited', async () => {
    const before = (await auditRows()).length;
    const set = await setting(owner, 'walkthrough.version', 4);
    expect(set.status).toBe(200);
    expect(set.body.settings.walkthrough).toEqual({ version: 4 });
    expect((await setting(admin, 'theme', 'dark')).status).toBe(200);
    expect((await auditRows()).length).toBe(before);
  });

  it('a member writing its organization\'s settings is an administrative change and is audited', async () => {
    const set = await setting(admin, 'supportUrl', 'https://acme.example/help', acme);
    expect(set.status).toBe(200);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actorId: server.seeded.ids.acmeAdmin,
      targetAccountId: acme,
      before: { supportUrl: null },
      after: { supportUrl: 'https://acme.example/help' },
    });
    const dotted = await setting(admin, 'walkthrough.version', 5, acme);
    expect(dotted.status).toBe(200);
    const [nested] = await auditRows();
    expect(nested).toMatchObject({ before: { 'walkthrough.version': 4 }, after: { 'walkthrough.version': 5 } });
  });

  it('still validates the key', async () => {
    const bad = await setting(owner, 'a..b', 1);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^key: /);
    expect((await setting(owner, '__proto__.x', 1)).status).toBe(400);
  });
});
