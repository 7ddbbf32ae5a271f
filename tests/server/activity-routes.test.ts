// Issue 19 point 3, activity: the priority list holds the rooms a person should see (the outside
// number is a contact, or the AI is off), the agent's list the rest; each user clears their own
// items, markUnread sets the room unread and brings its items back; another tenant sees nothing of
// them; a target without an organization answers the spec's "no account id".
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ACCOUNT_ID, ROOM_NOT_FOUND } from '../../server/activity/messages';
import { conversations, events } from '../../server/db/schema';
import { call, FORBIDDEN, serverWith } from './helpers';
import { assignNumber, freshNumber } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const MARIA = '+14155550101'; // an Acme contact (server/seed/data.ts)

const sms = async (from: string, to: string, text: string) => {
  const reply = await call(server, 'POST', '/dev/carrier/sms', { body: { from, to, text } });
  expect(reply.status).toBe(200);
  return reply.body.roomId as string;
};
const get = (path: string, token: string, query?: Record<string, string>) => call(server, 'GET', path, { token, query });
const post = (path: string, token: string, body: unknown) => call(server, 'POST', path, { token, body });

const to = await assignNumber(db, orgs.acme, agents.acme[0]);
const contactRoom = await sms(MARIA, to, 'Is my order ready?');
const stranger = freshNumber();
const junkRoom = await sms(stranger, to, 'Buy cheap followers');

describe('activity lists', () => {
  it('puts a contact\'s message in priority and a stranger\'s in the agent\'s list', async () => {
    const priority = await get('/api/v1/activity', t.acmeOwner);
    expect(priority.status).toBe(200);
    expect(priority.body.activity).toContainEqual(expect.objectContaining({ roomId: contactRoom, kind: 'message', text: 'Is my order ready?', from: MARIA, read: false }));
    expect(priority.body.activity.map((a: { roomId: string }) => a.roomId)).not.toContain(junkRoom);
    const agent = await get('/api/v1/activityAgent', t.acmeOwner);
    expect(agent.body.activity.map((a: { roomId: string }) => a.roomId)).toEqual([junkRoom]);
    expect(agent.body.unread).toBe(1);
  });

  it('moves a room to priority when the AI is switched off in it', async () => {
    await db.update(conversations).set({ aiAgentEnabled: false }).where(eq(conversations.id, junkRoom));
    try {
      const priority = await get('/api/v1/activity', t.acmeOwner);
      expect(priority.body.activity.map((a: { roomId: string }) => a.roomId)).toContain(junkRoom);
      expect((await get('/api/v1/activityAgent', t.acmeOwner)).body.activity).toEqual([]);
    } finally {
      await db.update(conversations).set({ aiAgentEnabled: true }).where(eq(conversations.id, junkRoom));
    }
  });

  it('clears per user: one item, then all; simple=true lists what is left unread', async () => {
    const before = await get('/api/v1/activity', t.acmeOwner);
    const item = before.body.activity.find((a: { roomId: string }) => a.roomId === contactRoom);
    expect(await post('/api/v1/activity', t.acmeOwner, { clear: item.id })).toMatchObject({ status: 200, body: { success: true } });
    const after = await get('/api/v1/activity', t.acmeOwner);
    expect(after.body.unread).toBe(before.body.unread - 1);
    expect(after.body.activity.find((a: { id: number }) => a.id === item.id).read).toBe(true);
    expect((await get('/api/v1/activity', t.acmeOwner, { simple: 'true' })).body.activity.map((a: { id: number }) => a.id)).not.toContain(item.id);
    // the admin's own read state is untouched
    expect((await get('/api/v1/activity', t.acmeAdmin)).body.activity.find((a: { id: number }) => a.id === item.id).read).toBe(false);
    await post('/api/v1/activity', t.acmeOwner, { clearAll: true });
    expect((await get('/api/v1/activity', t.acmeOwner)).body.unread).toBe(0);
    expect((await get('/api/v1/activity', t.acmeOwner, { simple: 'true' })).body.activity).toEqual([]);
    // an item of the other list is not this list's to clear
    const junkItem = (await get('/api/v1/activityAgent', t.acmeOwner)).body.activity[0];
    expect(await post('/api/v1/activity', t.acmeOwner, { clear: junkItem.id })).toMatchObject({ status: 404 });
  });

  it('markUnread sets the room unread and brings its items back for this user, live', async () => {
    await post('/api/v1/activity', t.acmeOwner, { clearAll: true });
    await db.update(conversations).set({ unread: false }).where(eq(conversations.id, contactRoom));
    const reply = await post('/api/v1/activity/markUnread', t.acmeOwner, { roomId: contactRoom });
    expect(reply).toMatchObject({ status: 200, body: { success: true } });
    const [room] = await db.select().from(conversations).where(eq(conversations.id, contactRoom));
    expect(room!.unread).toBe(true);
    const items = (await get('/api/v1/activity', t.acmeOwner, { simple: 'true' })).body.activity;
    expect(items.map((a: { roomId: string }) => a.roomId)).toEqual([contactRoom]);
    const updates = await db.select().from(events).where(and(eq(events.type, 'conversation.updated'), eq(events.accountId, orgs.acme)));
    expect(updates.map((e) => e.payload)).toContainEqual({ roomId: contactRoom, change: 'read', unread: true });
  });
});

describe('activity refusals', () => {
  it('shows another tenant nothing: its own lists, 403 on the target, 404 on the room', async () => {
    const globex = await get('/api/v1/activity', t.globexOwner);
    expect(globex.status).toBe(200);
    expect(globex.body.activity.map((a: { roomId: string }) => a.roomId)).not.toContain(contactRoom);
    expect(await call(server, 'GET', '/api/v1/activity', { token: t.globexOwner, target: orgs.acme })).toMatchObject(FORBIDDEN);
    expect(await post('/api/v1/activity/markUnread', t.globexOwner, { roomId: contactRoom })).toMatchObject({ status: 404, body: { message: ROOM_NOT_FOUND } });
    expect(await post('/api/v1/activityAgent/markUnread', t.globexOwner, { roomId: junkRoom })).toMatchObject({ status: 404 });
    const acmeItem = (await get('/api/v1/activity', t.acmeOwner)).body.activity[0];
    expect(await post('/api/v1/activity', t.globexOwner, { clear: acmeItem.id })).toMatchObject({ status: 404 });
    expect(await call(server, 'GET', '/api/v1/activity', { token: 'not-a-session' })).toMatchObject({ status: 401 });
  });

  it('answers "no account id" to a target that is no organization', async () => {
    expect(await get('/api/v1/activity', t.reseller)).toMatchObject({ status: 400, body: { success: false, message: NO_ACCOUNT_ID } });
    expect(await get('/api/v1/notifications', t.reseller)).toMatchObject({ status: 400, body: { message: NO_ACCOUNT_ID } });
    // acting on one of its organizations, the reseller reads that organization's activity
    expect(await call(server, 'GET', '/api/v1/activity', { token: t.reseller, target: orgs.acme })).toMatchObject({ status: 200 });
  });

  it('refuses hostile input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ clear: 'x\u0000' }, 'clear'],
      [{ clear: '\uD800' }, 'clear'],
      [{ clear: '9'.repeat(100_000) }, 'clear'],
      [{ clear: -3 }, 'clear'],
      [{}, 'clear'],
      [{ clear: 1, clearAll: true }, 'clear'],
      [{ clearAll: 'yes' }, 'clearAll'],
    ] as const) {
      const reply = await post('/api/v1/activity', t.acmeOwner, body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.body.message).toMatch(new RegExp(`^${field}: `));
    }
    for (const roomId of ['a\u0007b', '\uDC00', 'r'.repeat(100_000), '']) {
      const reply = await post('/api/v1/activity/markUnread', t.acmeOwner, { roomId });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/^roomId: /);
    }
    expect((await get('/api/v1/activity', t.acmeOwner, { simple: 'maybe' })).body.message).toMatch(/^simple: /);
  });
});
