// POST /api/v1/accountSetting: who may write which key (docs/api-contract.md "Roles and enforcement"),
// and which writes the audit log records.
import { describe, expect, it } from 'vitest';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);
const { acmeOwner: owner, acmeAdmin: admin, reseller } = t;
const acme = server.seeded.orgs.acme;
const settingChanges = () => auditRows(server, 'setting.changed');

function setting(token: string, key: string, value: unknown, target?: number) {
  return call(server, 'POST', '/api/v1/accountSetting', { token, target, body: { key, value } });
}

describe('keys a partner or reseller controls', () => {
  it('an owner may not write a permission grant or a plugin toggle, also not below it', async () => {
    for (const key of ['showBilling', 'enableContacts', 'allowAddAgents', 'showBilling.nested']) {
      expect(await setting(owner, key, true), key).toEqual(FORBIDDEN);
    }
    const { body } = await call(server, 'GET', '/api/v1/account', { token: owner });
    expect(body.account.settings.enableContacts).toBeUndefined();
  });

  it('a member may not either', async () => {
    expect(await setting(admin, 'enableContacts', false)).toEqual(FORBIDDEN);
    expect(await setting(admin, 'smsMessaging', true, acme)).toEqual(FORBIDDEN);
  });

  it('the reseller may, on an org of its subtree, and the change is audited', async () => {
    const set = await setting(reseller, 'enableContacts', false, acme);
    expect(set.status).toBe(200);
    expect(set.body.settings.enableContacts).toBe(false);
    const { body } = await call(server, 'GET', '/api/v1/account', { token: owner });
    expect(body.account.settings.enableContacts).toBe(false);

    const [row] = await settingChanges();
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
    const [undo] = await settingChanges();
    expect(undo).toMatchObject({ before: { enableContacts: false }, after: { enableContacts: null } });
    const back = await call(server, 'GET', '/api/v1/account', { token: owner });
    expect(back.body.account.settings.enableContacts).toBeUndefined();
  });

  it('callers outside the subtree get 403 and nothing is written', async () => {
    const { globexOwner: globex, blueHarbor } = t;
    const before = (await settingChanges()).length;
    expect(await setting(globex, 'theme', 'dark', acme)).toEqual(FORBIDDEN);
    expect(await setting(blueHarbor, 'enableContacts', false, acme)).toEqual(FORBIDDEN);
    expect(await setting(blueHarbor, 'walkthrough.version', 1, acme)).toEqual(FORBIDDEN);
    expect((await settingChanges()).length).toBe(before);
  });
});

describe('ordinary settings', () => {
  it('an owner writes its own (canEditOrg); self settings are not audited', async () => {
    const before = (await settingChanges()).length;
    const set = await setting(owner, 'walkthrough.version', 4);
    expect(set.status).toBe(200);
    expect(set.body.settings.walkthrough).toEqual({ version: 4 });
    expect((await setting(admin, 'theme', 'dark')).status).toBe(200);
    expect((await settingChanges()).length).toBe(before);
  });

  it('a member writing its organization\'s settings is an administrative change and is audited', async () => {
    const set = await setting(admin, 'supportUrl', 'https://acme.example/help', acme);
    expect(set.status).toBe(200);
    const [row] = await settingChanges();
    expect(row).toMatchObject({
      actorId: server.seeded.ids.acmeAdmin,
      targetAccountId: acme,
      before: { supportUrl: null },
      after: { supportUrl: 'https://acme.example/help' },
    });
    const dotted = await setting(admin, 'walkthrough.version', 5, acme);
    expect(dotted.status).toBe(200);
    const [nested] = await settingChanges();
    expect(nested).toMatchObject({ before: { 'walkthrough.version': 4 }, after: { 'walkthrough.version': 5 } });
  });

  it('still validates the key', async () => {
    const bad = await setting(owner, 'a..b', 1);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^key: /);
    expect((await setting(owner, '__proto__.x', 1)).status).toBe(400);
  });
});
