// Issue 18 point 5, the demo carrier's caller turn by turn: a call started, said line by line and
// hung up is in progress between requests (the Live view lists it), and is recorded once with its
// events when it ends; a supervisor's End reaches the caller on the next turn; a callId does not let
// another line or another org's number drive the call; bad input is a 400 naming the field.
import { describe, expect, it } from 'vitest';
import { CALL_NOT_LIVE, callGreeting } from '../../server/conversations/messages';
import { startTestServer } from '../../server/testing';
import { call, serverWith } from './helpers';
import { assignNumber, eventsAbout, freshNumber, recordOf } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const post = (path: string, body: object) => call(server, 'POST', path, { body });
const live = async () => (await call(server, 'GET', '/api/v2/live', { token: t.acmeOwner })).body.calls.map((c: { callId: string }) => c.callId);

describe('a demo call turn by turn', () => {
  it('is in progress between turns, and recorded once with its events when the caller hangs up', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const started = await post('/dev/carrier/call/start', { from, to, callerName: 'Ann Lee' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ carrier: 'Demo carrier', reply: callGreeting('Front Desk'), status: 'in-progress' });
    const { callId } = started.body;
    expect(await live()).toContain(callId);
    const turn = await post(`/dev/carrier/call/${callId}/turn`, { from, to, text: 'Can I book an appointment for Monday at 9 am?' });
    expect(turn.status).toBe(200);
    expect(turn.body).toMatchObject({ callId, status: 'in-progress', reply: expect.stringContaining('book appointment') });
    expect(await recordOf(db, callId)).toBeUndefined();
    expect(await live()).toContain(callId);
    const ended = await post(`/dev/carrier/call/${callId}/end`, { from, to });
    expect(ended.body).toMatchObject({ callId, status: 'ended', reply: null });
    expect(await recordOf(db, callId)).toMatchObject({ accountId: orgs.acme, fromNumber: from, toNumber: to, cnam: 'Ann Lee', appointmentBooked: 1 });
    expect((await post(`/dev/carrier/call/${callId}/end`, { from, to })).body.status).toBe('ended');
    expect((await eventsAbout(db, 'callId', callId)).map((e) => [e.type, e.accountId])).toEqual([
      ['call.started', orgs.acme],
      ['call.turn', orgs.acme],
      ['call.ended', orgs.acme],
    ]);
    expect(await live()).not.toContain(callId);
  });

  it('tells the caller, on the next turn, that a supervisor ended it', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const { callId } = (await post('/dev/carrier/call/start', { from, to })).body;
    expect((await call(server, 'POST', `/api/v2/live/calls/${callId}/end`, { token: t.acmeOwner })).status).toBe(200);
    const next = await post(`/dev/carrier/call/${callId}/turn`, { from, to, text: 'Hello?' });
    expect(next.body).toMatchObject({ callId, status: 'ended', reply: null });
    expect((await eventsAbout(db, 'callId', callId)).map((e) => e.type)).toEqual(['call.started', 'call.ended']);
  });

  it('is driven only by the line that placed it to the number it dialled', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const globexNumber = await assignNumber(db, orgs.globex, agents.globex[0]);
    const from = freshNumber();
    const { callId } = (await post('/dev/carrier/call/start', { from, to })).body;
    const refused = { status: 404, body: expect.objectContaining({ message: CALL_NOT_LIVE }) };
    // a caller of another org's number, or another line, holding this callId
    expect(await post(`/dev/carrier/call/${callId}/turn`, { from, to: globexNumber, text: 'Hi' })).toMatchObject(refused);
    expect(await post(`/dev/carrier/call/${callId}/turn`, { from: freshNumber(), to, text: 'Hi' })).toMatchObject(refused);
    expect(await post(`/dev/carrier/call/${callId}/end`, { from, to: globexNumber })).toMatchObject(refused);
    expect(await post(`/dev/carrier/call/${crypto.randomUUID()}/end`, { from, to })).toMatchObject(refused);
    expect(await live()).toContain(callId);
    expect((await eventsAbout(db, 'callId', callId)).map((e) => e.type)).toEqual(['call.started']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const from = freshNumber();
    const { callId } = (await post('/dev/carrier/call/start', { from, to })).body;
    const named = async (path: string, body: object, field: string) => {
      const reply = await post(path, body);
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(field);
    };
    await named('/dev/carrier/call/start', { from: 'nobody', to }, 'from');
    await named(`/dev/carrier/call/${callId}/turn`, { from, to, text: '   ' }, 'text');
    await named(`/dev/carrier/call/${callId}/turn`, { from, to, text: 'x'.repeat(2001) }, 'text');
    await named('/dev/carrier/call/not-an-id/turn', { from, to, text: 'Hi' }, 'callId');
    await named(`/dev/carrier/call/${callId}/end`, { from }, 'to');
  });
});

describe('outside demo mode the turn routes', () => {
  it('are not there (404)', async () => {
    const off = await startTestServer({ demo: false });
    try {
      const id = crypto.randomUUID();
      for (const path of ['/dev/carrier/call/start', `/dev/carrier/call/${id}/turn`, `/dev/carrier/call/${id}/end`]) {
        expect((await call(off, 'POST', path, { body: { from: '+15559990001', to: '+15551230100', text: 'Hi' } })).status).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
