// Plugin toggles are enforced by the server (issue 7 point 8): when a plugin is switched off for
// the account a request acts on, every route of that plugin answers 403, by the same resolution
// the console uses (the reseller's domain profile, the account's own settings); switching it back
// on restores them. Routes of other plugins and of the kernel are untouched.
import { describe, expect, it } from 'vitest';
import { call, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['reseller', 'acmeOwner']);
// An organization of another reseller (Blue Harbor), whose profile the Northwind reseller does not touch.
const harborOwner = await signIn(server, 'owner@harbordental.example');
const FEATURE_OFF = { status: 403, body: { success: false, message: 'This feature is not enabled for this account.' } };
const UNKNOWN_CONTACT = '00000000-0000-4000-8000-000000000000';

/** One call of each contacts route as the Acme owner: list, read, create, delete. */
async function contactsRoutes(token: string) {
  return [
    await call(server, 'GET', '/api/v2/contact', { token }),
    await call(server, 'GET', `/api/v2/contact/${UNKNOWN_CONTACT}`, { token }),
    await call(server, 'POST', '/api/v2/contact', { token, body: { firstName: 'Toggle' } }),
    await call(server, 'DELETE', '/api/v2/contact', { token, body: { id: UNKNOWN_CONTACT } }),
  ];
}

function setProfileToggle(value: boolean | null) {
  return call(server, 'POST', '/api/v2/domainProfile/setting', { token: t.reseller, body: { key: 'enableContacts', value } });
}

describe('a switched-off plugin\'s routes answer 403', () => {
  it('follows the reseller\'s domain profile toggle, off and back on', async () => {
    expect((await contactsRoutes(t.acmeOwner)).map((r) => r.status)).toEqual([200, 404, 201, 404]);

    expect((await setProfileToggle(false)).status).toBe(200);
    try {
      for (const reply of await contactsRoutes(t.acmeOwner)) expect(reply).toEqual(FEATURE_OFF);
      // Another reseller's organizations keep the feature; the reseller acting on its own org is refused too.
      expect((await call(server, 'GET', '/api/v2/contact', { token: harborOwner })).status).toBe(200);
      const acmeId = server.seeded.orgs.acme;
      expect(await call(server, 'GET', '/api/v2/contact', { token: t.reseller, target: acmeId })).toEqual(FEATURE_OFF);
      // Routes of other plugins and of the kernel still answer.
      expect((await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner })).status).toBe(200);
      expect((await call(server, 'GET', '/api/v2/listAdminUsers', { token: t.acmeOwner })).status).toBe(200);
    } finally {
      expect((await setProfileToggle(null)).status).toBe(200);
    }
    expect((await contactsRoutes(t.acmeOwner)).map((r) => r.status)).toEqual([200, 404, 201, 404]);
  });

  it('follows the organization\'s own setting, set by its reseller', async () => {
    const acmeId = server.seeded.orgs.acme;
    const set = (value: boolean | null) =>
      call(server, 'POST', '/api/v1/accountSetting', { token: t.reseller, target: acmeId, body: { key: 'enableContacts', value } });
    expect((await set(false)).status).toBe(200);
    try {
      for (const reply of await contactsRoutes(t.acmeOwner)) expect(reply).toEqual(FEATURE_OFF);
    } finally {
      expect((await set(true)).status).toBe(200);
    }
    expect((await contactsRoutes(t.acmeOwner)).map((r) => r.status)).toEqual([200, 404, 201, 404]);
  });

  it('checks the toggle before the body, and the session before the toggle', async () => {
    expect((await setProfileToggle(false)).status).toBe(200);
    try {
      const badBody = await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { email: 'not an email' } });
      expect(badBody).toEqual(FEATURE_OFF);
      const anonymous = await call(server, 'GET', '/api/v2/contact');
      expect(anonymous).toEqual({ status: 401, body: { success: false, message: 'Not signed in' } });
    } finally {
      expect((await setProfileToggle(null)).status).toBe(200);
    }
  });
});
