// Issue 23 leftover 3: a booking and the call turn that makes it are one unit, under the turn's key
// (`call:<uuid>:<turn>`): two deliveries of one turn (the loser answers 409) book once, in Calendly
// too (the stub counts POST /invitees); a turn whose write fails leaves no booking (the Demo calendar's
// rolls back with it; Calendly's invitee is cancelled and Google's event deleted at the stub), and its
// retry books once; a key that booked answers its booking without asking the provider again. No
// provider is asked inside a transaction: while a slow Calendly books, the database answers other
// requests (on PGlite, one connection, this is the proof).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { conversationRuntime } from '../../server/conversations';
import { calendarBookings } from '../../server/db/schema';
import { HttpError } from '../../server/http';
import { bookAppointment } from '../../server/integrations/booking';
import { selectLanguageModel, type LanguageModel } from '../../server/providers/llm';
import { call, fileEnv, serverWith } from './helpers';
import { assignNumber, callRow, freshNumber } from './conversationsFixture';
import { CALENDLY_PAT, connectGoogle, startIntegrationStubs } from './integrationStubs';

const stub = await startIntegrationStubs();
fileEnv(stub.env);
afterAll(() => stub.close());

const { server, t } = await serverWith(['acmeOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const to = await assignNumber(db, orgs.acme, agents.acme[0]);
const bookingsOf = (callUuid: string) => db.select().from(calendarBookings).where(eq(calendarBookings.callUuid, callUuid));
const invitees = () => stub.requests.filter((r) => r.method === 'POST' && r.path === '/calendly/invitees').length;
const carrierId = () => `CA${randomUUID().replace(/-/g, '')}`;
// a Tuesday, in the Demo calendar's hours in any time zone the seed uses
const SAID = 'Please book an appointment on 2031-03-04 at 11 am, my email is ann@example.com';

/** Runs `work` while the database refuses the call's turn write (a real failure of the write, after any booking). */
async function refusingTurnWrite(carrierCallId: string, work: () => Promise<unknown>) {
  await db.execute(sql.raw(`
    create or replace function refuse_turn() returns trigger language plpgsql as $$
    begin
      if new.carrier_call_id = '${carrierCallId}' and new.turns > old.turns then raise exception 'turn write refused'; end if;
      return new;
    end $$`));
  await db.execute(sql.raw('create trigger refuse_turn before update on conversation_calls for each row execute function refuse_turn()'));
  try {
    await work();
  } finally {
    await db.execute(sql.raw('drop trigger refuse_turn on conversation_calls'));
    await db.execute(sql.raw('drop function refuse_turn()'));
  }
}

/** The demo model, held until `count` turns have read their call (so they race for the same turn). */
function gatedModel(count: number): LanguageModel {
  const demo = selectLanguageModel({});
  let waiting = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return {
    info: demo.info,
    async *stream(request) {
      if (++waiting === count) release();
      await all;
      yield* demo.stream(request);
    },
    suggest: (request) => demo.suggest(request),
  };
}

describe('a booking made during a call turn', () => {
  it('is made once when two deliveries of the turn race: the loser answers 409 and Calendly is asked once', async () => {
    expect((await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: CALENDLY_PAT } })).status).toBe(200);
    const runtime = conversationRuntime(db, { model: gatedModel(2) });
    const carrierCallId = carrierId();
    const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    const before = invitees();
    const results = await Promise.allSettled([runtime.callTurn(carrierCallId, SAID), runtime.callTurn(carrierCallId, SAID)]);
    const answered = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(answered).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(HttpError);
    expect((refused[0] as PromiseRejectedResult).reason.status).toBe(409);
    expect((answered[0] as PromiseFulfilledResult<{ say: string }>).value.say).toMatch(/Booked: .+ \(Calendly\)\.$/);
    // one invitee at Calendly, one booking, keyed by the call's first turn
    expect(invitees() - before).toBe(1);
    const booked = await bookingsOf(started.callUuid!);
    expect(booked.map((b) => [b.provider, b.turnKey])).toEqual([['calendly', `call:${started.callUuid}:0`]]);
    const row = await callRow(db, carrierCallId);
    expect(row!.turns).toBe(1);
    expect(row!.transcript[2]).toMatchObject({ role: 'agent', booking: { ok: true, provider: 'calendly', id: booked[0]!.id } });

    // the same turn's key again (a retry that got this far): its booking, Calendly not asked again
    const again = await bookAppointment(db, orgs.acme, { date: '2031-03-04', time: '11 am', email: 'ann@example.com' }, {
      agentId: agents.acme[0], callUuid: started.callUuid, roomId: row!.roomId, caller: row!.fromNumber, timezone: 'UTC', turnKey: `call:${started.callUuid}:0`,
    });
    expect(again).toMatchObject({ ok: true, id: booked[0]!.id, provider: 'calendly' });
    expect(invitees() - before).toBe(1);
    expect(await bookingsOf(started.callUuid!)).toHaveLength(1);
    expect((await call(server, 'DELETE', '/api/v2/calendly', { token: t.acmeOwner })).status).toBe(200);
  });

  it('leaves no booking when the turn write fails, and the retried turn books once (Demo calendar)', async () => {
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { provider: 'demo', enabled: true } })).body.schedule).toMatchObject({ provider: 'demo', enabled: true });
    const runtime = conversationRuntime(db);
    const carrierCallId = carrierId();
    const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    await refusingTurnWrite(carrierCallId, () => expect(runtime.callTurn(carrierCallId, SAID)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'turn write refused' }) }));
    expect(await bookingsOf(started.callUuid!)).toEqual([]);
    expect((await callRow(db, carrierCallId))!.turns).toBe(0);

    // the carrier retries the turn: it books, once
    const retried = await runtime.callTurn(carrierCallId, SAID);
    expect(retried.say).toMatch(/Booked: .+ \(Demo calendar\)\.$/);
    const booked = await bookingsOf(started.callUuid!);
    expect(booked.map((b) => [b.provider, b.turnKey])).toEqual([['demo', `call:${started.callUuid}:0`]]);
  });

  it('asks a slow Calendly with no transaction open: the database answers other requests meanwhile', async () => {
    expect((await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: CALENDLY_PAT } })).status).toBe(200);
    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule).toMatchObject({ provider: 'calendly', enabled: true });
    const runtime = conversationRuntime(db);
    const carrierCallId = carrierId();
    const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    const before = invitees();
    stub.state.inviteeDelayMs = 2000;
    let settled = false;
    try {
      const turn = runtime.callTurn(carrierCallId, SAID).finally(() => (settled = true));
      // Calendly has the request and has not answered: the claim is committed, the booking waits
      for (let i = 0; invitees() === before && i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(invitees() - before).toBe(1);
      const shown = Date.now();
      const schedule = await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner });
      expect(schedule.status).toBe(200);
      expect(Date.now() - shown).toBeLessThan(1500);
      expect(settled).toBe(false);
      const [claim] = await bookingsOf(started.callUuid!);
      expect(claim).toMatchObject({ state: 'pending', provider: 'calendly', turnKey: `call:${started.callUuid}:0` });
      // the pending claim is no booking yet: the schedule does not list it
      expect(schedule.body.schedule.bookings.map((b: { id: string }) => b.id)).not.toContain(claim!.id);
      expect((await turn).say).toMatch(/Booked: .+ \(Calendly\)\.$/);
    } finally {
      stub.state.inviteeDelayMs = 0;
    }
    expect((await bookingsOf(started.callUuid!)).map((b) => [b.state, b.externalId])).toEqual([['booked', expect.stringMatching(/^https:\/\/api\.calendly\.com\/scheduled_events\/S\d+\/invitees\//)]]);
  });

  it('cancels the Calendly booking of a turn whose write fails, and the retried turn books once', async () => {
    const runtime = conversationRuntime(db);
    const carrierCallId = carrierId();
    const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    const before = invitees();
    await refusingTurnWrite(carrierCallId, () => expect(runtime.callTurn(carrierCallId, SAID)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'turn write refused' }) }));
    expect(invitees() - before).toBe(1);
    const [cancelled] = await bookingsOf(started.callUuid!);
    expect(cancelled).toMatchObject({ state: 'cancelled', turnKey: `call:${started.callUuid}:0` });
    const event = /scheduled_events\/([^/]+)\//.exec(cancelled!.externalId!)![1]!;
    expect(stub.requests.filter((r) => r.method === 'POST' && r.path === `/calendly/scheduled_events/${event}/cancellation`)).toHaveLength(1);
    expect(stub.calendlyEvents.get(event)).toBe('canceled');
    expect((await callRow(db, carrierCallId))!.turns).toBe(0);

    // the carrier retries the turn: one new invitee, one live booking
    const retried = await runtime.callTurn(carrierCallId, SAID);
    expect(retried.say).toMatch(/Booked: .+ \(Calendly\)\.$/);
    expect(invitees() - before).toBe(2);
    const booked = (await bookingsOf(started.callUuid!)).filter((b) => b.state === 'booked');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.turnKey).toBe(`call:${started.callUuid}:0`);
    // a retry of that turn's booking answers it, Calendly not asked again
    const row = (await callRow(db, carrierCallId))!;
    const again = await bookAppointment(db, orgs.acme, { date: '2031-03-04', time: '11 am', email: 'ann@example.com' }, {
      agentId: agents.acme[0], callUuid: started.callUuid, roomId: row.roomId, caller: row.fromNumber, timezone: 'UTC', turnKey: `call:${started.callUuid}:0`,
    });
    expect(again).toMatchObject({ ok: true, id: booked[0]!.id });
    expect(invitees() - before).toBe(2);
    expect((await call(server, 'DELETE', '/api/v2/calendly', { token: t.acmeOwner })).status).toBe(200);
  });

  it('logs a cancellation Calendly refuses (the booking id, never the token); the booking stays booked', async () => {
    expect((await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: CALENDLY_PAT } })).status).toBe(200);
    const warned: { object: Record<string, unknown>; message: string }[] = [];
    const runtime = conversationRuntime(db, { log: { warn: (object, message) => warned.push({ object: object as Record<string, unknown>, message }) } });
    const carrierCallId = carrierId();
    const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    stub.state.refuseCancellation = true;
    try {
      await refusingTurnWrite(carrierCallId, () => expect(runtime.callTurn(carrierCallId, SAID)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'turn write refused' }) }));
    } finally {
      stub.state.refuseCancellation = false;
    }
    const [kept] = await bookingsOf(started.callUuid!);
    expect(kept).toMatchObject({ state: 'booked', provider: 'calendly' });
    expect(warned).toEqual([{ object: { accountId: orgs.acme, bookingId: kept!.id }, message: expect.stringMatching(/^the booking of an unrecorded turn was not cancelled/) }]);
    expect(JSON.stringify(warned)).not.toContain(CALENDLY_PAT);
    expect((await call(server, 'DELETE', '/api/v2/calendly', { token: t.acmeOwner })).status).toBe(200);
  });

  it('cancels the Calendly booking of an SMS exchange whose write fails; the carrier retry books once', async () => {
    expect((await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: CALENDLY_PAT } })).status).toBe(200);
    const runtime = conversationRuntime(db);
    const carrierMessageId = `SM${randomUUID().replace(/-/g, '')}`;
    const message = { from: freshNumber(), to, text: SAID, carrierMessageId };
    const turnKey = `sms:${carrierMessageId}`;
    const ofTurn = () => db.select().from(calendarBookings).where(eq(calendarBookings.turnKey, turnKey));
    const before = invitees();
    // the database refuses the agent's answer of this exchange (after the booking)
    await db.execute(sql.raw(`
      create or replace function refuse_answer() returns trigger language plpgsql as $$
      begin
        if new.direction = 'out' and new.body like '%(Calendly).%' then raise exception 'answer write refused'; end if;
        return new;
      end $$`));
    await db.execute(sql.raw('create trigger refuse_answer before insert on conversation_messages for each row execute function refuse_answer()'));
    try {
      await expect(runtime.receiveSms(message)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger refuse_answer on conversation_messages'));
      await db.execute(sql.raw('drop function refuse_answer()'));
    }
    expect(invitees() - before).toBe(1);
    const [cancelled] = await ofTurn();
    expect(cancelled).toMatchObject({ state: 'cancelled', provider: 'calendly' });
    expect(stub.calendlyEvents.get(/scheduled_events\/([^/]+)\//.exec(cancelled!.externalId!)![1]!)).toBe('canceled');

    const retried = await runtime.receiveSms(message);
    expect(retried.reply).toMatch(/Booked: .+ \(Calendly\)\.$/);
    // the carrier's duplicate of the answered message: its earlier answer, nothing booked
    expect((await runtime.receiveSms(message)).reply).toBe(retried.reply);
    expect(invitees() - before).toBe(2);
    expect((await ofTurn()).map((b) => b.state).sort()).toEqual(['booked', 'cancelled']);
    expect((await call(server, 'DELETE', '/api/v2/calendly', { token: t.acmeOwner })).status).toBe(200);
  });

  it('deletes the Google Calendar event of a turn whose write fails; the retry books a new event', async () => {
    await connectGoogle(server, t.acmeOwner);
    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule).toMatchObject({ provider: 'google', enabled: true });
    const runtime = conversationRuntime(db);
    const carrierCallId = carrierId();
    const started = await runtime.startCall({ from: freshNumber(), to, carrierCallId });
    await refusingTurnWrite(carrierCallId, () => expect(runtime.callTurn(carrierCallId, SAID)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'turn write refused' }) }));
    const [cancelled] = await bookingsOf(started.callUuid!);
    expect(cancelled).toMatchObject({ state: 'cancelled', provider: 'google' });
    expect(stub.requests.filter((r) => r.method === 'DELETE' && r.path.endsWith(`/events/${cancelled!.externalId}`))).toHaveLength(1);
    expect(stub.googleEvents.get(cancelled!.externalId!)).toBe('cancelled');

    // the retry's event has an id of its own (Google keeps a deleted event's id taken)
    const retried = await runtime.callTurn(carrierCallId, SAID);
    expect(retried.say).toMatch(/Booked: .+ \(Google Calendar\)\.$/);
    const booked = (await bookingsOf(started.callUuid!)).filter((b) => b.state === 'booked');
    expect(booked).toHaveLength(1);
    expect(booked[0]!.externalId).not.toBe(cancelled!.externalId);
    expect(stub.googleEvents.get(booked[0]!.externalId!)).toBe('confirmed');
  });

  it('refuses a turn whose booking another delivery is making (409), and takes over a claim older than the provider can take', async () => {
    const turnKey = `call:${randomUUID()}:0`;
    const ref = { agentId: agents.acme[0]!, callUuid: null, roomId: null, caller: '+15550100', timezone: 'UTC', turnKey };
    const args = { date: '2031-03-05', time: '10 am', email: 'bo@example.com' };
    const start = new Date('2031-03-05T10:00:00Z');
    const [claim] = await db.insert(calendarBookings).values({ accountId: orgs.acme, provider: 'google', startAt: start, endAt: start, turnKey, state: 'pending' }).returning();
    const inserts = () => stub.requests.filter((r) => r.method === 'POST' && /\/events$/.test(r.path)).length;
    const before = inserts();
    await expect(bookAppointment(db, orgs.acme, args, ref)).rejects.toMatchObject({ status: 409 });
    expect(inserts()).toBe(before);
    // its process died mid-call long ago: this try takes the claim over and books, under the same row
    await db.update(calendarBookings).set({ createdAt: new Date(Date.now() - 3_600_000) }).where(eq(calendarBookings.id, claim!.id));
    expect(await bookAppointment(db, orgs.acme, args, ref)).toMatchObject({ ok: true, id: claim!.id, provider: 'google' });
    expect(inserts()).toBe(before + 1);
    expect((await db.select().from(calendarBookings).where(eq(calendarBookings.id, claim!.id)))[0]).toMatchObject({ state: 'booked' });
  });
});
