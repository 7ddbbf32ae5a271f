// Issue 19 point 3, the inbox's extra routes: each does its work for the caller's organization only,
// refuses another tenant (403 on the target, nothing of it in answers), and answers hostile input with
// a 400 naming the field; sendInvite is limited in the database and retry-safe; the public preview
// shows only public fields.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversations, phoneNumbers, rateLimits } from '../../server/db/schema';
import { INVITE_LIMITS, NO_SMS_NUMBER, PROFILE_NOT_FOUND, USERS_REQUIRED } from '../../server/inbox/extras/messages';
import { apiUrl, call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { orgs } = server.seeded;
const post = (path: string, token: string, body: unknown, target?: number) => call(server, 'POST', path, { token, body, target });
const get = (path: string, token?: string, target?: number) => call(server, 'GET', path, { token, target });

await db.insert(phoneNumbers).values({ number: '+15550108801', accountId: orgs.acme, carrier: 'demo', source: 'bought', status: 'active' });
await db.insert(conversations).values([
  { id: 'x-room-maria', accountId: orgs.acme, agentNumber: '+15550108801', externalNumber: '+14155550101', lastMessage: 'see you', lastMessageAt: new Date() },
  { id: 'x-room-globex', accountId: orgs.globex, agentNumber: '+15550108802', externalNumber: '+13125550201', lastMessage: 'hi', lastMessageAt: new Date() },
]);
await db.insert(conversationMessages).values([
  { uuid: 'x-m1', roomId: 'x-room-maria', accountId: orgs.acme, direction: 'in', body: 'The boiler is leaking again' },
  { uuid: 'x-m2', roomId: 'x-room-globex', accountId: orgs.globex, direction: 'in', body: 'The boiler at Globex' },
]);

describe('search and enhancedSearch', () => {
  it('find rooms and contacts by name or number, and enhanced also by message', async () => {
    const byName = await get('/api/v1/search/maria', t.acmeOwner);
    expect(byName.status).toBe(200);
    expect(byName.body.rooms).toEqual([expect.objectContaining({ roomId: 'x-room-maria', name: 'Maria Garcia', externalNumber: '+14155550101' })]);
    expect(byName.body.contacts.map((c: { firstName: string }) => c.firstName)).toEqual(['Maria']);
    expect((await get('/api/v1/search/(415)%20555-0101', t.acmeOwner)).body.rooms.map((r: { roomId: string }) => r.roomId)).toEqual(['x-room-maria']);
    expect((await get('/api/v1/search/boiler', t.acmeOwner)).body.rooms).toEqual([]);
    const enhanced = await get('/api/v1/enhancedSearch/BOILER', t.acmeOwner);
    expect(enhanced.body.rooms.map((r: { roomId: string }) => r.roomId)).toEqual(['x-room-maria']);
  });

  it('show another tenant nothing and refuse its target', async () => {
    expect((await get('/api/v1/enhancedSearch/boiler', t.globexOwner)).body.rooms.map((r: { roomId: string }) => r.roomId)).toEqual(['x-room-globex']);
    expect((await get('/api/v1/search/maria', t.globexOwner)).body).toMatchObject({ rooms: [], contacts: [] });
    expect(await get('/api/v1/search/maria', t.globexOwner, orgs.acme)).toMatchObject(FORBIDDEN);
    expect(await get('/api/v1/enhancedSearch/maria')).toMatchObject({ status: 401 });
  });

  it('refuse hostile input naming the field', async () => {
    for (const target of ['a%00b', '%ED%A0%80x', 'a']) {
      const reply = await call(server, 'GET', `/api/v1/search/${target}`, { token: t.acmeOwner });
      expect(reply.status, target.slice(0, 20)).toBe(400);
      // a path's broken percent-encoding is refused by the kit before the field is known
      expect(reply.body.message).toMatch(/^target: |^Malformed URL/);
    }
    // a path segment past the router's limit is refused before any route runs
    expect((await call(server, 'GET', `/api/v1/search/${'x'.repeat(5_000)}`, { token: t.acmeOwner })).status).toBe(414);
  });
});

describe('sendInvite', () => {
  it('texts from the organization\'s number, once per Idempotency-Key, and is limited per number', async () => {
    const send = (key: string) =>
      fetch(apiUrl(server, '/api/v1/sendInvite', { token: t.acmeOwner }), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ target: '+1 (415) 555-0177' }),
      });
    const first = await send('invite-1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, invited: '+14155550177', from: '+15550108801' });
    expect((await send('invite-1')).headers.get('idempotent-replayed')).toBe('true');
    const [counted] = await db.select().from(rateLimits).where(eq(rateLimits.key, `${orgs.acme}:+14155550177`));
    expect(counted!.count).toBe(1);
    for (let i = 1; i < INVITE_LIMITS.perTarget; i++) expect((await send(`invite-more-${i}`)).status).toBe(200);
    const over = await send('invite-over');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses without an SMS number, another tenant\'s target, and a bad number', async () => {
    expect(await post('/api/v1/sendInvite', t.globexOwner, { target: '+14155550178' })).toMatchObject({ status: 409, body: { message: NO_SMS_NUMBER } });
    expect(await post('/api/v1/sendInvite', t.globexOwner, { target: '+14155550178' }, orgs.acme)).toMatchObject(FORBIDDEN);
    for (const target of ['4155550178', '+1415\u0000555', '\uD800', '+1'.repeat(50_000), 42]) {
      const reply = await post('/api/v1/sendInvite', t.acmeAdmin, { target });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^target: /);
    }
  });
});

describe('getGroupConversationRoomId', () => {
  it('answers one room per set of people, whatever the order; none is refused naming users', async () => {
    const a = await post('/api/v1/getGroupConversationRoomId', t.acmeOwner, { users: ['+14155550102', '+14155550101'] });
    expect(a.status).toBe(200);
    const b = await post('/api/v1/getGroupConversationRoomId', t.acmeAdmin, { users: ['+14155550101', '+14155550102', '+14155550101'] });
    expect(b.body).toEqual({ success: true, roomId: a.body.roomId, users: ['+14155550101', '+14155550102'] });
    const globex = await post('/api/v1/getGroupConversationRoomId', t.globexOwner, { users: ['+14155550101', '+14155550102'] });
    expect(globex.body.roomId).not.toBe(a.body.roomId);
    expect(await post('/api/v1/getGroupConversationRoomId', t.acmeOwner, { users: [] })).toMatchObject({ status: 400, body: { message: USERS_REQUIRED } });
    expect(await post('/api/v1/getGroupConversationRoomId', t.globexOwner, { users: ['+14155550101'] }, orgs.acme)).toMatchObject(FORBIDDEN);
    for (const users of [undefined, ['x\u0000'], ['\uDFFF'], Array(21).fill('+14155550101'), ['y'.repeat(100_000)]]) {
      expect((await post('/api/v1/getGroupConversationRoomId', t.acmeOwner, { users })).body.message).toMatch(/^users/);
    }
  });
});

describe('createExternalDestinationProfile', () => {
  it('saves a phone number or an email address once, and refuses anything else naming address', async () => {
    const phone = await post('/api/v1/createExternalDestinationProfile', t.acmeOwner, { address: '+1 415 555 0190' });
    expect(phone.body.destination).toMatchObject({ kind: 'phone', address: '+14155550190' });
    const again = await post('/api/v1/createExternalDestinationProfile', t.acmeOwner, { address: '+14155550190' });
    expect(again.body.destination.id).toBe(phone.body.destination.id);
    const email = await post('/api/v1/createExternalDestinationProfile', t.acmeOwner, { address: ' Dispatch@Acme.example ' });
    expect(email.body.destination).toMatchObject({ kind: 'email', address: 'dispatch@acme.example' });
    expect(await post('/api/v1/createExternalDestinationProfile', t.globexOwner, { address: '+14155550190' }, orgs.acme)).toMatchObject(FORBIDDEN);
    for (const address of ['not an address', 'a\u0000@b.example', '\uD801', `${'a'.repeat(300)}@b.example`, '']) {
      const reply = await post('/api/v1/createExternalDestinationProfile', t.acmeOwner, { address });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^address: /);
    }
  });
});

describe('the public messages preview', () => {
  it('shows a profile\'s public fields only, and 404 for what is not a messaging profile', async () => {
    const preview = await get('/api/v1/messages/acme');
    expect(preview).toMatchObject({ status: 200, body: { success: true, profile: { username: 'acme', smsNumber: '+15550108801' } } });
    expect(Object.keys(preview.body.profile).sort()).toEqual(['name', 'smsNumber', 'username']);
    for (const username of ['northwind', 'switchboard', 'acme-admin', 'nobody-here']) {
      expect(await get(`/api/v1/messages/${username}`)).toMatchObject({ status: 404, body: { message: PROFILE_NOT_FOUND } });
    }
    for (const username of ['a%00', '%ED%A0%80']) {
      const reply = await call(server, 'GET', `/api/v1/messages/${username}`);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^username: |^Malformed URL/);
    }
    expect((await call(server, 'GET', `/api/v1/messages/${'u'.repeat(5_000)}`)).status).toBe(414);
  });
});

describe('mobileContacts', () => {
  it('lists the organization\'s contacts with a phone, by name, and nothing of another tenant', async () => {
    const reply = await get('/api/v1/mobileContacts', t.acmeOwner);
    expect(reply.status).toBe(200);
    expect(reply.body.contacts[0]).toEqual({ id: expect.any(String), name: 'Aisha Johnson', phoneNumber: '+14155550105', email: 'aisha.j@example.com' });
    expect(reply.body.contacts.every((c: { phoneNumber: string }) => c.phoneNumber.startsWith('+1415'))).toBe(true);
    expect(await get('/api/v1/mobileContacts', t.globexOwner, orgs.acme)).toMatchObject(FORBIDDEN);
    const paged = await call(server, 'GET', '/api/v1/mobileContacts', { token: t.acmeOwner, query: { pageSize: '2', page: '1' } });
    expect(paged.body.contacts).toHaveLength(2);
    expect(paged.body.hasMore).toBe(true);
    expect((await call(server, 'GET', '/api/v1/mobileContacts', { token: t.acmeOwner, query: { pageSize: '\u0000' } })).body.message).toMatch(/^pageSize: /);
  });
});
