// Issue 23 point 4: the apps catalogue and installs (secrets never returned), an integration's
// appData, the calendar integration with the embedded Demo calendar, and an agent's booking through
// the conversation runtime (a demo call), shown on the call's record and in the schedule. Every
// route refused to another tenant, a member and without a session.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appInstalls } from '../../server/db/schema';
import { auditRows, call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';
import { assignNumber, freshNumber, recordOf } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/v2/apps'],
  ['GET', '/api/v2/apps/crm/2'],
  ['POST', '/api/v2/apps/crm/2', { app: { apiKey: 'k' } }],
  ['PUT', '/api/v2/apps/crm/2', { app: { apiKey: 'k' } }],
  ['DELETE', '/api/v2/apps/crm/2'],
  ['GET', '/api/v2/integration/jobnimbus'],
  ['POST', '/api/v2/integration/jobnimbus', { appData: { a: 1 } }],
  ['GET', '/api/v1/schedule'],
  ['POST', '/api/v1/schedule', { provider: 'demo' }],
  ['POST', '/api/v2/calendly', { userPAT: 'x' }],
  ['DELETE', '/api/v2/calendly'],
  ['GET', '/api/v1/google/calendars'],
  ['GET', '/api/v1/google/calendars/main'],
  ['PUT', '/api/v1/google/calendars/main', { calendar: 'x' }],
  ['DELETE', '/api/v1/google/disconnect'],
  ['POST', '/api/jobnimbus/settings', { bearerToken: 'x' }],
  ['POST', '/api/jobnimbus/team', { bearerToken: 'x', targetDate: '24-11-2026' }],
];

describe('integrations routes', () => {
  it.each(ROUTES)('%s %s: another tenant, a member and no session are refused', async (method, path, body) => {
    expect(await call(server, method, path, { token: t.globexOwner, target: orgs.acme, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { token: t.acmeAdmin, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { body })).toEqual(NOT_SIGNED_IN);
  });
});

describe('apps', () => {
  it('lists the catalogue with each app\'s auth parameters, installs with a secret never returned, updates, uninstalls', async () => {
    const list = await call(server, 'GET', '/api/v2/apps', { token: t.acmeOwner });
    expect(list.status).toBe(200);
    const crm = list.body.apps.find((a: { appId: string }) => a.appId === 'crm');
    expect(crm).toMatchObject({ appVersion: '2', installed: false, secretsSet: [] });
    expect(crm.dependencies.providers.auth.parameters.properties.apiKey).toMatchObject({ format: 'password', writeOnly: true });
    expect(crm.dependencies.providers.auth.parameters.required).toEqual(['apiKey']);

    expect(await call(server, 'POST', '/api/v2/apps/crm/2', { token: t.acmeOwner, body: { app: { baseUrl: 'https://crm.example' } } })).toEqual({ status: 400, body: { success: false, message: 'app.apiKey: Required' } });
    expect((await call(server, 'POST', '/api/v2/apps/crm/2', { token: t.acmeOwner, body: { app: { apiKey: 'k', bogus: 'x' } } })).body.message).toBe('app.bogus: Unknown parameter');
    expect((await call(server, 'POST', '/api/v2/apps/crm/2', { token: t.acmeOwner, body: { app: { apiKey: 'k', baseUrl: 'javascript:alert(1)' } } })).body.message).toBe('app.baseUrl: Expected an http(s) address');
    expect((await call(server, 'POST', '/api/v2/apps/nope/1', { token: t.acmeOwner, body: {} })).status).toBe(404);

    const installed = await call(server, 'POST', '/api/v2/apps/crm/2', { token: t.acmeOwner, body: { app: { apiKey: 'super-secret-key', baseUrl: 'https://crm.example' }, reload: true } });
    expect(installed.status).toBe(201);
    expect(installed.body.app).toMatchObject({ installed: true, settings: { baseUrl: 'https://crm.example' }, secretsSet: ['apiKey'] });
    expect(installed.body.apps.find((a: { appId: string }) => a.appId === 'crm').installed).toBe(true);
    expect(JSON.stringify(installed.body)).not.toContain('super-secret-key');
    const [row] = await db.select().from(appInstalls).where(eq(appInstalls.accountId, orgs.acme));
    expect(row!.secretsSealed).not.toContain('super-secret-key');
    expect(JSON.stringify((await auditRows(server, 'app.installed', orgs.acme))[0])).not.toContain('super-secret-key');
    expect((await call(server, 'POST', '/api/v2/apps/crm/2', { token: t.acmeOwner, body: { app: { apiKey: 'k' } } })).status).toBe(409);
    // Globex sees its own catalogue: not installed there
    expect((await call(server, 'GET', '/api/v2/apps/crm/2', { token: t.globexOwner })).body.app.installed).toBe(false);

    // an update leaving the secret out keeps it
    const updated = await call(server, 'PUT', '/api/v2/apps/crm/2', { token: t.acmeOwner, body: { app: { baseUrl: 'https://crm2.example' } } });
    expect(updated.body.app).toMatchObject({ settings: { baseUrl: 'https://crm2.example' }, secretsSet: ['apiKey'] });
    expect((await call(server, 'PUT', '/api/v2/apps/sms/1', { token: t.acmeOwner, body: { app: {} } })).status).toBe(404);

    const removed = await call(server, 'DELETE', '/api/v2/apps/crm/2', { token: t.acmeOwner, query: { reload: 'true' } });
    expect(removed.body.app).toMatchObject({ installed: false, secretsSet: [] });
    expect(removed.body.apps).toHaveLength(list.body.apps.length);
    expect((await call(server, 'DELETE', '/api/v2/apps/crm/2', { token: t.acmeOwner })).status).toBe(404);
  });

  it('keeps an integration\'s appData per organization', async () => {
    expect((await call(server, 'GET', '/api/v2/integration/jobnimbus', { token: t.acmeOwner })).body).toMatchObject({ slug: 'jobnimbus', appData: {}, updatedAt: null });
    const saved = await call(server, 'POST', '/api/v2/integration/jobnimbus', { token: t.acmeOwner, body: { appData: { workflow: 'Roofing', notify: true } } });
    expect(saved.body.appData).toEqual({ workflow: 'Roofing', notify: true });
    expect((await call(server, 'GET', '/api/v2/integration/jobnimbus', { token: t.acmeOwner })).body.appData).toEqual({ workflow: 'Roofing', notify: true });
    expect((await call(server, 'GET', '/api/v2/integration/jobnimbus', { token: t.globexOwner })).body.appData).toEqual({});
    expect((await call(server, 'POST', '/api/v2/integration/Bad_Slug', { token: t.acmeOwner, body: { appData: {} } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/v2/integration/jobnimbus', { token: t.acmeOwner, body: { appData: [] } })).status).toBe(400);
    expect((await call(server, 'POST', '/api/v2/integration/jobnimbus', { token: t.acmeOwner, body: { appData: { big: 'x'.repeat(20_000) } } })).body.message).toBe('appData: At most 16 kB');
  });
});

describe('the Demo calendar and an agent\'s booking', () => {
  it('books during a demo call in the connected Demo calendar; the booking is on the call record and in the schedule', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    // no calendar yet: the booking call is only recorded, as before the integration
    const before = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Can I book an appointment for Monday at 10 am?'] } });
    expect(before.body.replies[1]).toBe('Sure, I can help with that: book appointment. I am calling bookAppointment now.');
    expect((await recordOf(db, before.body.callId)).transcript?.[2]?.booking).toBeUndefined();

    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule).toMatchObject({ enabled: false, provider: null, bookings: [] });
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { enabled: true } })).status).toBe(409);
    const connected = await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { provider: 'demo' } });
    expect(connected.body.schedule).toMatchObject({ enabled: true, provider: 'demo', providerLabel: 'Demo calendar', connections: { demo: { connected: true } } });
    expect((await auditRows(server, 'calendar.connected', orgs.acme)).length).toBe(1);

    const from = freshNumber();
    const dialed = await call(server, 'POST', '/dev/carrier/call', { body: { from, to, turns: ['Can I book an appointment for Monday at 9 am?'], callerName: 'Ann Lee' } });
    expect(dialed.body.replies[1]).toMatch(/Booked: Mon, \d{1,2} \w{3} \d{4}, 09:00 \(Demo calendar\)\./);
    const record = await recordOf(db, dialed.body.callId);
    expect(record.transcript?.[2]).toMatchObject({ role: 'agent', booking: { ok: true, provider: 'demo', providerLabel: 'Demo calendar' } });

    const schedule = (await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule;
    expect(schedule.bookings).toHaveLength(1);
    expect(schedule.bookings[0]).toMatchObject({ provider: 'demo', caller: from, agentId: agents.acme[0], callTranscript: `${orgs.acme}:${record.roomId}:${record.uuid}` });
    expect(new Date(schedule.bookings[0].start).toISOString()).toBe(record.transcript?.[2]?.booking && 'start' in record.transcript[2].booking ? record.transcript[2].booking.start : '');

    // the same start again is taken; outside the opening hours is refused; off: not booked
    const again = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Book an appointment for Monday at 9 am please'] } });
    expect(again.body.replies[1]).toContain('I could not book that: That time is already booked.');
    const late = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Book an appointment for Monday at 8 pm please'] } });
    expect(late.body.replies[1]).toContain('The Demo calendar books from 09:00 to 17:00, Monday to Friday');
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { enabled: false } })).body.schedule.enabled).toBe(false);
    const off = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Book an appointment for Tuesday at 11 am'] } });
    expect(off.body.replies[1]).not.toContain('Booked');
    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.acmeOwner })).body.schedule.bookings).toHaveLength(1);
    await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { enabled: true } });
    // Globex sees none of it; a bare POST switches its integration on with the Demo calendar
    expect((await call(server, 'GET', '/api/v1/schedule', { token: t.globexOwner })).body.schedule).toMatchObject({ provider: null, bookings: [] });
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.globexOwner, body: {} })).body.schedule).toMatchObject({ provider: 'demo', enabled: true, bookings: [] });
    await call(server, 'POST', '/api/v1/schedule', { token: t.globexOwner, body: { enabled: false } });
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.globexOwner })).body.schedule).toMatchObject({ provider: 'demo', enabled: true });
  });

  it('books from an SMS exchange too', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const reply = await call(server, 'POST', '/dev/carrier/sms', { body: { from: freshNumber(), to, text: 'Please book an appointment for Wednesday at 3 pm' } });
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).toMatch(/Booked: Wed, .*15:00 \(Demo calendar\)/);
  });

  it('refuses bad input by field', async () => {
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { provider: 'outlook' } })).body.message).toMatch(/^provider: /);
    expect((await call(server, 'POST', '/api/v1/schedule', { token: t.acmeOwner, body: { provider: 'google' } })).status).toBe(409);
    expect((await call(server, 'POST', '/api/jobnimbus/team', { token: t.acmeOwner, body: { bearerToken: 'x', targetDate: '2026-11-24' } })).body.message).toBe('targetDate: Expected day-month-year, e.g. 24-11-2026');
    expect((await call(server, 'POST', '/api/jobnimbus/team', { token: t.acmeOwner, body: { bearerToken: 'x', targetDate: '31-02-2026' } })).status).toBe(400);
    expect((await call(server, 'GET', '/api/v1/google/calendars', { token: t.acmeOwner })).body.message).toMatch(/^Google Calendar is not configured/);
  });
});

describe('the workflow automation integration on the Demo job tracker', () => {
  it('answers valid with the settings and team, and valid false with the status for a refused key', async () => {
    expect((await call(server, 'POST', '/api/jobnimbus/settings', { token: t.acmeOwner, body: {} })).status).toBe(400);
    const settings = await call(server, 'POST', '/api/jobnimbus/settings', { token: t.acmeOwner, body: { bearerToken: 'demo-key' } });
    expect(settings.body).toMatchObject({ success: true, valid: true, provider: 'Demo job tracker' });
    // saved: later calls may leave the key out
    const team = await call(server, 'POST', '/api/jobnimbus/team', { token: t.acmeOwner, body: { targetDate: '24-11-2026' } });
    expect(team.body).toMatchObject({ valid: true, targetDate: '24-11-2026' });
    expect(team.body.team[0].tasks[0]).toMatchObject({ title: 'Roof inspection', start: '2026-11-24T09:00:00.000Z' });
    expect(await call(server, 'POST', '/api/jobnimbus/settings', { token: t.acmeOwner, body: { bearerToken: 'invalid' } })).toEqual({ status: 200, body: { success: true, valid: false, status: 401 } });
  });
});
