// Issue 19 point 4, a person takes over: a reply from the inbox pauses the agent in that room for
// the org's takeoverMinutes (an inbound SMS through the demo carrier is recorded and shown, not
// answered), resume (or the end of the delay) lets it answer again; each takeover and resume is
// audited; the agent switch per room; the settings route; refusals for other tenants.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, events } from '../../server/db/schema';
import { CONVO_NOT_FOUND, DEFAULT_TAKEOVER_MINUTES } from '../../server/inbox/constants';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';
import { assignNumber, freshNumber, messagesOfRoom } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const as = (token: string) => (method: string, path: string, body?: unknown) => call(server, method, path, { token, body });
const owner = as(t.acmeOwner);
const sms = (from: string, to: string, text: string) => call(server, 'POST', '/dev/carrier/sms', { body: { from, to, text } });

const agentNumber = await assignNumber(db, orgs.acme, agents.acme[0]);
const texter = freshNumber();
const roomId: string = (await sms(texter, agentNumber, 'Do you deliver?')).body.roomId;
const changes = async () => (await db.select().from(events).where(eq(events.type, 'conversation.updated'))).filter((e) => e.payload.roomId === roomId).map((e) => e.payload.change);

describe('the takeover', () => {
  it('starts with a person\'s reply: the agent stays silent while the room is handled, the message is shown', async () => {
    const before = (await auditRows(server, 'conversation.handled')).length;
    const sent = await as(t.acmeAdmin)('POST', `/api/v1/conversations/${roomId}/messages`, { body: 'Yes, I will handle this one.' });
    expect(sent.status).toBe(200);
    const inbound = await sms(texter, agentNumber, 'Great, tomorrow at 9?');
    expect(inbound.body).toMatchObject({ status: 'held', reply: null });
    const detail = await owner('GET', `/api/v1/conversations/${roomId}`);
    expect(detail.body.messages.slice(-2).map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['person', 'Yes, I will handle this one.'],
      ['contact', 'Great, tomorrow at 9?'],
    ]);
    const until = new Date(detail.body.room.handledBy.until).getTime();
    expect(detail.body.room.handledBy).toMatchObject({ userId: server.seeded.ids.acmeAdmin, name: 'Alan Admin' });
    expect(until - Date.now()).toBeGreaterThan((DEFAULT_TAKEOVER_MINUTES - 1) * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(DEFAULT_TAKEOVER_MINUTES * 60_000);
    // a further reply moves the end, it does not audit another takeover
    await as(t.acmeAdmin)('POST', `/api/v1/conversations/${roomId}/messages`, { body: 'See you then.' });
    const audits = await auditRows(server, 'conversation.handled');
    expect(audits.length - before).toBe(1);
    expect(audits[0]!.after).toMatchObject({ roomId });
    expect(await changes()).toContain('takeover');
  });

  it('ends with resume (audited): the next message is answered', async () => {
    const resumed = await as(t.acmeAdmin)('POST', `/api/v1/conversations/${roomId}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.room.handledBy).toBeNull();
    expect((await auditRows(server, 'conversation.resumed'))[0]!.after).toBeNull();
    expect((await auditRows(server, 'conversation.resumed'))[0]!.before).toMatchObject({ roomId });
    const answered = await sms(texter, agentNumber, 'One more question');
    expect(answered.body.status).toBe('answered');
    expect(answered.body.reply).toBeTruthy();
    expect(await changes()).toContain('resume');
  });

  it('ends by itself when its time is over: "handled" is computed from until, no timer', async () => {
    await owner('POST', `/api/v1/conversations/${roomId}/messages`, { body: 'Back again' });
    expect((await sms(texter, agentNumber, 'Still there?')).body.status).toBe('held');
    await db.update(conversations).set({ handledUntil: new Date(Date.now() - 1000) }).where(eq(conversations.id, roomId));
    expect((await owner('GET', `/api/v1/conversations/${roomId}`)).body.room.handledBy).toBeNull();
    expect((await sms(texter, agentNumber, 'Hello?')).body.status).toBe('answered');
  });

  it('lasts the org\'s takeoverMinutes (setting audited; 1 to 1440)', async () => {
    expect((await owner('GET', '/api/v1/inbox/settings')).body.settings).toEqual({ takeoverMinutes: DEFAULT_TAKEOVER_MINUTES });
    expect((await owner('POST', '/api/v1/inbox/settings', { takeoverMinutes: 5 })).body.settings).toEqual({ takeoverMinutes: 5 });
    expect((await auditRows(server, 'inbox.settingsChanged'))[0]!.after).toEqual({ takeoverMinutes: 5 });
    await owner('POST', `/api/v1/conversations/${roomId}/messages`, { body: 'Five minutes' });
    const until = new Date((await owner('GET', `/api/v1/conversations/${roomId}`)).body.room.handledBy.until).getTime();
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
    for (const bad of [0, 1441, 2.5, '30']) expect((await owner('POST', '/api/v1/inbox/settings', { takeoverMinutes: bad })).status).toBe(400);
    expect((await call(server, 'GET', '/api/v1/inbox/settings', { token: t.globexOwner })).body.settings).toEqual({ takeoverMinutes: DEFAULT_TAKEOVER_MINUTES });
    expect(await call(server, 'POST', '/api/v1/inbox/settings', { token: t.globexOwner, target: orgs.acme, body: { takeoverMinutes: 9 } })).toEqual(FORBIDDEN);
    await owner('POST', `/api/v1/conversations/${roomId}/resume`);
  });
});

describe('the agent switch', () => {
  it('off: the room is on the priority tab and nothing is answered; on: answered again (both audited)', async () => {
    const other = freshNumber();
    const room: string = (await sms(other, agentNumber, 'Hi')).body.roomId;
    const path = `/api/v1/conversations/${room}/aiAgentEnabled`;
    expect((await owner('GET', path)).body).toEqual({ success: true, aiAgentEnabled: true });
    expect((await owner('POST', path, { aiAgentEnabled: false })).body).toEqual({ success: true, aiAgentEnabled: false });
    expect((await sms(other, agentNumber, 'Anyone?')).body.status).toBe('held');
    const priority = await owner('GET', '/api/v1/conversations');
    expect(priority.body.rooms.map((r: { roomId: string }) => r.roomId)).toContain(room);
    expect((await owner('POST', path, { aiAgentEnabled: true })).body.aiAgentEnabled).toBe(true);
    expect((await sms(other, agentNumber, 'Now?')).body.status).toBe('answered');
    const audits = (await auditRows(server, 'conversation.aiAgentChanged')).filter((a) => a.after?.roomId === room);
    expect(audits.map((a) => a.after?.aiAgentEnabled)).toEqual([true, false]);
    expect((await owner('POST', path, { aiAgentEnabled: 'yes' })).status).toBe(400);
  });
});

describe('another tenant', () => {
  it('cannot reply, resume or switch the agent: 404 revealing nothing, 403 naming the org; the room is untouched', async () => {
    const globex = as(t.globexOwner);
    const notFound = { status: 404, body: { success: false, message: CONVO_NOT_FOUND } };
    const count = (await messagesOfRoom(db, roomId)).length;
    expect(await globex('POST', `/api/v1/conversations/${roomId}/messages`, { body: 'hijack' })).toEqual(notFound);
    expect(await globex('POST', `/api/v1/conversations/${roomId}/resume`)).toEqual(notFound);
    expect(await globex('GET', `/api/v1/conversations/${roomId}/aiAgentEnabled`)).toEqual(notFound);
    expect(await globex('POST', `/api/v1/conversations/${roomId}/aiAgentEnabled`, { aiAgentEnabled: false })).toEqual(notFound);
    expect(await call(server, 'POST', `/api/v1/conversations/${roomId}/resume`, { token: t.globexOwner, target: orgs.acme })).toEqual(FORBIDDEN);
    expect((await messagesOfRoom(db, roomId)).length).toBe(count);
    expect((await owner('GET', `/api/v1/conversations/${roomId}/aiAgentEnabled`)).body.aiAgentEnabled).toBe(true);
  });
});
