import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const { acmeOwner: acme, globexOwner: globex } = t;

describe('mobile check-in', () => {
  it('is not checked in until the app checks in; then reports the time, kept in the caller\'s settings', async () => {
    expect((await call(server, 'GET', '/api/v1/checkIn', { token: acme })).body).toEqual({ success: true, checkedIn: false, at: null });
    await call(server, 'POST', '/api/v1/accountSetting', { token: acme, body: { key: 'theme', value: 'dark' } });
    const before = Math.floor(Date.now() / 1000);
    const r = await call(server, 'POST', '/api/v1/mobileCheckIn', { token: acme, body: { checkIn: true } });
    expect(r.status).toBe(200);
    expect(r.body.at).toBeGreaterThanOrEqual(before);
    const expected = { success: true, checkedIn: true, at: r.body.at };
    expect((await call(server, 'GET', '/api/v1/checkIn', { token: acme })).body).toEqual(expected);
    expect((await call(server, 'GET', '/api/v1/checkIn/mobile', { token: acme })).body).toEqual(expected);
    expect((await call(server, 'GET', '/api/v1/checkIn/desktop', { token: acme })).body).toEqual({ success: true, checkedIn: false, at: null });
    const [row] = await server.db.db.select().from(accounts).where(eq(accounts.id, server.seeded.orgs.acme));
    expect(row.settings).toEqual({ theme: 'dark', premium: true, smsEnabled: true, checkIns: { mobile: r.body.at } });
    // Another account is untouched.
    expect((await call(server, 'GET', '/api/v1/checkIn', { token: globex })).body.checkedIn).toBe(false);
  });

  it('validates the body and the kind', async () => {
    for (const body of [{}, { checkIn: false }, { checkIn: 'true' }]) {
      const r = await call(server, 'POST', '/api/v1/mobileCheckIn', { token: acme, body });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^checkIn: /);
    }
    for (const kind of ['Mobile', 'a1', 'x'.repeat(21), 'constructor-x']) {
      const r = await call(server, 'GET', `/api/v1/checkIn/${kind}`, { token: acme });
      expect(r.status, kind).toBe(400);
      expect(r.body.message).toMatch(/^kind: /);
    }
    expect((await call(server, 'GET', '/api/v1/checkIn/constructor', { token: acme })).body.checkedIn).toBe(false);
  });

  it('needs a session and refuses a target outside the subtree', async () => {
    expect((await call(server, 'POST', '/api/v1/mobileCheckIn', { body: { checkIn: true } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/v1/checkIn')).status).toBe(401);
    const target = server.seeded.orgs.acme;
    expect(await call(server, 'POST', '/api/v1/mobileCheckIn', { token: globex, target, body: { checkIn: true } })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v1/checkIn/mobile', { token: globex, target })).toEqual(FORBIDDEN);
  });
});
