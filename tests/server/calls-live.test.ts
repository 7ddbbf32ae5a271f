// Issue 18 point 6, the live view's routes: the org's calls in progress and recent SMS
// conversations; following a call (audited once per person), ending it (its call record written);
// taking an SMS conversation over (the agent stops answering), writing in it through the carrier
// once per messageId, handing it back; other tenants refused. And the runtime's inbound-call path
// taking a forwarding test call that comes back as proof, not as a caller.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, forwardingChecks, phoneNumbers } from '../../server/db/schema';
import { conversationRuntime } from '../../server/conversations';
import { auditRows, call, FORBIDDEN, serverWith } from './helpers';
import { assignNumber, freshNumber, recordOf } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const runtime = conversationRuntime(db);
const owner = (method: string, path: string, body?: unknown) => call(server, method, path, { token: t.acmeOwner, body });

const agentNumber = await assignNumber(db, orgs.acme, agents.acme[0]);
const caller = freshNumber();

const carrierCallId = `CA${crypto.randomUUID().replace(/-/g, '')}`;
const started = await runtime.startCall({ from: caller, to: agentNumber, carrierCallId });
await runtime.callTurn(carrierCallId, 'What are your opening hours?');
const callId = started.callUuid!;

describe('a call in progress', () => {
  it('is listed live with its transcript so far, to its organization only', async () => {
    const live = await owner('GET', '/api/v2/live');
    expect(live.status).toBe(200);
    expect(live.body.carrier).toEqual({ kind: 'demo', label: 'Demo carrier' });
    const listed = live.body.calls.find((c: { callId: string }) => c.callId === callId);
    expect(listed).toMatchObject({ from: caller, to: agentNumber, status: 'live', agentName: 'Front Desk' });
    expect(listed.transcript.map((l: { role: string }) => l.role)).toEqual(['agent', 'caller', 'agent']);
    const globex = await call(server, 'GET', '/api/v2/live', { token: t.globexOwner });
    expect(globex.body.calls.map((c: { callId: string }) => c.callId)).not.toContain(callId);
  });

  it('is followed by a supervisor, the listen audited once however often the screen reads it', async () => {
    const before = (await auditRows(server, 'call.listened')).length;
    expect((await owner('GET', `/api/v2/live/calls/${callId}`)).body.call).toMatchObject({ callId, status: 'live' });
    await owner('GET', `/api/v2/live/calls/${callId}`);
    const rows = await auditRows(server, 'call.listened');
    expect(rows.length - before).toBe(1);
    expect(rows.at(-1)?.after).toEqual({ callId });
  });

  it('is ended by the supervisor: its call record is written and the end audited; ending again changes nothing', async () => {
    const ended = await owner('POST', `/api/v2/live/calls/${callId}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.call.status).toBe('ended');
    expect(await recordOf(db, callId)).toMatchObject({ direction: 'inbound', fromNumber: caller });
    expect((await owner('POST', `/api/v2/live/calls/${callId}/end`)).status).toBe(200);
    expect((await auditRows(server, 'call.endedBySupervisor')).filter((r) => r.after?.callId === callId)).toHaveLength(1);
    expect((await owner('GET', '/api/v2/live')).body.calls.map((c: { callId: string }) => c.callId)).not.toContain(callId);
  });

  it('is out of reach of another organization: 403 naming it, 404 guessing the id', async () => {
    expect(await call(server, 'GET', `/api/v2/live/calls/${callId}`, { token: t.globexOwner, target: orgs.acme })).toEqual(FORBIDDEN);
    expect((await call(server, 'GET', `/api/v2/live/calls/${callId}`, { token: t.globexOwner })).status).toBe(404);
    expect((await call(server, 'POST', `/api/v2/live/calls/${callId}/end`, { token: t.globexOwner })).status).toBe(404);
  });
});

const texter = freshNumber();
const first = await call(server, 'POST', '/dev/carrier/sms', { body: { from: texter, to: agentNumber, text: 'Hi, are you open today?' } });
const roomId: string = first.body.roomId;
const path = `/api/v2/live/conversations/${roomId}`;
const outRows = () => db.select().from(conversationMessages).where(and(eq(conversationMessages.roomId, roomId), eq(conversationMessages.direction, 'out')));

describe('an SMS conversation', () => {
  it('is listed live and opened with its messages', async () => {
    expect(first.body.status).toBe('answered');
    const live = await owner('GET', '/api/v2/live');
    expect(live.body.conversations.find((r: { roomId: string }) => r.roomId === roomId)).toMatchObject({ externalNumber: texter, agentNumber, aiAgentEnabled: true });
    const opened = await owner('GET', path);
    expect(opened.body.messages.map((m: { direction: string }) => m.direction)).toEqual(['in', 'out']);
  });

  it('refuses a supervisor\'s message until it is taken over', async () => {
    expect((await owner('POST', `${path}/messages`, { messageId: crypto.randomUUID(), text: 'Hello' })).status).toBe(409);
  });

  it('taken over: the agent stops answering, the supervisor writes once per messageId, and both are audited', async () => {
    const taken = await owner('POST', `${path}/takeover`, {});
    expect(taken.body.conversation.aiAgentEnabled).toBe(false);
    expect((await auditRows(server, 'conversation.takenOver')).at(-1)?.after).toEqual({ roomId });
    const held = await call(server, 'POST', '/dev/carrier/sms', { body: { from: texter, to: agentNumber, text: 'Hello? Anyone?' } });
    expect(held.body).toMatchObject({ status: 'held', reply: null });
    const answersBefore = (await outRows()).length;
    const messageId = crypto.randomUUID();
    const sent = await owner('POST', `${path}/messages`, { messageId, text: 'Yes, we are open until 6 pm.' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatchObject({ uuid: messageId, body: 'Yes, we are open until 6 pm.', repeated: false });
    const again = await owner('POST', `${path}/messages`, { messageId, text: 'Yes, we are open until 6 pm.' });
    expect(again.body.message.repeated).toBe(true);
    expect((await outRows()).length).toBe(answersBefore + 1);
    expect((await owner('POST', `${path}/messages`, { messageId, text: 'Something else' })).status).toBe(409);
    const back = await owner('POST', `${path}/takeover`, { agent: true });
    expect(back.body.conversation.aiAgentEnabled).toBe(true);
    expect((await auditRows(server, 'conversation.handedBack')).at(-1)?.after).toEqual({ roomId });
  });

  it('refuses bad input naming the field, and another organization', async () => {
    expect((await owner('POST', `${path}/messages`, { messageId: 'x', text: 'Hi' })).body.message).toMatch(/^messageId: /);
    expect((await owner('POST', `${path}/messages`, { messageId: crypto.randomUUID(), text: '  ' })).body.message).toMatch(/^text: /);
    expect((await owner('POST', `${path}/takeover`, { agent: 'no' })).body.message).toMatch(/^agent: /);
    expect((await owner('GET', '/api/v2/live/conversations/not-a-room')).body.message).toMatch(/^roomId: /);
    expect(await call(server, 'POST', `${path}/takeover`, { token: t.globexOwner, target: orgs.acme, body: {} })).toEqual(FORBIDDEN);
    expect((await call(server, 'POST', `${path}/takeover`, { token: t.globexOwner, body: {} })).status).toBe(404);
  });
});

describe('a forwarding test call coming back', () => {
  it('reaches the number through the carrier\'s inbound path, proves forwarding and is not answered by the agent', async () => {
    const [phone] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.number, agentNumber));
    const [check] = await db.insert(forwardingChecks).values({ phoneNumberId: phone!.id, number: agentNumber, accountId: orgs.acme, cellNumber: freshNumber(), status: 'ringing' }).returning();
    const back = await call(server, 'POST', '/dev/carrier/call', { body: { from: agentNumber, to: agentNumber, turns: ['hello'] } });
    expect(back.body).toMatchObject({ status: 'refused', replies: [] });
    const [after] = await db.select().from(forwardingChecks).where(eq(forwardingChecks.id, check!.id));
    expect(after!.status).toBe('proven');
  });
});
