import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, domainProfiles, outbox, sessions } from '../../server/db/schema';
import { RESELLER_PROFILE_ID, RESELLER_SETTINGS } from '../../server/seed/data';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner']);

const list = (token: string, target?: number) => call(server, 'GET', '/api/v2/listAdminUsers', { token, target });
const invite = (token: string, body: unknown, target?: number) =>
  call(server, 'POST', '/api/v2/inviteAdminUser', { token, body, target });
const remove = (token: string, body: unknown, target?: number) =>
  call(server, 'DELETE', '/api/v2/deleteAdminUser', { token, body, target });

async function latestMessage(to: string) {
  const [row] = await server.db.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
const linkIn = (text: string) => text.match(/https?:\/\/\S+/)![0];

describe('GET /api/v2/listAdminUsers', () => {
  it('lists the org\'s admin users, owner first, for owners, members and the reseller', async () => {
    const r = await list(t.acmeOwner);
    expect(r.status).toBe(200);
    expect(r.body.users).toEqual([
      { id: 4, username: 'acme', email: 'owner@acme.example', name: 'Ada Owner', isOwner: false, owner: true, timestamp: expect.any(Number) },
      { id: 5, username: 'acme-admin', email: 'admin@acme.example', name: 'Alan Admin', isOwner: false, owner: false, timestamp: expect.any(Number) },
    ]);
    expect((await list(t.acmeAdmin)).body.users).toHaveLength(2);
    expect((await list(t.reseller, server.seeded.agents.acme[0])).body.users).toHaveLength(2);
    expect((await list(t.globexOwner)).body.users.map((u: { username: string }) => u.username)).toEqual(['globex']);
  });

  it('refuses callers outside the subtree and targets without an organization', async () => {
    expect(await list(t.globexOwner, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await list(t.blueHarbor, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect((await list(t.reseller)).status).toBe(400);
  });

  it('follows showMembers: when the reseller sets it false, owners and members get 403, the reseller does not', async () => {
    const db = server.db.db;
    await db.update(domainProfiles).set({ settings: { ...RESELLER_SETTINGS, showMembers: false } }).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    try {
      expect(await list(t.acmeOwner)).toEqual(FORBIDDEN);
      expect(await list(t.acmeAdmin)).toEqual(FORBIDDEN);
      expect(await invite(t.acmeOwner, { email: 'blocked@acme.example' })).toEqual(FORBIDDEN);
      expect(await remove(t.acmeOwner, { targetUserId: 5 })).toEqual(FORBIDDEN);
      expect((await list(t.reseller, server.seeded.orgs.acme)).status).toBe(200);
    } finally {
      await db.update(domainProfiles).set({ settings: RESELLER_SETTINGS }).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    }
  });
});

describe('POST /api/v2/inviteAdminUser', () => {
  it('creates the member and sends a one-time sign-in link into the console, audited', async () => {
    const r = await invite(t.acmeOwner, { email: 'New.Person@Example.com' });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ username: 'acme-new-person', email: 'new.person@example.com', isOwner: false, owner: false });
    const [row] = await server.db.db.select().from(accounts).where(eq(accounts.id, r.body.user.id));
    expect(row).toMatchObject({ accountType: 'organization', organizationId: 4, partnerId: 2, resellerId: 3, accountName: 'Acme' });

    const message = await latestMessage('new.person@example.com');
    expect(message).toMatchObject({ channel: 'email', code: '' });
    expect(message.text).toContain('Acme');
    expect(message.text).toContain('Northwind Voice');
    const link = new URL(linkIn(message.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/app`);
    const signedIn = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: link.searchParams.get('oneTimeToken')! } });
    expect(signedIn.body).toMatchObject({ id: r.body.user.id, username: 'acme-new-person' });
    const me = await call(server, 'GET', '/api/v1/account', { token: signedIn.body.token });
    expect(me.body.account.role).toBe('admin');

    const [entry] = await auditRows(server, 'member.invited', r.body.user.id);
    expect(entry).toMatchObject({ actorId: 4, organizationId: 4, after: { email: 'new.person@example.com', isOwner: false } });
  });

  it('lets a member invite members, owners invite owners, and answers 409 for a used email', async () => {
    const byMember = await invite(t.acmeAdmin, { email: 'helper@acme.example', redirectUrl: '/app/contacts?x=1' });
    expect(byMember.status).toBe(201);
    const link = new URL(linkIn((await latestMessage('helper@acme.example')).text));
    expect(link.pathname).toBe('/app/contacts');
    expect(link.searchParams.get('x')).toBe('1');
    expect(await invite(t.acmeAdmin, { email: 'boss@acme.example', isOwner: true })).toEqual(FORBIDDEN);
    const owner = await invite(t.acmeOwner, { email: 'boss@acme.example', isOwner: true, redirectUrl: `${server.url}/app/members` });
    expect(owner.body.user).toMatchObject({ isOwner: true, owner: false });
    expect(linkIn((await latestMessage('boss@acme.example')).text)).toMatch(new RegExp(`^${server.url}/app/members\\?oneTimeToken=`));
    expect((await auditRows(server, 'member.invited', owner.body.user.id))[0].after).toEqual({ email: 'boss@acme.example', isOwner: true });
    expect((await invite(t.reseller, { email: 'r-owner@acme.example', isOwner: true }, server.seeded.orgs.acme)).status).toBe(201);
    expect(await invite(t.acmeOwner, { email: 'OWNER@globex.example' })).toEqual({
      status: 409, body: { success: false, message: 'email: Already used by another account' },
    });
  });

  it('accepts only redirects into this console', async () => {
    const bad = { status: 400, body: { success: false, message: 'redirectUrl: Must be a link into this console' } };
    for (const redirectUrl of ['//evil.example/app', 'https://evil.example/app', '/other', '/application', '/app//evil.example',
      '/app\\evil', 'javascript:alert(1)', `${server.url.replace('http:', 'ftp:')}/app`, '/app /x']) {
      expect(await invite(t.acmeOwner, { email: 'x@acme.example', redirectUrl }), redirectUrl).toEqual(bad);
    }
    const [row] = await server.db.db.select().from(accounts).where(eq(accounts.email, 'x@acme.example'));
    expect(row).toBeUndefined();
    expect((await invite(t.acmeOwner, { email: 'not-an-email' })).body.message).toBe('email: Invalid email address');
    expect((await invite(t.acmeOwner, { email: 'y@acme.example', isOwner: 'yes' })).status).toBe(400);
  });

  it('refuses callers outside the subtree', async () => {
    expect(await invite(t.globexOwner, { email: 'spy@globex.example' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await invite(t.blueHarbor, { email: 'spy@globex.example' }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
  });
});

describe('DELETE /api/v2/deleteAdminUser', () => {
  it('removes a member and revokes its sessions, audited', async () => {
    const created = await invite(t.acmeOwner, { email: 'leaver@acme.example' });
    const id = created.body.user.id;
    const link = new URL(linkIn((await latestMessage('leaver@acme.example')).text));
    const session = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: link.searchParams.get('oneTimeToken')! } });
    expect(await remove(t.globexOwner, { targetUserId: id }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);
    expect(await remove(t.blueHarbor, { targetUserId: id }, server.seeded.orgs.acme)).toEqual(FORBIDDEN);

    expect(await remove(t.acmeAdmin, { targetUserId: id })).toEqual({ status: 200, body: { success: true } });
    expect((await call(server, 'GET', '/api/v1/account', { token: session.body.token })).status).toBe(401);
    expect(await server.db.db.select().from(sessions).where(eq(sessions.accountId, id))).toEqual([]);
    const [entry] = await auditRows(server, 'member.deleted', id);
    expect(entry).toMatchObject({ actorId: 5, before: { email: 'leaver@acme.example', name: null, isOwner: false } });
  });

  it('never removes the org\'s own account; owners are removed by owners only; other accounts are not members', async () => {
    expect(await remove(t.reseller, { targetUserId: 4 }, 4)).toEqual({
      status: 400, body: { success: false, message: 'targetUserId: The organization\'s own account cannot be removed' },
    });
    const owner = await invite(t.acmeOwner, { email: 'co-owner@acme.example', isOwner: true });
    expect(await remove(t.acmeAdmin, { targetUserId: owner.body.user.id })).toEqual(FORBIDDEN);
    expect((await remove(t.acmeOwner, { targetUserId: owner.body.user.id })).status).toBe(200);
    expect((await remove(t.acmeOwner, { targetUserId: server.seeded.agents.acme[0] })).status).toBe(404);
    expect(await remove(t.acmeOwner, { targetUserId: 6 })).toEqual(FORBIDDEN);
    expect((await remove(t.acmeOwner, {})).body.message).toBe('targetUserId: Required');
  });
});
