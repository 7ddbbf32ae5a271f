// The test chat over HTTP (issue 9 point 7) with the embedded demo model: the stream's events in
// order, the action, function and transfer the agent's staging payload leads to, the JSON errors
// before the stream, and the refusals outside the caller's subtree.
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { DEMO_LABEL } from '../../server/providers/llm/messages';
import { eq } from 'drizzle-orm';
import { accounts, calendarBookings, calls } from '../../server/db/schema';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { apiUrl, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const desk = server.seeded.agents.acme[0];

async function chat(token: string, body: Record<string, unknown>, target: number = desk) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events: { event: string; data: any }[] = [];
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) });
    parser.feed(text);
  }
  return { status: response.status, type: response.headers.get('content-type'), events, text };
}

const named = (events: { event: string; data: any }[], name: string) => events.filter((e) => e.event === name).map((e) => e.data);

describe('runPrompt with the demo model', () => {
  it('streams the provider first, tokens, then the action and its function call, then done', async () => {
    const res = await chat(t.acmeOwner, { promptText: 'Can I book an appointment for tomorrow at 3 pm?' });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/event-stream/);
    expect(res.events[0]).toEqual({ event: 'provider', data: { kind: 'demo', label: DEMO_LABEL, model: 'switchboard-demo-1' } });
    expect(res.events.at(-1)!.event).toBe('done');
    expect(named(res.events, 'action')).toEqual([{ name: 'Book appointment' }]);
    expect(named(res.events, 'function')).toEqual([{ app: 'calendar:1', name: 'bookAppointment', arguments: { date: 'tomorrow', time: '3 pm' } }]);
    const tokens = named(res.events, 'token').map((d) => d.text).join('');
    // the booking is made as on a call (the Demo calendar: Acme has no calendar here); `done` says how it went
    const done = named(res.events, 'done')[0];
    expect(done.reply.startsWith(tokens)).toBe(true);
    expect(done.booking).toMatchObject({ provider: 'demo' });
  });

  it('proposes a transfer when the caller asks for a person', async () => {
    const res = await chat(t.acmeOwner, { promptText: 'I want to talk to a real person', history: [{ role: 'user', content: 'Hi' }] });
    expect(named(res.events, 'transfer')).toEqual([{ action: 'Transfer to a human', to: '+15551230100', confirm: false }]);
  });

  it('follows the staging prompt (variables filled) and says it is the demo model', async () => {
    const res = await chat(t.acmeOwner, { promptText: 'Hello there' });
    const reply = named(res.events, 'done')[0].reply;
    expect(reply).toContain('demo model');
    expect(reply).toContain('You are the friendly front desk of Acme.');
  });

  it('answers input and access errors as JSON before any stream', async () => {
    const empty = await chat(t.acmeOwner, { promptText: '' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).message).toBe('promptText: Required');
    const foreign = await chat(t.globexOwner, { promptText: 'Hi' });
    expect({ status: foreign.status, body: JSON.parse(foreign.text) }).toEqual(FORBIDDEN);
    const viaBody = await chat(t.globexOwner, { promptText: 'Hi', targetAgent: desk }, server.seeded.agents.globex[0]);
    expect(viaBody.status).toBe(403);
    const notAgent = await call(server, 'POST', '/api/v1/agent/runPrompt', { token: t.acmeOwner, body: { promptText: 'Hi' } });
    expect(notAgent.status).toBe(400);
  });
});

describe('the test chat books like a call (issue 23)', () => {
  // a Tuesday in the Demo calendar's hours
  const ASK = 'Can I book an appointment on 2031-03-04 at 10 am?';
  const bookingsOf = (uuid: string) => server.db.db.select().from(calendarBookings).where(eq(calendarBookings.callUuid, uuid));

  it('books in the Demo calendar when the organization has no calendar, says so, and records it with the test call', async () => {
    const first = await chat(t.acmeOwner, { promptText: ASK, conversationId: 'book-1' });
    const done = named(first.events, 'done')[0];
    expect(done.booking).toMatchObject({ ok: true, provider: 'demo', providerLabel: 'Demo calendar', label: expect.stringContaining('4 Mar 2031') });
    expect(done.reply).toMatch(/Booked: .*4 Mar 2031.* \(Demo calendar\)\.$/);
    const uuid = `test-${desk}-book-1`;
    const booked = await bookingsOf(uuid);
    expect(booked.map((b) => [b.provider, b.agentId, b.id])).toEqual([['demo', desk, done.booking.id]]);
    const [record] = await server.db.db.select().from(calls).where(eq(calls.uuid, uuid));
    expect(record!.appointmentBooked).toBe(1);
    expect(record!.transcript!.at(-1)).toMatchObject({ role: 'agent', text: done.reply, booking: { ok: true, id: done.booking.id } });
    // the schedule lists it with the other bookings
    const schedule = (await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule;
    expect(JSON.stringify(schedule)).toContain(done.booking.id);

    // the same turn sent again (the console retrying): its booking, not a second one
    const again = named((await chat(t.acmeOwner, { promptText: ASK, conversationId: 'book-1' })).events, 'done')[0];
    expect(again.booking).toMatchObject({ ok: true, id: done.booking.id });
    expect(await bookingsOf(uuid)).toHaveLength(1);
    // the next turn asking for the same time: taken, and the agent says so
    const next = named((await chat(t.acmeOwner, { promptText: ASK, conversationId: 'book-1', history: [{ role: 'user', content: ASK }, { role: 'assistant', content: done.reply }] })).events, 'done')[0];
    expect(next.booking).toEqual({ ok: false, provider: 'demo', problem: 'That time is already booked' });
    expect(next.reply).toMatch(/I could not book that: That time is already booked\.$/);
    expect(await bookingsOf(uuid)).toHaveLength(1);
    // the earlier answer keeps its booking in the record
    const [later] = await server.db.db.select().from(calls).where(eq(calls.uuid, uuid));
    expect(later!.transcript!.filter((l) => l.booking).map((l) => l.booking!.ok)).toEqual([true, false]);
  });

  it('books nothing when the calendar integration is switched off, as a call does', async () => {
    const off = await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { provider: 'demo', enabled: false } });
    expect(off.body.schedule).toMatchObject({ provider: 'demo', enabled: false });
    const res = await chat(t.acmeOwner, { promptText: 'Can I book an appointment on 2031-03-05 at 10 am?', conversationId: 'book-off' });
    expect(named(res.events, 'function')).toHaveLength(1);
    const done = named(res.events, 'done')[0];
    expect(done.booking).toBeUndefined();
    expect(done.reply).not.toMatch(/Booked|could not book/);
    expect(await bookingsOf(`test-${desk}-book-off`)).toEqual([]);
    await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { enabled: true } });
  });
});

describe('runPrompt on staging before publishing', () => {
  it('answers from the unpublished staging prompt by default, from production when asked', async () => {
    const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
    const harbor = await signIn(server, 'owner@harbordental.example');
    const { campaign } = (await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body;
    const staged = 'You are Staging Sam, not yet published. Help callers.';
    const saved = await call(server, 'POST', '/api/v2/campaign', { token: harbor, target: reception.id, body: { agentInstructions: staged, baseRevision: campaign.revision } });
    expect(saved.body.campaign.unpublishedChanges).toBe(true);
    const reply = async (version?: string) => named((await chat(harbor, { promptText: 'Hello there', ...(version ? { version } : {}) }, reception.id)).events, 'done')[0].reply as string;
    expect(await reply()).toContain('Staging Sam');
    const production = await reply('production');
    expect(production).not.toContain('Staging Sam');
    expect(production).toContain(campaign.production.agentInstructions.split('{{')[0].trim()); // its variables filled
  });
});

