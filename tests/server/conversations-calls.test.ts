// Issue 18 point 2, voice: a call to a number assigned to an agent (the demo carrier's simulated
// caller) is answered turn by turn from the agent's published campaign; the call record and the
// call events are written; a transfer rings its target; an unpublished agent's refusal is logged;
// a failed turn writes nothing; another org's agent never answers.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentCampaigns } from '../../server/db/schema';
import { conversationRuntime } from '../../server/conversations';
import { callGreeting, NO_AGENT_REPLY, NOT_PUBLISHED_REPLY, TURN_FAILED } from '../../server/conversations/messages';
import type { Carrier } from '../../server/providers/carrier';
import { selectCarrier } from '../../server/providers/carrier';
import { startTestServer } from '../../server/testing';
import { call, serverWith } from './helpers';
import { assignNumber, callRow, eventsAbout, failingModel, freshNumber, recordOf } from './conversationsFixture';

const { server } = await serverWith();
const db = server.db.db;
const { orgs, agents } = server.seeded;
const dial = (body: object) => call(server, 'POST', '/dev/carrier/call', { body });

describe('an inbound call', () => {
  it("is answered turn by turn from the agent's published campaign, and recorded when it ends", async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const turns = ['Hello, what are your opening hours?', 'Can I book an appointment for Monday at 9 am?'];
    const reply = await dial({ from, to, turns, callerName: 'Ann Lee' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'answered', carrier: 'Demo carrier', transferTo: null });
    expect(reply.body.replies).toHaveLength(3);
    expect(reply.body.replies[0]).toBe(callGreeting('Front Desk'));
    expect(reply.body.replies[1]).toContain('My instructions begin: "You are the friendly front desk of Acme.');
    expect(reply.body.replies[2]).toContain('book appointment');
    const record = await recordOf(db, reply.body.callId);
    expect(record).toMatchObject({ accountId: orgs.acme, agentId: agents.acme[0], direction: 'inbound', fromNumber: from, toNumber: to, cnam: 'Ann Lee', appointmentBooked: 1, transferMade: 0 });
    expect(record.transcript?.map((l) => [l.role, l.text])).toEqual(reply.body.transcript.map((l: { role: string; text: string }) => [l.role, l.text]));
    const row = await callRow(db, reply.body.carrierCallId);
    expect(row).toMatchObject({ status: 'ended', endStatus: 'completed', turns: 2, actions: ['Book appointment'] });
    expect(row.functions).toEqual([expect.objectContaining({ app: 'calendar:1', name: 'bookAppointment' })]);
    const events = await eventsAbout(db, 'callId', reply.body.callId);
    expect(events.map((e) => [e.type, e.accountId])).toEqual([
      ['call.started', orgs.acme],
      ['call.turn', orgs.acme],
      ['call.turn', orgs.acme],
      ['call.ended', orgs.acme],
    ]);
    expect(events[2].payload).toMatchObject({ caller: turns[1], actions: ['Book appointment'] });
  });

  it('rings the transfer target through the carrier and stops taking turns', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const placed: string[] = [];
    const demo = selectCarrier();
    const carrier: Carrier = Object.assign(Object.create(demo) as Carrier, {
      placeCall: async (c: { to: string; from: string; callId: string }) => (placed.push(`${c.from}->${c.to}`), demo.placeCall(c)),
    });
    const runtime = conversationRuntime(db, { carrier });
    const carrierCallId = 'CAtransfer01';
    await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    const step = await runtime.callTurn(carrierCallId, 'I want to speak to a person');
    expect(step).toMatchObject({ say: 'Let me connect you with a colleague.', transferTo: '+15551230100' });
    expect(placed).toEqual([`${to}->+15551230100`]);
    await expect(runtime.callTurn(carrierCallId, 'Hello?')).rejects.toMatchObject({ status: 404 });
    const uuid = await runtime.endCall(carrierCallId, 'completed');
    expect(await recordOf(db, uuid!)).toMatchObject({ transfer: '+15551230100', transferMade: 1 });
  });

  it('answers a refusal, logged as a call record, when the agent has nothing published', async () => {
    const to = await assignNumber(db, orgs.globex, agents.globex[2]);
    await db.update(agentCampaigns).set({ production: null }).where(eq(agentCampaigns.agentId, agents.globex[2]));
    const reply = await dial({ from: freshNumber(), to, turns: ['Hello?'] });
    expect(reply.body).toMatchObject({ status: 'refused', replies: [NOT_PUBLISHED_REPLY] });
    expect((await recordOf(db, reply.body.callId)).transcript).toEqual([{ role: 'agent', text: NOT_PUBLISHED_REPLY, offset: 0 }]);
  });

  it("never runs another org's agent, and refuses a number with no agent", async () => {
    const crossed = await assignNumber(db, orgs.globex, agents.acme[1]);
    for (const to of [crossed, freshNumber()]) {
      const reply = await dial({ from: freshNumber(), to, turns: ['Hello?'] });
      expect(reply.body).toMatchObject({ status: 'no-agent', replies: [NO_AGENT_REPLY], callId: null });
    }
  });

  it('writes nothing for a failed turn', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const runtime = conversationRuntime(db);
    const carrierCallId = 'CAfailed01';
    await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    const before = await callRow(db, carrierCallId);
    const failing = failingModel('timeout');
    await expect(conversationRuntime(db, { model: failing }).callTurn(carrierCallId, 'Hello?')).rejects.toThrow();
    expect(await callRow(db, carrierCallId)).toEqual(before);
    expect((await eventsAbout(db, 'callId', before.uuid)).map((e) => e.type)).toEqual(['call.started']);
    expect(await recordOf(db, before.uuid)).toBeUndefined();
    expect(TURN_FAILED).toContain('Nothing was recorded');
  });

  it('refuses more turns than a simulated call takes, naming the field', async () => {
    const reply = await dial({ from: freshNumber(), to: freshNumber(), turns: Array.from({ length: 51 }, () => 'x') });
    expect(reply).toMatchObject({ status: 400, body: { message: 'turns: At most 50 turns' } });
  });
});

describe('the demo carrier outside demo mode', () => {
  it('is not there (404)', async () => {
    const live = await startTestServer({ demo: false });
    try {
      for (const path of ['/dev/carrier/sms', '/dev/carrier/call']) {
        expect((await call(live, 'POST', path, { body: { from: '+15559990001', to: '+15551230100', text: 'Hi', turns: [] } })).status).toBe(404);
      }
    } finally {
      await live.close();
    }
  });
});
