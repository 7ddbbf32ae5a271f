// Issue 19 points 3, 4 and 6, what a person does to a room: close and unarchive (the room leaves
// its tab and comes back), rating, reactions, and blocking the outside number: its messages are
// kept in the room's table and counted, never shown nor answered, nothing is sent to it; unblocked,
// it is answered again. Other tenants are refused (404 revealing nothing, 403 naming the org);
// starting a conversation needs SMS set up (the reseller's smsMessaging), for a member as the owner.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainProfiles } from '../../server/db/schema';
import { RESELLER_PROFILE_ID } from '../../server/seed';
import { CONVO_NOT_FOUND, MESSAGE_NOT_FOUND, NUMBER_BLOCKED } from '../../server/inbox/constants';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';
import { assignNumber, freshNumber, messagesOfRoom } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const as = (token: string) => (method: string, path: string, body?: unknown, query?: Record<string, string>) => call(server, method, path, { token, body, query });
const owner = as(t.acmeOwner);
const globex = as(t.globexOwner);
const sms = (from: string, to: string, text: string) => call(server, 'POST', '/dev/carrier/sms', { body: { from, to, text } });
const notFound = { status: 404, body: { success: false, message: CONVO_NOT_FOUND } };

const agentNumber = await assignNumber(db, orgs.acme, agents.acme[0]);
const texter = freshNumber();
const roomId: string = (await sms(texter, agentNumber, 'Hello there')).body.roomId;
const listed = async (archived = false) =>
  (await owner('GET', '/api/v1/agentConversations', undefined, { pageSize: '100', ...(archived ? { archived: 'true' } : {}) })).body.rooms.map((r: { roomId: string }) => r.roomId);

describe('close and unarchive', () => {
  it('closing moves the room to the archived list; unarchiving brings it back; a new message opens it again', async () => {
    expect((await owner('POST', '/api/v1/closeConversation', { roomId })).body.room).toMatchObject({ status: 'closed', archived: true });
    expect(await listed()).not.toContain(roomId);
    expect(await listed(true)).toContain(roomId);
    expect((await owner('POST', '/api/v1/unarchiveConversation', { roomId })).body.room).toMatchObject({ status: 'open', archived: false });
    expect(await listed()).toContain(roomId);
    await owner('POST', '/api/v1/closeConversation', { roomId });
    await sms(texter, agentNumber, 'Me again');
    expect(await listed()).toContain(roomId);
  });

  it('refuses another tenant', async () => {
    expect(await globex('POST', '/api/v1/closeConversation', { roomId })).toEqual(notFound);
    expect(await globex('POST', '/api/v1/unarchiveConversation', { roomId })).toEqual(notFound);
    expect(await call(server, 'POST', '/api/v1/closeConversation', { token: t.globexOwner, target: orgs.acme, body: { roomId } })).toEqual(FORBIDDEN);
  });
});

describe('rating', () => {
  it('rates 1 to 5 and replaces the rating; refuses other values and another tenant', async () => {
    expect((await as(t.acmeAdmin)('POST', '/api/v1/rateConvo', { roomId, rating: 4 })).body).toEqual({ success: true, rating: 4 });
    expect((await owner('POST', '/api/v1/rateConvo', { roomId, rating: 2 })).body.rating).toBe(2);
    expect((await owner('GET', `/api/v1/conversations/${roomId}`)).body.room.rating).toBe(2);
    for (const rating of [0, 6, 3.5, '5']) expect((await owner('POST', '/api/v1/rateConvo', { roomId, rating })).status).toBe(400);
    expect(await globex('POST', '/api/v1/rateConvo', { roomId, rating: 1 })).toEqual(notFound);
  });
});

describe('reactions', () => {
  it('adds one emoji per person once, removes it; refuses words, another room\'s message and another tenant', async () => {
    const [message] = (await owner('GET', `/api/v1/conversations/${roomId}`)).body.messages;
    const body = { roomId, messageId: message.id, emoji: '👍' };
    expect((await owner('POST', '/api/v1/reaction', body)).body.message.reactions).toEqual([{ emoji: '👍', userId: server.seeded.ids.acmeOwner }]);
    await owner('POST', '/api/v1/reaction', body);
    await as(t.acmeAdmin)('POST', '/api/v1/reaction', body);
    expect((await owner('GET', `/api/v1/conversations/${roomId}`)).body.messages[0].reactions).toHaveLength(2);
    expect((await owner('DELETE', '/api/v1/reaction', body)).body.message.reactions).toEqual([{ emoji: '👍', userId: server.seeded.ids.acmeAdmin }]);
    expect((await owner('POST', '/api/v1/reaction', { ...body, emoji: 'like' })).status).toBe(400);
    expect((await owner('POST', '/api/v1/reaction', { ...body, messageId: 999_999_999 })).body).toEqual({ success: false, message: MESSAGE_NOT_FOUND });
    expect(await globex('POST', '/api/v1/reaction', body)).toEqual(notFound);
    expect(await globex('DELETE', '/api/v1/reaction', { ...body, emoji: '👍' })).toEqual(notFound);
  });
});

describe('blocking the outside number', () => {
  const blocker = freshNumber();
  let room: string;

  it('keeps its messages in the room\'s table, counted, never shown nor answered (audited)', async () => {
    room = (await sms(blocker, agentNumber, 'First')).body.roomId;
    expect((await owner('POST', '/api/v1/block', { targetUsername: room })).body).toEqual({ success: true, blocked: true });
    expect((await auditRows(server, 'conversation.blocked'))[0]!.after).toMatchObject({ number: blocker, roomIds: [room] });
    expect((await owner('GET', `/api/v1/block/${room}`, undefined, { both: 'true' })).body).toEqual({ success: true, blocked: true });
    expect((await owner('GET', `/api/v1/block/${encodeURIComponent(blocker)}`)).body.blocked).toBe(true);
    const shownBefore = (await owner('GET', `/api/v1/conversations/${room}`)).body.messages.length;
    for (const text of ['Spam 1', 'Spam 2']) expect((await sms(blocker, agentNumber, text)).body).toMatchObject({ status: 'blocked', reply: null, roomId: room });
    const detail = await owner('GET', `/api/v1/conversations/${room}`);
    expect(detail.body.messages).toHaveLength(shownBefore);
    expect(detail.body.room).toMatchObject({ blocked: true, blockedCount: 2, lastMessage: { body: expect.not.stringContaining('Spam') } });
    const kept = (await messagesOfRoom(db, room)).filter((m) => m.unanswered === 'blocked');
    expect(kept.map((m) => m.body)).toEqual(['Spam 1', 'Spam 2']);
  });

  it('refuses sending to it', async () => {
    expect((await owner('POST', `/api/v1/conversations/${room}/messages`, { body: 'Hi' })).body).toEqual({ success: false, message: NUMBER_BLOCKED });
    expect((await owner('POST', '/api/v1/conversations', { to: blocker, body: 'Hi' })).status).toBe(409);
  });

  it('unblocked, it is answered and shown again; another tenant can neither read nor change the block', async () => {
    expect(await globex('POST', '/api/v1/block', { targetUsername: room, blocked: false })).toEqual(notFound);
    expect(await globex('GET', `/api/v1/block/${room}`)).toEqual(notFound);
    // Globex blocking the same number blocks it for Globex only
    expect((await globex('POST', '/api/v1/block', { targetUsername: blocker })).body.blocked).toBe(true);
    expect((await owner('POST', '/api/v1/block', { targetUsername: blocker, blocked: false })).body).toEqual({ success: true, blocked: false });
    expect((await sms(blocker, agentNumber, 'Hello?')).body.status).toBe('answered');
    expect((await owner('GET', `/api/v1/conversations/${room}`)).body.room).toMatchObject({ blocked: false, blockedCount: 2 });
    expect((await owner('POST', '/api/v1/block', { targetUsername: 'nobody' })).status).toBe(400);
  });
});

describe('starting a conversation needs SMS set up', () => {
  it('refuses the owner and the member when the reseller switches SMS off; a reply in a room still works', async () => {
    const [profile] = await db.select().from(domainProfiles).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    await db.update(domainProfiles).set({ settings: { ...profile!.settings, smsMessaging: false } }).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    try {
      for (const token of [t.acmeOwner, t.acmeAdmin]) expect(await as(token)('POST', '/api/v1/conversations', { to: freshNumber(), body: 'Hi' })).toEqual(FORBIDDEN);
      expect((await as(t.acmeAdmin)('POST', `/api/v1/conversations/${roomId}/messages`, { body: 'Still here' })).status).toBe(200);
    } finally {
      await db.update(domainProfiles).set({ settings: profile!.settings }).where(eq(domainProfiles.id, RESELLER_PROFILE_ID));
    }
    expect((await as(t.acmeAdmin)('POST', '/api/v1/conversations', { to: freshNumber(), body: 'Hi' })).status).toBe(200);
  });
});
