// Issue 23 leftover 3: a booking and the call turn that makes it are one unit. The runtime books in
// the transaction that writes the turn, once it has claimed the turn, under the turn's key
// (`call:<uuid>:<turn>`): two deliveries of one turn (the loser answers 409) book once, in Calendly
// too (the stub counts POST /invitees); a turn whose write fails leaves no booking, and its retry
// books once; a key that booked answers its booking without asking the provider again.
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
import { CALENDLY_PAT, startIntegrationStubs } from './integrationStubs';

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
    // the database refuses this call's turn write (a real failure of the write, after the booking)
    await db.execute(sql.raw(`
      create or replace function refuse_turn() returns trigger language plpgsql as $$
      begin
        if new.carrier_call_id = '${carrierCallId}' and new.turns > old.turns then raise exception 'turn write refused'; end if;
        return new;
      end $$`));
    await db.execute(sql.raw('create trigger refuse_turn before update on conversation_calls for each row execute function refuse_turn()'));
    try {
      await expect(runtime.callTurn(carrierCallId, SAID)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'turn write refused' }) });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_turn on conversation_calls'));
      await db.execute(sql.raw('drop function refuse_turn()'));
    }
    expect(await bookingsOf(started.callUuid!)).toEqual([]);
    expect((await callRow(db, carrierCallId))!.turns).toBe(0);

    // the carrier retries the turn: it books, once
    const retried = await runtime.callTurn(carrierCallId, SAID);
    expect(retried.say).toMatch(/Booked: .+ \(Demo calendar\)\.$/);
    const booked = await bookingsOf(started.callUuid!);
    expect(booked.map((b) => [b.provider, b.turnKey])).toEqual([['demo', `call:${started.callUuid}:0`]]);
  });
});
