// Issue 19 points 1-2, the inbox's rooms: the priority and agent (Junk) tabs paged with the unread
// filter, one room with its messages newest last and older pages (reading marks it read), a
// person's reply through the carrier and a new conversation; another tenant's room answers the
// catalogue's 404 and reveals nothing; a member works as the owner, another org's member is refused.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, conversationMessages, events } from '../../server/db/schema';
import { CONVO_NOT_FOUND, EMPTY_MESSAGE, MAX_BODY_CHARS, NO_SMS_NUMBER } from '../../server/inbox/constants';
import { call, FORBIDDEN, serverWith } from './helpers';
import { assignNumber, freshNumber } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const owner = (method: string, path: string, body?: unknown, query?: Record<string, string>) => call(server, method, path, { token: t.acmeOwner, body, query });
const sms = (from: string, to: string, text: string) => call(server, 'POST', '/dev/carrier/sms', { body: { from, to, text } });

const agentNumber = await assignNumber(db, orgs.acme, agents.acme[0]);
const stranger = freshNumber();
const first = await sms(stranger, agentNumber, 'Hi, are you open today?');
const junkRoom: string = first.body.roomId;
// an outside number that is one of Acme's contacts: its room is on the priority tab
const known = freshNumber();
await db.insert(contacts).values({ organizationId: orgs.acme, data: { firstName: 'Kim', lastName: 'Known', phoneNumber: known.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3') } });
const contactRoom: string = (await sms(known, agentNumber, 'Hello again')).body.roomId;

const ids = (rooms: { roomId: string }[]) => rooms.map((r) => r.roomId);

describe('the tabs', () => {
  it('puts a room the agent handled alone on the agent tab, a contact\'s on the priority tab, with the contact\'s name', async () => {
    const priority = await owner('GET', '/api/v1/conversations');
    expect(priority.status).toBe(200);
    expect(ids(priority.body.rooms)).toContain(contactRoom);
    expect(ids(priority.body.rooms)).not.toContain(junkRoom);
    expect(priority.body.rooms.find((r: { roomId: string }) => r.roomId === contactRoom)).toMatchObject({
      users: [{ number: known, name: 'Kim Known' }],
      agentNumber,
      unread: true,
      aiAgentEnabled: true,
      handledBy: null,
      lastMessage: { direction: 'out' },
    });
    const junk = await owner('GET', '/api/v1/agentConversations');
    expect(ids(junk.body.rooms)).toContain(junkRoom);
    expect(ids(junk.body.rooms)).not.toContain(contactRoom);
    expect(junk.body.pagination).toEqual({ page: 0, pageSize: 20, hasMore: false });
    expect(junk.body.totalRooms).toBe(junk.body.rooms.length);
  });

  it('pages 20 at a time from page 0, newest activity first, and filters unread rooms', async () => {
    for (let i = 0; i < 21; i++) await sms(freshNumber(), agentNumber, `Message ${i}`);
    const page0 = await owner('GET', '/api/v1/agentConversations');
    expect(page0.body.rooms).toHaveLength(20);
    expect(page0.body.pagination.hasMore).toBe(true);
    expect(page0.body.rooms[0].lastMessage.body).toBeTruthy();
    const times = page0.body.rooms.map((r: { updatedAt: string }) => r.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page1 = await owner('GET', '/api/v1/agentConversations', undefined, { page: '1' });
    expect(ids(page1.body.rooms).filter((id) => ids(page0.body.rooms).includes(id))).toEqual([]);
    await owner('GET', `/api/v1/agentConversations/${junkRoom}`);
    const unread = await owner('GET', '/api/v1/agentConversations', undefined, { unread: 'true', pageSize: '100' });
    expect(ids(unread.body.rooms)).not.toContain(junkRoom);
    expect(unread.body.rooms.every((r: { unread: boolean }) => r.unread)).toBe(true);
    expect((await owner('GET', '/api/v1/conversations', undefined, { pageSize: '101' })).status).toBe(400);
  });
});

describe('one room', () => {
  it('shows its messages newest last, marks it read (with its event), and pages older ones', async () => {
    for (let i = 0; i < 3; i++) await sms(stranger, agentNumber, `More ${i}`);
    const opened = await owner('GET', `/api/v1/conversations/${junkRoom}`, undefined, { limit: '4' });
    expect(opened.status).toBe(200);
    expect(opened.body.room).toMatchObject({ roomId: junkRoom, unread: false });
    expect(opened.body.messages.map((m: { body: string }) => m.body)[2]).toBe('More 2');
    expect(opened.body.messages.map((m: { author: string }) => m.author)).toEqual(['agent', 'contact', 'agent', 'contact', 'agent'].slice(1));
    expect(opened.body.hasMore).toBe(true);
    const older = await owner('GET', `/api/v1/conversations/${junkRoom}`, undefined, { before: String(opened.body.messages[0].id), limit: '50' });
    expect(older.body.messages.map((m: { body: string }) => m.body)[0]).toBe('Hi, are you open today?');
    expect(older.body.hasMore).toBe(false);
    const read = await db.select().from(events).where(eq(events.type, 'conversation.updated'));
    expect(read.filter((e) => e.payload.roomId === junkRoom && e.payload.change === 'read').length).toBeGreaterThan(0);
  });

  it('is another tenant\'s: 404 "Failed to fetch convo" whether it exists or not; 403 naming the org', async () => {
    const notFound = { status: 404, body: { success: false, message: CONVO_NOT_FOUND } };
    expect(await call(server, 'GET', `/api/v1/conversations/${junkRoom}`, { token: t.globexOwner })).toEqual(notFound);
    expect(await call(server, 'GET', `/api/v1/conversations/${crypto.randomUUID()}`, { token: t.acmeOwner })).toEqual(notFound);
    expect(await call(server, 'GET', '/api/v1/conversations/not-a-room', { token: t.acmeOwner })).toEqual(notFound);
    expect(await call(server, 'GET', `/api/v1/conversations/${junkRoom}`, { token: t.globexOwner, target: orgs.acme })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', `/api/v1/conversations/${junkRoom}/messages`, { token: t.globexOwner, body: { body: 'x' } })).toEqual(notFound);
    const globexList = await call(server, 'GET', '/api/v1/agentConversations', { token: t.globexOwner, query: { pageSize: '100' } });
    expect(ids(globexList.body.rooms)).not.toContain(junkRoom);
  });

  it('is Acme\'s member\'s as the owner\'s', async () => {
    expect((await call(server, 'GET', `/api/v1/conversations/${junkRoom}`, { token: t.acmeAdmin })).status).toBe(200);
  });
});

describe('a person writes', () => {
  it('a reply goes out through the carrier, by that person, and moves the room to the priority tab', async () => {
    const sent = await call(server, 'POST', `/api/v1/conversations/${junkRoom}/messages`, { token: t.acmeAdmin, body: { body: '<b>We are open</b> until 6' } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ direction: 'out', author: 'person', authorName: 'Alan Admin', body: '<b>We are open</b> until 6', media: [], reactions: [] });
    const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.uuid, sent.body.message.uuid));
    expect(row!.carrierMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    const priority = await owner('GET', '/api/v1/conversations', undefined, { pageSize: '100' });
    expect(priority.body.rooms.find((r: { roomId: string }) => r.roomId === junkRoom)).toMatchObject({ handledBy: { name: 'Alan Admin' }, lastMessage: { direction: 'out', body: '<b>We are open</b> until 6' } });
  });

  it('refuses an empty body, a body over the documented length and control characters, naming the field', async () => {
    const path = `/api/v1/conversations/${junkRoom}/messages`;
    expect((await owner('POST', path, { body: '   ' })).body).toEqual({ success: false, message: EMPTY_MESSAGE });
    const long = await owner('POST', path, { body: 'x'.repeat(MAX_BODY_CHARS + 1) });
    expect([long.status, long.body.message]).toEqual([400, expect.stringContaining('body')]);
    expect((await owner('POST', path, { body: 'x'.repeat(MAX_BODY_CHARS) })).status).toBe(200);
    const control = await owner('POST', path, { body: 'bell\u0007' });
    expect([control.status, control.body.message]).toEqual([400, expect.stringContaining('body')]);
  });

  it('starts a conversation from the org\'s first SMS number; refused for an org with no number', async () => {
    const to = freshNumber();
    const started = await owner('POST', '/api/v1/conversations', { to, body: 'Your order is ready' });
    expect(started.status).toBe(200);
    const detail = await owner('GET', `/api/v1/conversations/${started.body.roomId}`);
    expect(detail.body.room).toMatchObject({ externalNumber: to, handledBy: { name: 'Ada Owner' } });
    expect(detail.body.messages.map((m: { body: string }) => m.body)).toEqual(['Your order is ready']);
    const globex = await call(server, 'POST', '/api/v1/conversations', { token: t.globexOwner, body: { to, body: 'Hi' } });
    expect(globex.body).toEqual({ success: false, message: NO_SMS_NUMBER });
    const sent = await db.select().from(conversationMessages).where(and(eq(conversationMessages.roomId, started.body.roomId)));
    expect(sent).toHaveLength(1);
  });
});
