// Issue 18 point 3: the events outbox, live. GET /api/v2/events/stream scoped to the caller's
// target subtree on the live stream and on replay, resumable with Last-Event-ID, filtered by type,
// refusing bad input by field name and a sixth stream per user; contact changes write their event
// in the change's own transaction; the app's close ends open streams.
import { count, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENTS_STREAM_PATH } from '../../src/shared/events';
import { DEFAULT_EVENTS_CONFIG, EVENTS_ENV, tooManyStreams } from '../../server/events/config';
import { events } from '../../server/db/schema';
import { startTestServer } from '../../server/testing/index';
import { apiUrl, call, FORBIDDEN, NOT_SIGNED_IN, serverWith, signIn } from './helpers';
import { openStream, pause, type OpenStream } from './eventStream';
import { mintTicket, TICKET_MESSAGES } from '../../server/auth/downloadTickets';
import { TOKEN_NOT_IN_URL } from '../../server/kit/registerRoute';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'partner', 'blueHarbor']);
const { acme, globex } = server.seeded.orgs;

// the session token in the Authorization header: the stream refuses it in the URL (below)
const stream = (token: string, query: Record<string, string> = {}, target?: number, headers: Record<string, string> = {}) =>
  openStream(apiUrl(server, EVENTS_STREAM_PATH, { target, query }), { authorization: `Bearer ${token}`, ...headers });

const createContact = async (token: string, firstName: string) => {
  const res = await call(server, 'POST', '/api/v2/contact', { token, body: { firstName } });
  expect(res.status).toBe(201);
  return res.body.contact as { id: string; firstName: string };
};

const named = (name: string) => (e: { data: any }) => e.data.payload?.contact?.firstName === name;
const eventCount = async () => Number((await server.db.db.select({ n: count() }).from(events))[0].n);

describe('the events stream', () => {
  it('delivers a contact created in the org, with its id, type and data, and never to another tenant', async () => {
    const acmeStream = await stream(t.acmeOwner);
    const globexStream = await stream(t.globexOwner);
    try {
      expect(acmeStream.status).toBe(200);
      const contact = await createContact(t.acmeAdmin, 'Live Acme');
      const got = await acmeStream.waitFor(named('Live Acme'));
      expect(got.event).toBe('contact.created');
      expect(got.id).toBe(String(got.data.id));
      expect(got.data).toMatchObject({ type: 'contact.created', accountId: acme, agentId: null, payload: { contact: { id: contact.id } } });
      expect(new Date(got.data.createdAt).getTime()).not.toBeNaN();
      // Globex's own event arrives after Acme's: had Acme's been sent to Globex it would be there first
      await createContact(t.globexOwner, 'Live Globex');
      await globexStream.waitFor(named('Live Globex'));
      expect(globexStream.events.map((e) => e.data.accountId)).toEqual([globex]);
    } finally {
      acmeStream.close();
      globexStream.close();
    }
  });

  it("follows the target's subtree: a partner sees its orgs, another reseller sees none of them", async () => {
    const partner = await stream(t.partner);
    const other = await stream(t.blueHarbor);
    try {
      await createContact(t.globexOwner, 'Partner sees');
      await partner.waitFor(named('Partner sees'));
      await pause(300);
      expect(other.events).toEqual([]);
    } finally {
      partner.close();
      other.close();
    }
  });

  it("refuses a targetAccountId outside the caller's subtree, and a caller not signed in", async () => {
    const foreign = await stream(t.acmeOwner, {}, globex);
    expect({ status: foreign.status, body: foreign.body }).toEqual(FORBIDDEN);
    const anonymous = await openStream(apiUrl(server, EVENTS_STREAM_PATH));
    expect({ status: anonymous.status, body: anonymous.body }).toEqual(NOT_SIGNED_IN);
  });

  it('replays the events after Last-Event-ID, in order, then goes on live; replay is scoped too', async () => {
    const first = await stream(t.acmeOwner);
    let mark: string;
    try {
      await createContact(t.acmeOwner, 'Before the gap');
      mark = (await first.waitFor(named('Before the gap'))).id!;
    } finally {
      first.close();
    }
    await createContact(t.acmeOwner, 'Missed one');
    await createContact(t.globexOwner, 'Missed by Globex');
    await createContact(t.acmeOwner, 'Missed two');
    const resumed = await stream(t.acmeOwner, {}, undefined, { 'last-event-id': mark });
    const byQuery = await stream(t.acmeOwner, { lastEventId: mark });
    const globexReplay = await stream(t.globexOwner, { lastEventId: mark });
    try {
      for (const s of [resumed, byQuery]) {
        await s.waitFor(named('Missed two'));
        expect(s.events.map((e) => e.data.payload.contact.firstName)).toEqual(['Missed one', 'Missed two']);
      }
      await createContact(t.acmeOwner, 'After resume');
      await resumed.waitFor(named('After resume'));
      await globexReplay.waitFor(named('Missed by Globex'));
      expect(globexReplay.events.map((e) => e.data.accountId)).toEqual([globex]);
    } finally {
      [resumed, byQuery, globexReplay].forEach((s) => s.close());
    }
  });

  it('sends only the asked types', async () => {
    const updates = await stream(t.acmeOwner, { types: 'contact.updated, call.ended' });
    try {
      const contact = await createContact(t.acmeOwner, 'Typed');
      const res = await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { id: contact.id, company: 'Typed Inc' } });
      expect(res.status).toBe(200);
      const got = await updates.waitFor((e) => e.data.payload.contact.id === contact.id);
      expect(got.event).toBe('contact.updated');
      expect(got.data.payload.contact.company).toBe('Typed Inc');
      expect(updates.events.map((e) => e.event)).toEqual(['contact.updated']);
    } finally {
      updates.close();
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, string>, Record<string, string>, string][] = [
      [{ types: 'contact.created,nope' }, {}, 'types: Unknown event type "nope"'],
      [{ lastEventId: 'abc' }, {}, 'lastEventId: Expected an event id'],
      [{ lastEventId: '-1' }, {}, 'lastEventId: Expected an event id'],
      [{}, { 'last-event-id': '1e9' }, 'Last-Event-ID: Expected an event id'],
    ];
    for (const [query, headers, message] of cases) {
      const res = await stream(t.acmeOwner, query, undefined, headers);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { success: false, message } });
    }
  });

  it(`caps a user's open streams at ${DEFAULT_EVENTS_CONFIG.maxStreamsPerUser} with a clear 429, freed when one closes`, async () => {
    const token = await signIn(server, server.seeded.emails.acmeAdmin);
    const max = DEFAULT_EVENTS_CONFIG.maxStreamsPerUser;
    const streams: OpenStream[] = [];
    try {
      for (let i = 0; i < max; i++) streams.push(await stream(token));
      expect(streams.map((s) => s.status)).toEqual(Array(max).fill(200));
      // the cap is per user, not per session
      const refused = await stream(t.acmeAdmin);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 429, body: { success: false, message: tooManyStreams(max) } });
      expect((await stream(t.acmeOwner)).status).toBe(200);
      streams.pop()!.close();
      await pause(200);
      const again = await stream(token);
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      streams.forEach((s) => s.close());
    }
  });
});

describe('the stream and its credentials', () => {
  const ticketFor = async (token: string, query: Record<string, string> = {}, target?: number) => {
    const res = await call(server, 'POST', '/api/v2/downloadTickets', { token, target, body: { path: EVENTS_STREAM_PATH, query } });
    expect(res.status).toBe(200);
    return res.body.ticket as string;
  };
  const byTicket = (ticket: string, query: Record<string, string> = {}) => openStream(apiUrl(server, EVENTS_STREAM_PATH, { query: { ...query, ticket } }));
  const refusal = (res: OpenStream) => ({ status: res.status, body: res.body });

  it("opens with a one-use ticket, scoped to the ticket's caller and target, resuming after lastEventId", async () => {
    const mark = String((await server.db.db.select({ id: max(events.id) }).from(events))[0]?.id ?? 0);
    const ticket = await ticketFor(t.acmeOwner, { lastEventId: mark });
    const open = await byTicket(ticket, { lastEventId: mark });
    try {
      expect(open.status).toBe(200);
      await createContact(t.globexOwner, 'Not for the ticket');
      await createContact(t.acmeAdmin, 'By ticket');
      const got = await open.waitFor(named('By ticket'));
      expect(got.data.accountId).toBe(acme);
      expect(open.events.every((e) => e.data.accountId === acme)).toBe(true);
    } finally {
      open.close();
    }
    // one use: the same URL again (an EventSource's own reconnect) is refused
    expect(refusal(await byTicket(ticket, { lastEventId: mark }))).toEqual({ status: 401, body: { success: false, message: TICKET_MESSAGES.used } });
  });

  it('refuses an expired, forged or foreign ticket, and a ticket for another query', async () => {
    const expired = await mintTicket(server.db.db, { callerId: server.seeded.ids.acmeOwner, targetId: acme, path: EVENTS_STREAM_PATH, query: {} }, Date.now() - 61_000);
    expect(refusal(await byTicket(expired.ticket))).toEqual({ status: 401, body: { success: false, message: TICKET_MESSAGES.expired } });
    const good = await ticketFor(t.acmeOwner);
    const [body, signature] = good.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), t: globex })).toString('base64url')}.${signature}`;
    expect(refusal(await byTicket(forged))).toEqual({ status: 401, body: { success: false, message: TICKET_MESSAGES.invalid } });
    // bound to its path and exact query: another lastEventId, types or target is another stream
    expect(refusal(await byTicket(good, { lastEventId: '1' }))).toEqual({ status: 403, body: { success: false, message: TICKET_MESSAGES.otherPath } });
    const forTypes = await ticketFor(t.acmeOwner, { types: 'contact.created' });
    expect(refusal(await openStream(apiUrl(server, EVENTS_STREAM_PATH, { target: globex, query: { types: 'contact.created', ticket: forTypes } })))).toEqual({
      status: 403,
      body: { success: false, message: TICKET_MESSAGES.otherPath },
    });
    // another download's ticket does not open the stream
    const audit = await call(server, 'POST', '/api/v2/downloadTickets', { token: t.acmeOwner, body: { path: '/api/v2/sip/captures', query: {} } });
    expect(audit.status).toBe(200);
    expect(refusal(await byTicket(audit.body.ticket))).toEqual({ status: 403, body: { success: false, message: TICKET_MESSAGES.otherPath } });
    // no ticket for a target outside the caller's subtree
    const foreign = await call(server, 'POST', '/api/v2/downloadTickets', { token: t.acmeOwner, target: globex, body: { path: EVENTS_STREAM_PATH, query: {} } });
    expect({ status: foreign.status, body: foreign.body }).toEqual(FORBIDDEN);
  });

  it('refuses the session token in the URL, naming the field, even a good one and with a ticket', async () => {
    const inUrl = await openStream(apiUrl(server, EVENTS_STREAM_PATH, { token: t.acmeOwner }));
    expect(refusal(inUrl)).toEqual({ status: 400, body: { success: false, message: TOKEN_NOT_IN_URL } });
    const ticket = await ticketFor(t.acmeOwner);
    const both = await openStream(apiUrl(server, EVENTS_STREAM_PATH, { token: t.acmeOwner, query: { ticket } }));
    expect(refusal(both)).toEqual({ status: 400, body: { success: false, message: TOKEN_NOT_IN_URL } });
    // the ticket was not spent by the refused request
    const open = await byTicket(ticket);
    expect(open.status).toBe(200);
    open.close();
  });
});

describe('contact events in the outbox', () => {
  it("writes one event per create and update, and none for an update that fails", async () => {
    const before = await eventCount();
    const contact = await createContact(t.acmeOwner, 'Outbox');
    expect(await eventCount()).toBe(before + 1);
    // refused after the row lock and the merge: the transaction rolls back, and its event with it
    const refused = await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { id: contact.id, firstName: null } });
    expect(refused.status).toBe(400);
    const missing = await call(server, 'POST', '/api/v2/contact', { token: t.acmeOwner, body: { id: '00000000-0000-4000-8000-000000000000', company: 'x' } });
    expect(missing.status).toBe(404);
    expect(await eventCount()).toBe(before + 1);
    const rows = await server.db.db.select().from(events).where(eq(events.accountId, acme));
    const mine = rows.filter((r) => (r.payload as any).contact?.id === contact.id);
    expect(mine.map((r) => [r.type, r.partnerId, r.resellerId])).toEqual([['contact.created', server.seeded.ids.partner, server.seeded.ids.reseller]]);
  });
});

describe('the stream and the app', () => {
  it('sends a heartbeat comment and ends open streams when the app closes', async () => {
    process.env[EVENTS_ENV.heartbeatMs] = '50';
    const own = await startTestServer().finally(() => delete process.env[EVENTS_ENV.heartbeatMs]);
    const token = await signIn(own, own.seeded.emails.acmeOwner);
    const open = await openStream(apiUrl(own, EVENTS_STREAM_PATH), { authorization: `Bearer ${token}` });
    await pause(200);
    expect(open.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    const started = Date.now();
    await own.close();
    await open.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
