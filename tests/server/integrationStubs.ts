// Stubs of the three outside services the integrations adapters call, on one local port, answered as
// each documents: Calendly API v2 (Bearer personal access token: GET /users/me, GET /event_types,
// POST /invitees, each a scheduled event of its own; POST /scheduled_events/{uuid}/cancellation),
// Google (OAuth: POST /token form-encoded, POST /revoke; Calendar v3: GET
// /calendar/v3/users/me/calendarList, POST /calendar/v3/calendars/{id}/events, a client-chosen event
// id taken once, even after its event is deleted as Google keeps it; DELETE .../events/{id}: 204, 410
// when deleted already, 404 unknown) and JobNimbus
// (`Authorization: bearer <key>`: GET /api1/account/settings, /api1/account/users, /api1/tasks).
// Every request is recorded with its headers and body.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CALENDLY_PAT = 'calendly-pat-good';
export const GOOGLE_CODE = 'google-code-good';
export const GOOGLE_REFRESH = 'google-refresh-1';
export const GOOGLE_ACCESS = 'google-access-1';
export const JOBNIMBUS_KEY = 'jn-key-good';

export interface StubRequest { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: any }

export async function startIntegrationStubs() {
  const requests: StubRequest[] = [];
  // `down`: answer every call 500 (the provider failing); `inviteeDelayMs`: Calendly's POST /invitees
  // answers after this long (a slow provider); `refuseCancellation`: Calendly answers a cancellation 403
  const state = { down: false, inviteeDelayMs: 0, refuseCancellation: false };
  const eventIds = new Set<string>();
  /** Google's events by id, 'confirmed' or 'cancelled' (deleted); Calendly's scheduled events likewise */
  const googleEvents = new Map<string, string>();
  const calendlyEvents = new Map<string, string>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const form = (req.headers['content-type'] ?? '').includes('x-www-form-urlencoded');
      const body = raw ? (form ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw)) : null;
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (state.down) return send(500, { message: 'Internal error' });
      const auth = req.headers.authorization ?? '';
      const path = url.pathname;
      // Calendly
      if (path === '/calendly/users/me') {
        if (auth !== `Bearer ${CALENDLY_PAT}`) return send(401, { title: 'Unauthenticated', message: 'The access token is invalid' });
        return send(200, { resource: { uri: 'https://api.calendly.com/users/U1', name: 'Ada at Acme', scheduling_url: 'https://calendly.com/ada-acme' } });
      }
      if (path === '/calendly/event_types') {
        if (auth !== `Bearer ${CALENDLY_PAT}`) return send(401, { title: 'Unauthenticated' });
        return send(200, { collection: [{ uri: 'https://api.calendly.com/event_types/E1', name: '30 Minute Meeting', duration: 30, active: true }] });
      }
      if (path === '/calendly/invitees' && req.method === 'POST') {
        if (auth !== `Bearer ${CALENDLY_PAT}`) return send(401, { title: 'Unauthenticated' });
        const n = calendlyEvents.size + 1;
        calendlyEvents.set(`S${n}`, 'active');
        const answer = () => send(201, { resource: { uri: `https://api.calendly.com/scheduled_events/S${n}/invitees/I${n}`, status: 'active', event: `https://api.calendly.com/scheduled_events/S${n}` } });
        if (state.inviteeDelayMs) return void setTimeout(answer, state.inviteeDelayMs);
        return answer();
      }
      const cancellation = /^\/calendly\/scheduled_events\/([^/]+)\/cancellation$/.exec(path);
      if (cancellation && req.method === 'POST') {
        if (auth !== `Bearer ${CALENDLY_PAT}`) return send(401, { title: 'Unauthenticated' });
        const status = calendlyEvents.get(cancellation[1]!);
        if (!status) return send(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
        if (status === 'canceled') return send(403, { title: 'Permission Denied', message: 'Event is already canceled' });
        if (state.refuseCancellation) return send(403, { title: 'Permission Denied', message: 'You do not have permission' });
        calendlyEvents.set(cancellation[1]!, 'canceled');
        return send(201, { resource: { canceled_by: 'Ada at Acme', reason: body?.reason ?? null, canceler_type: 'host' } });
      }
      // Google OAuth
      if (path === '/oauth/token' && req.method === 'POST') {
        if (body?.client_id !== 'client-1' || body?.client_secret !== 'secret-1') return send(401, { error: 'invalid_client' });
        if (body.grant_type === 'authorization_code') {
          return body.code === GOOGLE_CODE ? send(200, { access_token: GOOGLE_ACCESS, refresh_token: GOOGLE_REFRESH, expires_in: 3599, token_type: 'Bearer' }) : send(400, { error: 'invalid_grant' });
        }
        if (body.grant_type === 'refresh_token') return body.refresh_token === GOOGLE_REFRESH ? send(200, { access_token: GOOGLE_ACCESS, expires_in: 3599 }) : send(400, { error: 'invalid_grant' });
        return send(400, { error: 'unsupported_grant_type' });
      }
      if (path === '/oauth/revoke') return send(200, {});
      // Google Calendar
      if (path.startsWith('/google/calendar/v3/')) {
        if (auth !== `Bearer ${GOOGLE_ACCESS}`) return send(401, { error: { code: 401, message: 'Invalid Credentials' } });
        if (path === '/google/calendar/v3/users/me/calendarList') {
          return send(200, { items: [{ id: 'ada@acme.example', summary: 'Ada', primary: true, accessRole: 'owner' }, { id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'writer' }] });
        }
        const events = /^\/google\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(path);
        if (events && req.method === 'POST') {
          // a client-chosen event id is taken once (Google answers 409 "already exists" after)
          if (typeof body?.id === 'string') {
            if (eventIds.has(body.id)) return send(409, { error: { code: 409, message: 'The requested identifier already exists.' } });
            eventIds.add(body.id);
          }
          const id = body?.id ?? `evt${googleEvents.size + 1}`;
          googleEvents.set(id, 'confirmed');
          return send(200, { id, status: 'confirmed', htmlLink: 'https://calendar.google.com/event?eid=1' });
        }
        const event = /^\/google\/calendar\/v3\/calendars\/([^/]+)\/events\/([^/]+)$/.exec(path);
        if (event && req.method === 'DELETE') {
          const status = googleEvents.get(decodeURIComponent(event[2]!));
          if (!status) return send(404, { error: { code: 404, message: 'Not Found' } });
          if (status === 'cancelled') return send(410, { error: { code: 410, message: 'Resource has been deleted' } });
          googleEvents.set(decodeURIComponent(event[2]!), 'cancelled');
          res.writeHead(204);
          return res.end();
        }
      }
      // JobNimbus
      if (path.startsWith('/api1/')) {
        if (auth !== `bearer ${JOBNIMBUS_KEY}`) return send(401, { message: 'Unauthorized' });
        if (path === '/api1/account/settings') {
          return send(200, {
            workflows: [{ id: 7, name: 'Roofing', status: [{ id: 1, name: 'Lead' }, { id: 2, name: 'Sold' }] }],
            taskTypes: [{ TaskTypeId: 1, TypeName: 'Inspection', IsActive: true }, { TaskTypeId: 2, TypeName: 'Old', IsActive: false }],
          });
        }
        if (path === '/api1/account/users') {
          return send(200, { users: [{ id: 'u1', first_name: 'Jo', last_name: 'Nimbus', email: 'jo@jn.example', is_active: true }, { id: 'u2', first_name: 'Max', last_name: 'Idle', email: 'max@jn.example', is_active: false }] });
        }
        if (path === '/api1/tasks') return send(200, { count: 1, results: [{ jnid: 't1', title: 'Inspect roof', date_start: 1795424400, owners: [{ id: 'u1' }] }] });
      }
      send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    state,
    /** Calendly's scheduled events ('active', 'canceled') and Google's events ('confirmed', 'cancelled') */
    calendlyEvents,
    googleEvents,
    /** the environment that points the adapters at this stub */
    env: {
      CALENDLY_API_BASE: `${base}/calendly`,
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_CLIENT_SECRET: 'secret-1',
      GOOGLE_API_BASE: `${base}/google`,
      GOOGLE_OAUTH_BASE: `${base}/oauth`,
      GOOGLE_AUTH_URL: `${base}/auth`,
      WORKFLOW_PROVIDER: 'jobnimbus',
      JOBNIMBUS_API_BASE: base,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Connects Google Calendar for the signed-in account as a browser would: consent address, then the code Google sends back. */
export async function connectGoogle(server: { url: string }, token: string): Promise<void> {
  const redirectUri = 'http://localhost/app/integrations?schedule=google';
  const url = (path: string, query: Record<string, string>) => `${new URL(path, server.url)}?${new URLSearchParams({ token, ...query })}`;
  const consent = (await (await fetch(url('/api/v1/google/connect', { redirectUri }))).json()) as { url: string };
  const state = new URL(consent.url).searchParams.get('state')!;
  const reply = await fetch(url('/api/v1/google/connect', {}), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: GOOGLE_CODE, state, redirectUri }),
  });
  if (!reply.ok) throw new Error(`connectGoogle: ${reply.status} ${await reply.text()}`);
}
