import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'acmeOwner', 'acmeAdmin', 'globexOwner']);
const { globexOwner: globex, acmeAdmin } = t;
const acmeContactId: string = (await call(server, 'GET', '/api/v2/contact', { token: t.acmeOwner })).body.contacts[0].id;

describe('one tenant cannot reach another', () => {
  it('refuses targetAccountId of another org on every contact endpoint', async () => {
    const target = server.seeded.orgs.acme;
    expect(await call(server, 'GET', '/api/v2/contact', { token: globex, target })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', `/api/v2/contact/${acmeContactId}`, { token: globex, target })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', '/api/v2/contact', { token: globex, target, body: { firstName: 'X' } })).toEqual(FORBIDDEN);
    expect(
      await call(server, 'POST', '/api/v2/contact', { token: globex, target, body: { id: acmeContactId, firstName: 'X' } }),
    ).toEqual(FORBIDDEN);
    expect(await call(server, 'DELETE', '/api/v2/contact', { token: globex, target, body: { id: acmeContactId } })).toEqual(FORBIDDEN);
  });

  it('does not find another org\'s contact by id without a target', async () => {
    const read = await call(server, 'GET', `/api/v2/contact/${acmeContactId}`, { token: globex });
    expect(read.status).toBe(404);
    const update = await call(server, 'POST', '/api/v2/contact', { token: globex, body: { id: acmeContactId, firstName: 'Hacked' } });
    expect(update.status).toBe(404);
    const del = await call(server, 'DELETE', '/api/v2/contact', { token: globex, body: { id: acmeContactId } });
    expect(del.status).toBe(404);
    // The contact is untouched.
    const admin = await call(server, 'GET', `/api/v2/contact/${acmeContactId}`, { token: acmeAdmin });
    expect(admin.status).toBe(200);
    expect(admin.body.contact.firstName).not.toBe('Hacked');
  });

  it('refuses account calls on another org', async () => {
    const target = server.seeded.orgs.acme;
    expect(await call(server, 'GET', '/api/v1/account', { token: globex, target })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', '/api/v1/account', { token: globex, target, body: { name: 'X' } })).toEqual(FORBIDDEN);
    expect(
      await call(server, 'POST', '/api/v1/accountSetting', { token: globex, target, body: { key: 'a', value: 1 } }),
    ).toEqual(FORBIDDEN);
  });

  it('lets an admin member of Acme read Acme, with or without target', async () => {
    const own = await call(server, 'GET', '/api/v2/contact', { token: acmeAdmin });
    expect(own.body.total).toBe(7);
    const viaTarget = await call(server, 'GET', '/api/v2/contact', { token: acmeAdmin, target: server.seeded.orgs.acme });
    expect(viaTarget.body.total).toBe(7);
    const agent = server.seeded.agents.acme[0];
    expect((await call(server, 'GET', '/api/v1/account', { token: acmeAdmin, target: agent })).status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/account', { token: acmeAdmin, target: server.seeded.agents.globex[0] })).status).toBe(403);
  });

  it('answers an unknown target like a forbidden one (no probing), 404 only to a super admin, 400 when malformed', async () => {
    expect(await call(server, 'GET', '/api/v1/account', { token: globex, target: 987654 })).toEqual(FORBIDDEN);
    expect((await call(server, 'GET', '/api/v1/account', { token: t.superAdmin, target: 987654 })).status).toBe(404);
    expect((await call(server, 'GET', '/api/v1/account', { token: globex, target: 'abc' })).status).toBe(400);
  });

  it('follows the subtree for reseller, partner and super admin', async () => {
    const { reseller, partner, superAdmin } = t;
    for (const token of [reseller, partner, superAdmin]) {
      const r = await call(server, 'GET', '/api/v2/contact', { token, target: server.seeded.orgs.globex });
      expect(r.status).toBe(200);
      expect(r.body.total).toBe(6);
    }
    // The reseller cannot act on its partner or the super admin.
    expect((await call(server, 'GET', '/api/v1/account', { token: reseller, target: server.seeded.ids.partner })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v1/account', { token: partner, target: server.seeded.ids.superAdmin })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v1/account', { token: superAdmin, target: server.seeded.ids.partner })).status).toBe(200);
  });

  it('requires a token on every contact endpoint', async () => {
    expect(await call(server, 'GET', '/api/v2/contact')).toEqual(NOT_SIGNED_IN);
    expect(await call(server, 'GET', `/api/v2/contact/${acmeContactId}`)).toEqual(NOT_SIGNED_IN);
    expect(await call(server, 'POST', '/api/v2/contact', { body: { firstName: 'X' } })).toEqual(NOT_SIGNED_IN);
    expect(await call(server, 'DELETE', '/api/v2/contact', { body: { id: acmeContactId } })).toEqual(NOT_SIGNED_IN);
    expect(await call(server, 'POST', '/api/v1/accountSetting', { body: { key: 'a', value: 1 } })).toEqual(NOT_SIGNED_IN);
  });
});
