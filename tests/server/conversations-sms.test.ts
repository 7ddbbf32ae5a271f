// Issue 18 point 2, SMS: an inbound message to a number assigned to an agent is answered from the
// agent's published campaign (demo model), and the exchange writes both messages, 'message.in' and
// 'message.out', and a call record; an unpublished agent answers a refusal (logged), a number with
// no agent (or another org's agent) a refusal; a failed model turn writes nothing; a flooding caller
// is throttled without touching another caller's answers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentCampaigns } from '../../server/db/schema';
import { conversationRuntime } from '../../server/conversations';
import { NO_AGENT_REPLY, NOT_PUBLISHED_REPLY, TURN_FAILED } from '../../server/conversations/messages';
import { call, serverWith } from './helpers';
import { assignNumber, eventsAbout, failingModel, freshNumber, messagesOfRoom, recordOf, recordsOfRoom, roomsOf } from './conversationsFixture';

const { server } = await serverWith();
const db = server.db.db;
const { orgs, agents } = server.seeded;
const sms = (body: object) => call(server, 'POST', '/dev/carrier/sms', { body });

describe('an inbound SMS', () => {
  it("is answered from the agent's published campaign and recorded", async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const first = await sms({ from, to, text: 'Hi, can I book an appointment for tomorrow at 10 am?' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'answered', carrier: 'Demo carrier' });
    expect(first.body.reply).toContain('book appointment');
    const roomId = first.body.roomId as string;
    const record = await recordOf(db, first.body.uuid);
    expect(record).toMatchObject({ accountId: orgs.acme, agentId: agents.acme[0], fromNumber: from, toNumber: to, direction: 'sms', appointmentBooked: 1, roomId });
    expect(record.transcript).toEqual([
      { role: 'caller', text: 'Hi, can I book an appointment for tomorrow at 10 am?', offset: 0 },
      { role: 'agent', text: first.body.reply, offset: 0 },
    ]);
    const types = (await eventsAbout(db, 'roomId', roomId)).map((e) => [e.type, e.accountId, e.agentId]);
    expect(types).toEqual([['message.in', orgs.acme, agents.acme[0]], ['message.out', orgs.acme, agents.acme[0]]]);
    // the second message continues the same room, and the agent sees the history
    const second = await sms({ from, to, text: 'Thanks!' });
    expect(second.body.roomId).toBe(roomId);
    const messages = await messagesOfRoom(db, roomId);
    expect(messages.map((m) => [m.direction, m.body])).toEqual([
      ['in', 'Hi, can I book an appointment for tomorrow at 10 am?'],
      ['out', first.body.reply],
      ['in', 'Thanks!'],
      ['out', second.body.reply],
    ]);
    expect(messages[1].functions).toEqual([expect.objectContaining({ name: 'bookAppointment' })]);
    expect(await recordsOfRoom(db, roomId)).toHaveLength(2);
  });

  it('stores and answers markup as text', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const text = '<script>alert(1)</script> hello';
    const reply = await sms({ from: freshNumber(), to, text });
    expect((await messagesOfRoom(db, reply.body.roomId))[0].body).toBe(text);
  });

  it('rings the transfer target when the agent transfers', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const reply = await sms({ from: freshNumber(), to, text: 'Can I talk to a real person please?' });
    expect(reply.body).toMatchObject({ status: 'answered', reply: 'Let me connect you with a colleague.', transferTo: '+15551230100' });
    expect(await recordOf(db, reply.body.uuid)).toMatchObject({ transfer: '+15551230100', transferMade: 1 });
  });

  it('offers the transfer first under confirmTransfers, and makes it on yes', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[2]); // the sales line confirms transfers
    const from = freshNumber();
    const offer = await sms({ from, to, text: 'I want to talk to a person about pricing' });
    expect(offer.body.reply).toContain('Shall I transfer you now?');
    expect(offer.body.transferTo).toBeNull();
    const yes = await sms({ from, to, text: 'Yes please' });
    expect(yes.body).toMatchObject({ reply: 'Connecting you now.', transferTo: '+15551230100' });
  });

  it('answers a refusal, logged, when the agent has nothing published', async () => {
    const to = await assignNumber(db, orgs.globex, agents.globex[1]);
    await db.update(agentCampaigns).set({ production: null }).where(eq(agentCampaigns.agentId, agents.globex[1]));
    const reply = await sms({ from: freshNumber(), to, text: 'Hello?' });
    expect(reply.body).toMatchObject({ status: 'refused', reply: NOT_PUBLISHED_REPLY });
    expect((await recordOf(db, reply.body.uuid)).transcript?.[1]).toMatchObject({ role: 'agent', text: NOT_PUBLISHED_REPLY });
  });

  it('answers a refusal for a number with no agent, and never runs another org\'s agent', async () => {
    const unassigned = await assignNumber(db, orgs.acme, null);
    // a row pointing a Globex number at an Acme agent (what a bug elsewhere could leave): refused
    const crossed = await assignNumber(db, orgs.globex, agents.acme[0]);
    for (const to of [unassigned, crossed, freshNumber()]) {
      const reply = await sms({ from: freshNumber(), to, text: 'Hello?' });
      expect(reply.body).toMatchObject({ status: 'no-agent', reply: NO_AGENT_REPLY, roomId: null });
    }
  });

  it('refuses numbers that are not E.164, naming the field', async () => {
    expect(await sms({ from: '555-0100', to: '+15551230100', text: 'x' })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^from: /) } });
    expect(await sms({ from: '+15551230100', to: '+15551230101', text: '' })).toMatchObject({ status: 400, body: { message: 'text: Required' } });
  });

  it('writes nothing when the model fails', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const failing = failingModel('unreachable');
    const runtime = conversationRuntime(db, { model: failing });
    const from = freshNumber();
    await expect(runtime.receiveSms({ from, to, text: 'Hello?', carrierMessageId: 'SMfailed1' })).rejects.toThrow();
    const [room] = await roomsOf(db, to, from);
    expect(await messagesOfRoom(db, room.id)).toEqual([]);
    expect(await eventsAbout(db, 'roomId', room.id)).toEqual([]);
    expect(await recordsOfRoom(db, room.id)).toEqual([]);
    expect(TURN_FAILED).toMatch(/Nothing was recorded/);
  });

  it('answers a retried carrier message once', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const runtime = conversationRuntime(db);
    const message = { from: freshNumber(), to, text: 'Hello there', carrierMessageId: 'SMretried1' };
    const first = await runtime.receiveSms(message);
    const again = await runtime.receiveSms(message);
    expect(again).toMatchObject({ status: 'duplicate', reply: first.reply, roomId: first.roomId });
    expect(await messagesOfRoom(db, first.roomId!)).toHaveLength(2);
  });
});

describe('a caller flooding a number', () => {
  it('is throttled, recorded but unanswered, while another caller still gets answers', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const runtime = conversationRuntime(db, { limits: { floodMax: 3, floodWindowMs: 60_000 } });
    const flooder = freshNumber();
    const other = freshNumber();
    const flood = await Promise.all(Array.from({ length: 8 }, (_, i) => runtime.receiveSms({ from: flooder, to, text: `spam ${i}` })));
    const answered = await runtime.receiveSms({ from: other, to, text: 'Hello, are you open today?' });
    expect(flood.filter((r) => r.status === 'answered')).toHaveLength(3);
    expect(flood.filter((r) => r.status === 'throttled').map((r) => r.reply)).toEqual([null, null, null, null, null]);
    expect(answered).toMatchObject({ status: 'answered', reply: expect.any(String) });
    const floodRoom = flood[0].roomId!;
    const messages = await messagesOfRoom(db, floodRoom);
    expect(messages.filter((m) => m.direction === 'in')).toHaveLength(8);
    expect(messages.filter((m) => m.unanswered === 'throttled')).toHaveLength(5);
    expect(await recordsOfRoom(db, floodRoom)).toHaveLength(3);
  });
});
