// The white-label domain profile API (docs/api-contract.md "White-label domain profile").
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domainProfiles } from '../../server/db/schema';
import { auditRows, call, FORBIDDEN, type Persona, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

const PATH = '/api/v2/domainProfile';
const SETTING = '/api/v2/domainProfile/setting';

function setSetting(token: string, key: string, value: unknown, target?: number) {
  return call(server, 'POST', SETTING, { token, target, body: { key, value } });
}

async function profileSettings(id: number) {
  const [row] = await server.db.db.select().from(domainProfiles).where(eq(domainProfiles.id, id));
  return row.settings;
}

describe('GET /api/v2/domainProfile', () => {
  it('gives the reseller its profile and what it inherits from the partner', async () => {
    const { status, body } = await call(server, 'GET', PATH, { token: t.reseller });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.domainProfile).toMatchObject({
      id: 5001,
      name: 'Northwind Voice',
      domain: 'whitelabel.localhost',
      details: { resellerName: 'Northwind Voice' },
      settings: { showBilling: false, supportUrl: 'https://help.northwind-voice.example' },
    });
    expect(body.inherited).toMatchObject({ showBilling: true, supportUrl: 'https://support.switchboard.example' });
  });

  it('gives the partner its own profile (nothing inherited), also the reseller\'s by target', async () => {
    const own = await call(server, 'GET', PATH, { token: t.partner });
    expect(own.body.domainProfile).toMatchObject({ id: 2286, domain: 'localhost' });
    expect(own.body.inherited).toEqual({});
    const reseller = await call(server, 'GET', PATH, { token: t.partner, target: server.seeded.ids.reseller });
    expect(reseller.body.domainProfile.id).toBe(5001);
    const bySuper = await call(server, 'GET', PATH, { token: t.superAdmin, target: server.seeded.ids.partner });
    expect(bySuper.body.domainProfile.id).toBe(2286);
  });

  it('answers 404 when the target owns no profile', async () => {
    const none = { status: 404, body: { success: false, message: 'No domain profile' } };
    expect(await call(server, 'GET', PATH, { token: t.blueHarbor })).toEqual(none);
    expect(await call(server, 'GET', PATH, { token: t.superAdmin })).toEqual(none);
    expect(await setSetting(t.blueHarbor, 'showBilling', false)).toEqual(none);
  });

  it('is forbidden to owners, members and callers outside the subtree', async () => {
    const { ids, orgs } = server.seeded;
    const cases: [Persona, number | undefined][] = [
      ['acmeOwner', undefined],
      ['acmeAdmin', undefined],
      ['acmeAdmin', orgs.acme],
      ['globexOwner', orgs.acme],
      ['globexOwner', ids.reseller],
      ['acmeOwner', ids.reseller],
      ['blueHarbor', ids.reseller], // another reseller's profile
      ['reseller', ids.partner], // the partner is not in the reseller's subtree
      ['reseller', server.seeded.blueHarbor],
    ];
    for (const [who, target] of cases) {
      expect(await call(server, 'GET', PATH, { token: t[who], target }), `GET ${who} → ${target}`).toEqual(FORBIDDEN);
      expect(await setSetting(t[who], 'enableContacts', false, target), `POST ${who} → ${target}`).toEqual(FORBIDDEN);
    }
    expect(await profileSettings(5001)).not.toHaveProperty('enableContacts');
    expect(await profileSettings(2286)).not.toHaveProperty('enableContacts');
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', PATH)).status).toBe(401);
    expect((await call(server, 'POST', SETTING, { body: { key: 'showBilling', value: true } })).status).toBe(401);
  });
});

describe('POST /api/v2/domainProfile/setting', () => {
  it('switches a plugin off for every org under the reseller, audited, and back on', async () => {
    const off = await setSetting(t.reseller, 'enableContacts', false);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ success: true, settings: { enableContacts: false, showBilling: false } });
    const seen = await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner });
    expect(seen.body.account.settings.enableContacts).toBe(false);

    const [row] = await auditRows(server, 'domainProfile.changed');
    expect(row).toMatchObject({
      actorId: server.seeded.ids.reseller,
      actingAsId: null,
      targetAccountId: server.seeded.ids.reseller,
      targetName: 'Northwind Voice',
      partnerId: server.seeded.ids.partner,
      resellerId: server.seeded.ids.reseller,
      before: { enableContacts: null },
      after: { enableContacts: false },
    });

    const unset = await setSetting(t.reseller, 'enableContacts', null);
    expect(unset.body.settings).not.toHaveProperty('enableContacts');
    const back = await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner });
    expect(back.body.account.settings.enableContacts).toBeUndefined();
  });

  it('lets the partner and the super admin set a key of a profile in their subtree', async () => {
    const { ids } = server.seeded;
    const byPartner = await setSetting(t.partner, 'allowTasks', false, ids.reseller);
    expect(byPartner.status).toBe(200);
    const [row] = await auditRows(server, 'domainProfile.changed');
    expect(row).toMatchObject({ actorId: ids.partner, actingAsId: ids.reseller, targetAccountId: ids.reseller, after: { allowTasks: false } });
    const bySuper = await setSetting(t.superAdmin, 'allowTasks', null, ids.reseller);
    expect(bySuper.status).toBe(200);
    expect(await profileSettings(5001)).not.toHaveProperty('allowTasks');
    const partnerOwn = await setSetting(t.partner, 'grantTrialEntry', false);
    expect(partnerOwn.body.settings.grantTrialEntry).toBe(false);
    await setSetting(t.partner, 'grantTrialEntry', true);
  });

  it('accepts only the white-label keys', async () => {
    for (const key of ['theme', 'walkthrough', 'enableContacts.x', '__proto__', 'domain', 'showbilling']) {
      expect(await setSetting(t.reseller, key, true), key).toEqual({
        status: 400,
        body: { success: false, message: 'key: Not a white-label setting' },
      });
    }
    const flag = await setSetting(t.reseller, 'showBilling', 'yes');
    expect(flag.body.message).toBe('showBilling: Expected true, false or null');
    const missing = await call(server, 'POST', SETTING, { token: t.reseller, body: { key: 'showBilling' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^value: /);
    expect((await call(server, 'POST', SETTING, { token: t.reseller, body: {} })).status).toBe(400);
  });

  it('accepts only http(s) links for the four URLs', async () => {
    const bad = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/x',
      '//help.example',
      'help.example',
      ' https://help.example',
      'https://help.example/a b',
      'https://help.example/\n',
      `https://help.example/${'a'.repeat(2000)}`,
      'https://',
      42,
      true,
    ];
    for (const value of bad) {
      expect(await setSetting(t.reseller, 'supportUrl', value), String(value)).toEqual({
        status: 400,
        body: { success: false, message: 'supportUrl: Must be an http(s) link' },
      });
    }
    expect(await profileSettings(5001)).toMatchObject({ supportUrl: 'https://help.northwind-voice.example' });

    for (const key of ['talkToSalesUrl', 'supportUrl', 'privacyUrl', 'tosUrl']) {
      const ok = await setSetting(t.reseller, key, `https://northwind.example/${key}?a=1#top`);
      expect(ok.status, key).toBe(200);
      expect(ok.body.settings[key]).toBe(`https://northwind.example/${key}?a=1#top`);
    }
    expect((await setSetting(t.reseller, 'tosUrl', 'http://northwind.example/tos')).status).toBe(200);
    const removed = await setSetting(t.reseller, 'tosUrl', null);
    expect(removed.body.settings).not.toHaveProperty('tosUrl');
    const seen = await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner });
    expect(seen.body.account.settings.supportUrl).toBe('https://northwind.example/supportUrl?a=1#top');
    expect(seen.body.account.settings.tosUrl).toBe('https://switchboard.example/terms'); // the partner's again
  });

  it('concurrent writes of different keys all land', async () => {
    const keys = ['allowEmbeds', 'allowSignup', 'showMembers', 'allowAgentTakeover', 'smsMessaging', 'allowOrgNumberAssignment'];
    const replies = await Promise.all(keys.map((key) => setSetting(t.reseller, key, false)));
    expect(replies.map((r) => r.status)).toEqual(keys.map(() => 200));
    const settings = await profileSettings(5001);
    for (const key of keys) expect(settings[key], key).toBe(false);
  });
});
