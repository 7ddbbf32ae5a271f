// Issue 23 point 4: the real adapters against stubs of Calendly, Google and JobNimbus that the test
// starts (tests/server/integrationStubs.ts): Calendly connected by personal access token (a refused
// token is a 400 on userPAT, Calendly down a 502 that changes nothing) and an agent's booking made
// through POST /invitees; Google connected through its consent round trip (state sealed to the
// organization), its calendars, the main calendar, a booking as an event, disconnect; JobNimbus's
// settings and team with the key sent as `bearer`, valid false with the status when refused.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarBookings } from '../../server/db/schema';
import { bookAppointment, googleEventId } from '../../server/integrations/booking';
import { BAD_BOOKING_EMAIL, CALENDLY_NEEDS_EMAIL } from '../../server/integrations/messages';
import { apiUrl, call, fileEnv, serverWith } from './helpers';
import { assignNumber, callRow, freshNumber, recordOf } from './conversationsFixture';
import { CALENDLY_PAT, GOOGLE_ACCESS, GOOGLE_CODE, JOBNIMBUS_KEY, startIntegrationStubs } from './integrationStubs';

const stub = await startIntegrationStubs();
fileEnv(stub.env);
afterAll(() => stub.close());

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const after = (since: number) => stub.requests.slice(since);

describe('Calendly by personal access token', () => {
  it('refuses a token Calendly refuses, reports Calendly down, connects and books through /invitees', async () => {
    expect(await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: 'wrong' } })).toEqual({ status: 400, body: { success: false, message: 'userPAT: Calendly refused this token' } });
    stub.state.down = true;
    const down = await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: CALENDLY_PAT } });
    stub.state.down = false;
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(/^Calendly: HTTP 500/);
    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule.provider).toBeNull();

    const since = stub.requests.length;
    const connected = await call(server, 'POST', '/api/v2/calendly', { token: t.acmeOwner, body: { userPAT: CALENDLY_PAT } });
    expect(connected.status).toBe(200);
    expect(connected.body.schedule).toMatchObject({ provider: 'calendly', enabled: true, connections: { calendly: { connected: true, name: 'Ada at Acme', schedulingUrl: 'https://calendly.com/ada-acme', eventType: '30 Minute Meeting' } } });
    expect(JSON.stringify(connected.body)).not.toContain(CALENDLY_PAT);
    expect(after(since).map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/calendly/users/me', `Bearer ${CALENDLY_PAT}`],
      ['GET', '/calendly/event_types', `Bearer ${CALENDLY_PAT}`],
    ]);
    expect(after(since)[1]!.query.get('user')).toBe('https://api.calendly.com/users/U1');

    // Calendly needs an email: the agent says so; given one (the caller's words), it books
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const noEmail = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Book an appointment for Tuesday at 11 am'] } });
    // the agent relays it: ask the caller for an email (and Calendly was not asked)
    const inviteesBefore = stub.requests.filter((r) => r.path === '/calendly/invitees').length;
    expect(noEmail.body.replies[1]).toContain(`I could not book that: ${CALENDLY_NEEDS_EMAIL}.`);
    // an email the agent could not read is refused the same way, naming what to ask
    const unreadable = await bookAppointment(db, orgs.acme, { date: 'tuesday', time: '11 am', email: 'ann at example' }, { agentId: agents.acme[0], callUuid: null, roomId: null, caller: freshNumber(), timezone: 'UTC' });
    expect(unreadable).toEqual({ ok: false, provider: 'calendly', problem: BAD_BOOKING_EMAIL });
    expect(await bookAppointment(db, orgs.acme, { date: 'tuesday', time: '11 am', email: ['a@b.co'] }, { agentId: agents.acme[0], callUuid: null, roomId: null, caller: '', timezone: 'UTC' })).toMatchObject({ ok: false, problem: BAD_BOOKING_EMAIL });
    expect(stub.requests.filter((r) => r.path === '/calendly/invitees')).toHaveLength(inviteesBefore);
    // the caller gives an email: the booking action carries it (the catalogue's `email` parameter) and Calendly books
    const caller = freshNumber();
    const withEmail = await call(server, 'POST', '/dev/carrier/call', { body: { from: caller, to, turns: ['Book an appointment for Tuesday at 11 am, my email is ann.lee@example.com'] } });
    expect(withEmail.body.replies[1]).toMatch(/Booked: .+ \(Calendly\)\.$/);
    const spoken = stub.requests.filter((r) => r.path === '/calendly/invitees');
    expect(spoken).toHaveLength(inviteesBefore + 1);
    expect(spoken.at(-1)!.body.invitee).toMatchObject({ email: 'ann.lee@example.com', text_reminder_number: caller });
    expect((await callRow(db, withEmail.body.carrierCallId))!.functions).toEqual([expect.objectContaining({ name: 'bookAppointment', arguments: expect.objectContaining({ email: 'ann.lee@example.com' }) })]);
    const before = stub.requests.length;
    const from = freshNumber();
    // the booking itself, as the runtime calls it
    const booked = await bookAppointment(db, orgs.acme, { date: 'tuesday', time: '11 am', name: 'Ann', email: 'ann@example.com' }, { agentId: agents.acme[0], callUuid: null, roomId: null, caller: from, timezone: 'America/New_York' });
    expect(booked).toMatchObject({ ok: true, provider: 'calendly', providerLabel: 'Calendly' });
    const invitee = after(before).find((r) => r.path === '/calendly/invitees')!;
    expect(invitee.headers.authorization).toBe(`Bearer ${CALENDLY_PAT}`);
    expect(invitee.body).toMatchObject({ event_type: 'https://api.calendly.com/event_types/E1', invitee: { name: 'Ann', email: 'ann@example.com', timezone: 'America/New_York', text_reminder_number: from } });
    expect(new Date(invitee.body.start_time).toISOString()).toBe(invitee.body.start_time);

    expect((await call(server, 'DELETE', '/api/v2/calendly', { token: t.acmeOwner })).body.schedule).toMatchObject({ provider: null, connections: { calendly: { connected: false } } });
    expect((await call(server, 'DELETE', '/api/v2/calendly', { token: t.acmeOwner })).status).toBe(404);
  });
});

describe('Google Calendar', () => {
  const redirectUri = 'http://localhost:5173/app/integrations?schedule=google';

  it('connects through the consent round trip, lists calendars, sets the main one, books an event, disconnects', async () => {
    expect((await call(server, 'GET', '/api/v1/google/calendars', { token: t.acmeOwner })).status).toBe(404);
    const consent = await call(server, 'GET', '/api/v1/google/connect', { token: t.acmeOwner, query: { redirectUri } });
    const url = new URL(consent.body.url);
    expect(url.origin + url.pathname).toBe(`${stub.base}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'client-1', redirect_uri: redirectUri, response_type: 'code', access_type: 'offline', scope: 'https://www.googleapis.com/auth/calendar' });
    const state = url.searchParams.get('state')!;
    expect((await call(server, 'GET', '/api/v1/google/connect', { token: t.acmeOwner, query: { redirectUri: 'javascript:alert(1)' } })).status).toBe(400);

    // another organization cannot use Acme's state; a wrong code is Google's refusal (502)
    expect((await call(server, 'POST', '/api/v1/google/connect', { token: t.globexOwner, body: { code: GOOGLE_CODE, state, redirectUri } })).body.message).toMatch(/^state: /);
    expect((await call(server, 'POST', '/api/v1/google/connect', { token: t.acmeOwner, body: { code: 'nope', state, redirectUri } })).status).toBe(502);
    const connected = await call(server, 'POST', '/api/v1/google/connect', { token: t.acmeOwner, body: { code: GOOGLE_CODE, state, redirectUri } });
    expect(connected.body).toMatchObject({ success: true, mainCalendar: 'ada@acme.example' });
    expect(connected.body.calendars).toHaveLength(2);
    const schedule = (await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule;
    expect(schedule).toMatchObject({ provider: 'google', connections: { google: { configured: true, connected: true, mainCalendar: 'ada@acme.example' } } });

    expect((await call(server, 'GET', '/api/v1/google/calendars', { token: t.acmeOwner })).body.calendars.map((c: { id: string }) => c.id)).toEqual(['ada@acme.example', 'team@group.calendar.google.com']);
    expect((await call(server, 'PUT', '/api/v1/google/calendars/main', { token: t.acmeOwner, body: { calendar: 'someone-else' } })).status).toBe(400);
    expect((await call(server, 'PUT', '/api/v1/google/calendars/main', { token: t.acmeOwner, body: { calendar: 'team@group.calendar.google.com' } })).body.calendar).toBe('team@group.calendar.google.com');
    expect((await call(server, 'GET', '/api/v1/google/calendars/main', { token: t.acmeOwner })).body.calendar).toBe('team@group.calendar.google.com');
    expect((await call(server, 'GET', '/api/v1/google/calendars/main', { token: t.globexOwner })).status).toBe(404);

    // an agent's booking during a demo call is an event in the main calendar
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const since = stub.requests.length;
    const dialed = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Can I book an appointment for Thursday at 2 pm?'] } });
    expect(dialed.body.replies[1]).toMatch(/Booked: Thu, .*, 14:00 \(Google Calendar\)\./);
    const event = after(since).find((r) => r.path.endsWith('/events'))!;
    expect(event.path).toBe('/google/calendar/v3/calendars/team%40group.calendar.google.com/events');
    expect(event.headers.authorization).toBe(`Bearer ${GOOGLE_ACCESS}`);
    expect(event.body.start).toMatchObject({ timeZone: 'America/New_York' });
    expect((await recordOf(db, dialed.body.callId)).transcript?.[2]?.booking).toMatchObject({ ok: true, provider: 'google' });
    // the event's id is the turn's: a retry of that turn (its write failed after Google booked) finds the
    // event at Google (409 "already exists") and records the same event, not a second one
    const turnKey = `call:${dialed.body.callId}:0`;
    expect(event.body.id).toBe(googleEventId(orgs.acme, turnKey));
    await db.delete(calendarBookings).where(eq(calendarBookings.turnKey, turnKey)); // as the failed write left it
    const retried = await bookAppointment(db, orgs.acme, { date: 'thursday', time: '2 pm' }, { agentId: agents.acme[0], callUuid: dialed.body.callId, roomId: null, caller: '', timezone: 'America/New_York', turnKey });
    expect(retried).toMatchObject({ ok: true, provider: 'google' });
    const retriedEvent = after(since).filter((r) => r.path.endsWith('/events'));
    expect(retriedEvent.map((r) => r.body.id)).toEqual([event.body.id, event.body.id]);
    const kept = await db.select().from(calendarBookings).where(eq(calendarBookings.turnKey, turnKey));
    expect(kept.map((b) => b.externalId)).toEqual([event.body.id]);

    expect((await call(server, 'DELETE', '/api/v1/google/disconnect', { token: t.acmeOwner })).body).toEqual({ success: true });
    expect(stub.requests.at(-1)!.path).toBe('/oauth/revoke');
    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule.connections.google.connected).toBe(false);
  });
});

describe('JobNimbus', () => {
  it('reads settings and the team with the key as bearer; refused: valid false with the status', async () => {
    const since = stub.requests.length;
    const settings = await call(server, 'POST', '/api/jobnimbus/settings', { token: t.acmeOwner, body: { bearerToken: JOBNIMBUS_KEY, targetDate: '24-11-2026' } });
    expect(settings.body).toEqual({ success: true, valid: true, provider: 'JobNimbus', settings: { workflows: [{ id: 7, name: 'Roofing', statuses: ['Lead', 'Sold'] }], taskTypes: ['Inspection'] } });
    expect(after(since)[0]).toMatchObject({ method: 'GET', path: '/api1/account/settings', headers: { authorization: `bearer ${JOBNIMBUS_KEY}` } });
    // the spec's bearer token: the key as the call's Authorization header (the session stays in the query)
    const viaHeader = await fetch(apiUrl(server, '/api/jobnimbus/settings', { token: t.acmeOwner }), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${JOBNIMBUS_KEY}` },
      body: JSON.stringify({ targetDate: '24-11-2026' }),
    });
    expect(await viaHeader.json()).toMatchObject({ success: true, valid: true });
    const badHeader = await fetch(apiUrl(server, '/api/jobnimbus/settings', { token: t.acmeOwner }), { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Basic abc' }, body: '{}' });
    expect(badHeader.status).toBe(400);

    const team = await call(server, 'POST', '/api/jobnimbus/team', { token: t.acmeOwner, body: { targetDate: '24-11-2026' } });
    expect(team.body).toMatchObject({ valid: true, targetDate: '24-11-2026' });
    expect(team.body.team).toEqual([
      { id: 'u1', name: 'Jo Nimbus', email: 'jo@jn.example', active: true, tasks: [{ id: 't1', title: 'Inspect roof', start: new Date(1795424400 * 1000).toISOString() }] },
      { id: 'u2', name: 'Max Idle', email: 'max@jn.example', active: false, tasks: [] },
    ]);
    const tasks = stub.requests.find((r) => r.path === '/api1/tasks')!;
    const filter = JSON.parse(tasks.query.get('filter')!);
    expect(filter.must[0].range.date_start).toEqual({ gte: Date.UTC(2026, 10, 24) / 1000, lt: Date.UTC(2026, 10, 25) / 1000 });

    expect((await call(server, 'POST', '/api/jobnimbus/settings', { token: t.acmeOwner, body: { bearerToken: 'wrong' } })).body).toEqual({ success: true, valid: false, status: 401 });
    stub.state.down = true;
    expect((await call(server, 'POST', '/api/jobnimbus/team', { token: t.acmeOwner, body: { targetDate: '24-11-2026' } })).body).toEqual({ success: true, valid: false, status: 500 });
    stub.state.down = false;
    // Globex has no saved key
    expect((await call(server, 'POST', '/api/jobnimbus/team', { token: t.globexOwner, body: { targetDate: '24-11-2026' } })).status).toBe(400);
  });
});
