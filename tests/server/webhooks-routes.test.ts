// Issue 20 points 6 and 8, the routes: the spec's list/create/delete (http(s) only; loopback and
// private addresses refused outside demo mode), the log of an endpoint and of a call, send test with
// a real recent event, the audit log; and every route refused to another tenant, to a member of the
// organization (an outgoing channel is the owner's, as reports are) and without a session.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { recordEvent } from '../../server/events/record';
import { startTestServer } from '../../server/testing/index';
import { auditRows, call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';
import { startReceiver } from './webhookReceiver';
import { deliverNow } from './webhooksKit';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller']);
const { orgs } = server.seeded;
const receiver = await startReceiver();
const owner = t.acmeOwner;

const created = await call(server, 'POST', '/api/v2/webhooks', { token: owner, body: { url: receiver.url, label: 'Calls', type: 'incoming' } });
const hook = created.body.webhook as { id: string; url: string };
const callId = crypto.randomUUID();

const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/v2/webhooks'],
  ['POST', '/api/v2/webhooks', { url: `${receiver.url}/other`, label: 'x', type: 'contact' }],
  ['DELETE', '/api/v2/webhooks', { url: hook.url }],
  ['GET', `/api/v2/webhooks/${hook.id}`],
  ['POST', `/api/v2/webhooks/${hook.id}/rotate`],
  ['POST', `/api/v2/webhooks/${hook.id}/enable`],
  ['GET', `/api/v2/webhooks/${hook.id}/deliveries`],
  ['POST', `/api/v2/webhooks/${hook.id}/replay`, { since: '2025-01-01T00:00:00Z' }],
  ['POST', `/api/v2/webhooks/${hook.id}/test`],
  ['GET', `/api/v2/webhookDeliveries?callId=${callId}`],
  ['POST', '/api/v2/webhookDeliveries/00000000-0000-4000-8000-000000000000/replay'],
];

describe('webhooks routes', () => {
  it('lists every webhooks route of the route table here', () => {
    const table = server.app.routeTable.filter((r) => r.plugin === 'webhooks').map((r) => `${r.method} ${r.url}`);
    const ours = ROUTES.map(([m, p]) => `${m} ${p.split('?')[0]!.replace(hook.id, ':id').replace(/webhookDeliveries\/[\w-]+/, 'webhookDeliveries/:id')}`);
    expect(table.sort()).toEqual(ours.sort());
  });

  it.each(ROUTES)('%s %s: another tenant, a member and no session are refused', async (method, path, body) => {
    expect(await call(server, method, path, { token: t.globexOwner, target: orgs.acme, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { token: t.acmeAdmin, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { body })).toEqual(NOT_SIGNED_IN);
  });

  it('does not find another organization\'s webhook by id', async () => {
    expect((await call(server, 'GET', `/api/v2/webhooks/${hook.id}`, { token: t.globexOwner })).status).toBe(404);
    expect((await call(server, 'GET', `/api/v2/webhooks/${hook.id}/deliveries`, { token: t.globexOwner })).status).toBe(404);
    expect((await call(server, 'POST', `/api/v2/webhooks/${hook.id}/test`, { token: t.globexOwner })).status).toBe(404);
    expect((await call(server, 'GET', '/api/v2/webhooks', { token: t.globexOwner })).body.webhooks).toEqual([]);
  });

  it('creates with the secret once, lists without it, and audits create, rotate and delete; the reseller acts on Acme', async () => {
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const list = await call(server, 'GET', '/api/v2/webhooks', { token: owner });
    expect(list.body).toMatchObject({ success: true, webhooks: [{ id: hook.id, type: 'incoming', status: 'active', lastDelivery: null }] });
    expect(JSON.stringify(list.body)).not.toContain(created.body.secret);
    expect(await auditRows(server, 'webhook.created', orgs.acme)).toHaveLength(1);
    const other = await call(server, 'POST', '/api/v2/webhooks', { token: t.reseller, target: orgs.acme, body: { url: `${receiver.url}/r`, type: 'contact' } });
    expect(other.status).toBe(201);
    expect((await call(server, 'POST', '/api/v2/webhooks', { token: owner, body: { url: `${receiver.url}/r`, type: 'contact' } })).body.message).toBe('url: A webhook with this URL already exists');
    await call(server, 'POST', `/api/v2/webhooks/${other.body.webhook.id}/rotate`, { token: owner });
    expect(await auditRows(server, 'webhook.secretRotated', orgs.acme)).toHaveLength(1);
    expect((await call(server, 'DELETE', '/api/v2/webhooks', { token: owner, body: { url: `${receiver.url}/r` } })).body).toEqual({ success: true });
    expect(await auditRows(server, 'webhook.deleted', orgs.acme)).toHaveLength(1);
    expect((await call(server, 'DELETE', '/api/v2/webhooks', { token: owner, body: { url: `${receiver.url}/r` } })).status).toBe(404);
  });

  it('refuses a bad type or scheme by field name', async () => {
    const post = (body: unknown) => call(server, 'POST', '/api/v2/webhooks', { token: owner, body });
    expect((await post({ url: receiver.url, type: 'everything' })).body.message).toBe('type: Expected conversation, incoming, contact or an event type');
    expect((await post({ url: 'ftp://example.com/x', type: 'contact' })).body.message).toBe('url: Expected an http or https URL');
    expect((await post({ url: 'javascript:alert(1)', type: 'contact' })).status).toBe(400);
    expect((await post({ type: 'contact' })).status).toBe(400);
  });

  it('lists a call\'s deliveries, and sends a test with the latest real event of the type', async () => {
    await recordEvent(server.db.db, { type: 'call.started', accountId: orgs.acme, payload: { callId, from: '+15555550100', to: '+15555550101' } });
    await deliverNow(server);
    const log = await call(server, 'GET', `/api/v2/webhookDeliveries?callId=${callId}`, { token: owner });
    expect(log.body.deliveries).toHaveLength(1);
    expect(log.body.deliveries[0]).toMatchObject({ eventType: 'call.started', callId, state: 'succeeded', attemptLog: [{ number: 1, responseStatus: 200, ok: true }] });
    const test = await call(server, 'POST', `/api/v2/webhooks/${hook.id}/test`, { token: owner });
    expect(test.status).toBe(201);
    await deliverNow(server);
    const got = receiver.received.at(-1)!;
    expect(got.headers['switchboard-test']).toBe('true');
    expect(JSON.parse(got.body)).toMatchObject({ test: true, type: 'call.started', data: { callId } });
    const page = await call(server, 'GET', `/api/v2/webhooks/${hook.id}/deliveries`, { token: owner });
    expect(page.body.total).toBe(2);
    expect(page.body.deliveries[0].attemptLog[0].requestHeaders['switchboard-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const replay = await call(server, 'POST', `/api/v2/webhookDeliveries/${log.body.deliveries[0].id}/replay`, { token: owner });
    expect(replay.status).toBe(201);
    expect(await auditRows(server, 'webhook.replayed', orgs.acme)).toHaveLength(1);
  });
});

describe('outside demo mode', () => {
  let production: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    production = await startTestServer({ demo: false });
    // no code outbox outside demo mode: a session made in the database, as sign-in would
    token = await createSession(production.db.db, production.seeded.ids.acmeOwner);
    return () => production.close();
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://localhost/hook',
    'http://10.0.0.7/hook',
    'http://192.168.1.1/hook',
    'http://172.16.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0.0.0.0/hook',
  ])('refuses %s by name', async (url) => {
    const reply = await call(production, 'POST', '/api/v2/webhooks', { token, body: { url, type: 'contact' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^url: .* is a loopback, private, link-local or metadata address$/);
  });
});
