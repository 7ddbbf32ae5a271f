import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'acmeOwner', 'acmeAdmin']);
const { acmeOwner: acme, reseller } = t;

describe('account', () => {
  it('describes an org owner with merged settings and names', async () => {
    const { status, body } = await call(server, 'GET', '/api/v1/account', { token: acme });
    expect(status).toBe(200);
    expect(body.account).toMatchObject({
      id: 4,
      username: 'acme',
      partnerId: 2,
      resellerId: 3,
      organizationId: 4,
      superAdmin: false,
      name: 'Ada Owner',
      accountName: 'Acme',
      phoneNumber: '+15551230004',
      enabled: true,
      role: 'owner',
      domainProfileId: 5001,
      details: { orgName: 'Acme', resellerName: 'Northwind Voice', partnerName: 'Switchboard', accountName: 'Acme', name: 'Ada Owner', image: null },
    });
    // Reseller profile overrides the partner's; partner-only keys come through.
    expect(body.account.settings.showBilling).toBe(false);
    expect(body.account.settings.supportUrl).toBe('https://help.northwind-voice.example');
    expect(body.account.settings.allowTasks).toBe(true);
    expect(Number.isInteger(body.account.timestamp)).toBe(true);
    expect(body.account.timestamp).toBeLessThan(Date.now() / 1000 + 5);
  });

  it('returns the target plus the caller as user when they differ', async () => {
    const { body } = await call(server, 'GET', '/api/v1/account', { token: reseller, target: server.seeded.orgs.globex });
    expect(body.account.accountName).toBe('Globex');
    expect(body.user).toMatchObject({ id: server.seeded.ids.reseller, role: 'reseller', accountType: 'reseller' });
  });

  it('types the partner and the super admin', async () => {
    const p = await call(server, 'GET', '/api/v1/account', { token: t.partner });
    expect(p.body.account).toMatchObject({ accountType: 'partner', role: 'partner', partnerId: p.body.account.id, domainProfileId: 2286 });
    const s = await call(server, 'GET', '/api/v1/account', { token: t.superAdmin });
    expect(s.body.account.superAdmin).toBe(true);
  });

  it('updates contact details and own settings', async () => {
    const updated = await call(server, 'POST', '/api/v1/account', { token: acme, body: { name: 'Ada Lovelace' } });
    expect(updated.status).toBe(200);
    expect(updated.body.account.name).toBe('Ada Lovelace');
    const bad = await call(server, 'POST', '/api/v1/account', { token: acme, body: { email: 'x' } });
    expect(bad).toEqual({ status: 400, body: { success: false, message: 'email: Invalid email address' } });
    const taken = await call(server, 'POST', '/api/v1/account', { token: acme, body: { email: 'owner@globex.example' } });
    expect(taken.status).toBe(409);

    const set = await call(server, 'POST', '/api/v1/accountSetting', { token: acme, body: { key: 'walkthrough.version', value: 3 } });
    expect(set).toEqual({ status: 200, body: { success: true, settings: { premium: true, smsEnabled: true, walkthrough: { version: 3 } } } });
    await call(server, 'POST', '/api/v1/accountSetting', { token: acme, body: { key: 'supportUrl', value: 'https://acme.example/help' } });
    const after = await call(server, 'GET', '/api/v1/account', { token: acme });
    expect(after.body.account.settings.walkthrough).toEqual({ version: 3 });
    // an ordinary key of its own overrides the reseller's (controlled keys do not: see below)
    expect(after.body.account.settings.supportUrl).toBe('https://acme.example/help');
    const badKey = await call(server, 'POST', '/api/v1/accountSetting', { token: acme, body: { key: 'a..b', value: 1 } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/^key: /);
  });
});

describe('domain lookup (public)', () => {
  it('finds the own brand by host, ignoring the port and loopback address', async () => {
    for (const domain of ['localhost', 'localhost:5173', '127.0.0.1:8080', 'LOCALHOST']) {
      const { body } = await call(server, 'POST', '/api/v1/domain/lookup', { body: { domain } });
      expect(body.domainProfile?.id, domain).toBe(2286);
    }
  });

  it('finds the white-label profile by host and by account', async () => {
    const byHost = await call(server, 'POST', '/api/v1/domain/lookup', { body: { domain: 'whitelabel.localhost:8080' } });
    expect(byHost.body.domainProfile).toMatchObject({
      id: 5001,
      name: 'Northwind Voice',
      details: { resellerName: 'Northwind Voice' },
      settings: { supportUrl: 'https://help.northwind-voice.example' },
    });
    const byAccount = await call(server, 'POST', '/api/v1/domain/lookup', { body: { accountId: server.seeded.orgs.acme } });
    expect(byAccount.body.domainProfile.id).toBe(5001);
    const superAdmin = await call(server, 'POST', '/api/v1/domain/lookup', { body: { accountId: server.seeded.ids.superAdmin } });
    expect(superAdmin.body.domainProfile.id).toBe(2286);
  });

  it('answers null when nothing matches', async () => {
    const { status, body } = await call(server, 'POST', '/api/v1/domain/lookup', { body: { domain: 'unknown.example' } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, domainProfile: null });
    const none = await call(server, 'POST', '/api/v1/domain/lookup', { body: {} });
    expect(none.status).toBe(400);
    const unknownAccount = await call(server, 'POST', '/api/v1/domain/lookup', { body: { accountId: 424242 } });
    expect(unknownAccount.body).toEqual({ success: true, domainProfile: null });
    const huge = await call(server, 'POST', '/api/v1/domain/lookup', { body: { accountId: 99_999_999_999 } });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/^accountId: /);
  });
});

describe('settings a partner or reseller controls', () => {
  it('an owner cannot write them; the reseller can, and an org cannot switch back on what its reseller switched off', async () => {
    const own = await call(server, 'POST', '/api/v1/accountSetting', { token: acme, body: { key: 'showBilling', value: true } });
    expect(own).toEqual(FORBIDDEN);
    const acmeId = server.seeded.orgs.acme;
    const set = await call(server, 'POST', '/api/v1/accountSetting', { token: reseller, target: acmeId, body: { key: 'showBilling', value: true } });
    expect(set.status).toBe(200);
    expect(set.body.settings.showBilling).toBe(true); // stored on the org...
    const { body } = await call(server, 'GET', '/api/v1/account', { token: acme });
    expect(body.account.settings.showBilling).toBe(false); // ...but the reseller profile's false wins
    await call(server, 'POST', '/api/v1/accountSetting', { token: reseller, target: acmeId, body: { key: 'showBilling', value: null } });
  });

  it('an owner cannot switch a plugin toggle; members see what the reseller profile switched off', async () => {
    const denied = await call(server, 'POST', '/api/v1/accountSetting', { token: acme, body: { key: 'enableContacts', value: false } });
    expect(denied).toEqual(FORBIDDEN);
    const admin = t.acmeAdmin;
    const before = await call(server, 'GET', '/api/v1/account', { token: admin });
    expect(before.body.account.settings.enableContacts).toBeUndefined();
    const off = await call(server, 'POST', '/api/v2/domainProfile/setting', { token: reseller, body: { key: 'enableContacts', value: false } });
    expect(off.status).toBe(200);
    const after = await call(server, 'GET', '/api/v1/account', { token: admin });
    expect(after.body.account.settings.enableContacts).toBe(false);
    await call(server, 'POST', '/api/v2/domainProfile/setting', { token: reseller, body: { key: 'enableContacts', value: null } });
    const back = await call(server, 'GET', '/api/v1/account', { token: admin });
    expect(back.body.account.settings.enableContacts).toBeUndefined();
  });
});
