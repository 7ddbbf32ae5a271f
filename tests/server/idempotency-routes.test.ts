// Which routes are retry-safe (issue 17 point 4): every POST that creates (201), sends, calls or
// charges declares `idempotent` in its defineRoute, or says why not; a new one (numbers, SMS sends)
// fails here until it does. And every idempotent route, sent twice with one Idempotency-Key as a
// spec client would send it, does its work once and answers the second time with the first answer
// (which also proves its handler works inside the kit's transaction: on PGlite a handler reaching
// for the app's database there would wait forever).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../server/kit/idempotency';
import { apiUrl, call, serverWith } from './helpers';
import { SPEC_CALLS, type SpecCall } from './specCalls';
import { specFixtures, type Fixtures } from './specFixtures';

const { server } = await serverWith();
const f = await specFixtures(server);
const table = server.app.routeTable;

// What a URL that sends, calls or charges looks like (a create is known by its 201).
const SENDS_OR_CHARGES = /create|invite|send|sms|refund|charge|checkout|purchase|buy|assign|withdraw|payout|signin\/(email|phoneNumber)$|\/calls?(\/|$)/i;

// the CSV upload is multipart: its retry is tested in tasks-csv.test.ts
const MULTIPART = new Set(['POST /api/v2/tasks/csv']);
const shape = (call: string) => call.replace(/\{\w+\}|:\w+/g, '*');
const idempotentRoutes = table.filter((r) => r.idempotent && !r.idempotent.startsWith('no:'));

// The idempotent routes no spec row sends (specCalls.ts), with a request of the console's.
const weekly = { frequency: 'weekly', day: 1, hour: 8, recipients: [f.orgs.acme, f.ids.acmeAdmin], dateFilter: 'last 30 days' };
const EXTRA_CALLS: SpecCall[] = [
  { call: 'POST /api/v2/logViews', as: 'acmeOwner', body: { name: 'Retried view', fields: ['timestamp', 'cnam'], filters: {}, dateFilter: 'last 7 days' } },
  { call: 'POST /api/v2/auditEvent', as: 'acmeOwner', body: { action: 'viewAs.switched' } },
  { call: 'POST /api/v2/reportSchedules', as: 'acmeOwner', body: weekly },
  {
    call: 'POST /api/v2/reportSchedules/{id}/send',
    as: 'acmeOwner',
    path: async () => `/api/v2/reportSchedules/${(await call(server, 'POST', '/api/v2/reportSchedules', { token: f.tokens.acmeOwner, body: weekly })).body.schedule.id}/send`,
  },
  {
    call: 'POST /api/v2/agent/{id}/scenarios',
    as: 'harborOwner',
    path: (fx) => `/api/v2/agent/${fx.reception}/scenarios`,
    body: { name: 'Retried scenario', turns: ['Hello'], expect: [{ kind: 'transfer', made: false }] },
  },
  { call: 'POST /api/v1/conversations/{roomId}/messages', as: 'acmeOwner', path: (fx) => `/api/v1/conversations/${fx.acmeRoom}/messages`, body: { body: 'Sent once' } },
  { call: 'POST /api/v1/conversations', as: 'acmeOwner', body: { to: '+14155550166', body: 'Started once' } },
  { call: 'POST /api/v2/webhooks/{id}/rotate', as: 'acmeOwner', path: async () => `/api/v2/webhooks/${await newWebhook('rotate')}/rotate` },
  { call: 'POST /api/v2/webhooks/{id}/test', as: 'acmeOwner', path: async () => `/api/v2/webhooks/${await newWebhook('test')}/test` },
  { call: 'POST /api/v2/webhooks/{id}/replay', as: 'acmeOwner', path: async () => `/api/v2/webhooks/${await newWebhook('replay')}/replay`, body: { since: '2025-01-01T00:00:00Z' } },
  { call: 'POST /api/v2/sip/demoCalls', as: 'acmeOwner', body: { to: '+15551230486' } },
  { call: 'POST /api/v2/admin/payouts/{id}/complete', as: 'superAdmin', adminToken: true, path: async (fx) => `/api/v2/admin/payouts/${await fx.pendingPayout()}/complete`, body: { note: 'Sent once' } },
  { call: 'POST /api/v2/admin/payouts/{id}/reject', as: 'superAdmin', adminToken: true, path: async (fx) => `/api/v2/admin/payouts/${await fx.pendingPayout()}/reject`, body: { note: 'Rejected once' } },
  { call: 'POST /api/v1/payLink/requestInvoice', as: 'public', body: { slug: 'harbor-dental', amount: 2, unit: 'USD' } },
  { call: 'POST /api/v1/payLink/checkout/vidaCredit', as: 'public', body: { slug: 'harbor-dental', amount: 5 } },
  {
    call: 'POST /api/v2/webhookDeliveries/{id}/replay',
    as: 'acmeOwner',
    path: async () => {
      const test = await call(server, 'POST', `/api/v2/webhooks/${await newWebhook('one')}/test`, { token: f.tokens.acmeOwner });
      return `/api/v2/webhookDeliveries/${test.body.delivery.id}/replay`;
    },
  },
];

/** A webhook of Acme's to a loopback receiver (allowed in demo mode); nothing listens there. */
async function newWebhook(name: string): Promise<string> {
  const body = { url: `http://127.0.0.1:9/idempotency-${name}-${crypto.randomUUID()}`, type: 'contact' };
  return (await call(server, 'POST', '/api/v2/webhooks', { token: f.tokens.acmeOwner, body })).body.webhook.id;
}

const resolve = <T>(value: T | ((fx: Fixtures) => T | Promise<T>)): Promise<T> =>
  Promise.resolve(typeof value === 'function' ? (value as (fx: Fixtures) => T | Promise<T>)(f) : value);

async function sendWithKey(row: SpecCall, key: string, path: string, body: unknown) {
  const method = row.call.split(' ')[0];
  const query = { ...(await resolve(row.query ?? {})), ...(row.adminToken ? { adminToken: f.adminToken } : {}) };
  const url = apiUrl(server, path, {
    token: row.as === 'public' ? undefined : f.tokens[row.as],
    target: row.target === undefined ? undefined : await resolve(row.target),
    query,
  });
  const response = await fetch(url, {
    method,
    headers: { 'idempotency-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), replayed: response.headers.get(REPLAYED_HEADER) };
}

const rows = [...SPEC_CALLS, ...EXTRA_CALLS].filter(
  (row) => !MULTIPART.has(row.call) && idempotentRoutes.some((r) => shape(`${r.method} ${r.url}`) === shape(row.call)),
);

describe('which routes take an Idempotency-Key', () => {
  it('every POST that creates, sends, calls or charges declares it (or why not)', () => {
    const undeclared = table
      .filter((r) => r.method === 'POST' && (r.creates || SENDS_OR_CHARGES.test(r.url)) && !r.idempotent)
      .map(
        (r) =>
          `POST ${r.url} (server/areas/${r.file}) creates, sends, calls or charges: a client's retry must not do it twice. ` +
          "Add `idempotent: true` to its defineRoute and do the work in the handler's `db`, or `idempotent: { exempt: 'why' }`",
      );
    expect(undeclared).toEqual([]);
  });

  it('has a request below for every idempotent route', () => {
    const sent = new Set(rows.map((row) => shape(row.call)));
    expect(idempotentRoutes.map((r) => `${r.method} ${r.url}`).filter((r) => !sent.has(shape(r)) && !MULTIPART.has(r))).toEqual([]);
  });
});

describe('every idempotent route, sent twice with one key', () => {
  it.each(rows.map((row) => [`${row.call} as ${row.as}`, row] as const))('%s: the second answer is the first', async (_name, row) => {
    const key = randomUUID();
    const path = await resolve(row.path ?? row.call.split(' ')[1]);
    // resolved once: a body drawn afresh (the next number on offer) would be another request
    const body = await resolve(row.body);
    const first = await sendWithKey(row, key, path, body);
    expect(first.status, first.text).toBeLessThan(300);
    const again = await sendWithKey(row, key, path, body);
    if (row.call === 'POST /api/v2/tokens') {
      // a created token's value is shown once: its replay answers the same token without the value
      expect(again).toMatchObject({ status: first.status, replayed: 'true' });
      const [a, b] = [JSON.parse(first.text), JSON.parse(again.text)];
      expect(b).toEqual({ ...a, token: null, valueShownOnce: expect.any(String) });
      return;
    }
    expect(again).toEqual({ ...first, replayed: 'true' });
  });
});
