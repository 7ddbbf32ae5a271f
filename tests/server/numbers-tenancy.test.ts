// Issue 18 point 8, the numbers routes: one tenant cannot reach another's numbers, whether it names
// the other organization as target (403, the kit's gate) or guesses a number id (404: not found in
// its own organization), and nothing changes; every route needs a session.
import { describe, expect, it } from 'vitest';
import { call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const { orgs, agents } = server.seeded;
const globex = t.globexOwner;

const found = await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token: t.acmeOwner, body: { prefix: '415' } });
const [number, other] = found.body.numbers.map((n: { number: string }) => n.number);
const acmeNumber = (await call(server, 'POST', '/api/v2/phoneNumber/assign', { token: t.acmeOwner, target: agents.acme[0], body: { number } })).body.phoneNumber;

/** Every route of the numbers plugin, with a body that would succeed for Acme. */
const ROUTES: [string, string, unknown?][] = [
  ['POST', '/api/v2/phoneNumber/search/local/prefix', { prefix: '415' }],
  ['POST', '/api/v2/phoneNumber/search/local/locality', { city: 'San Francisco', region: 'CA' }],
  ['POST', '/api/v2/phoneNumber/search/local/phrase', { phrase: 'CAKE' }],
  ['POST', '/api/v2/phoneNumber/assign', { number: other }],
  ['POST', '/api/v2/phoneNumber/byo/assign', { number: '+13125550160' }],
  ['GET', '/api/v2/phoneNumbers'],
  ['GET', '/api/v2/phoneNumbers/health'],
  ['GET', `/api/v2/phoneNumbers/${acmeNumber.id}`],
  ['POST', `/api/v2/phoneNumbers/${acmeNumber.id}/agent`, { agentAccountId: null }],
  ['POST', `/api/v2/phoneNumbers/${acmeNumber.id}/release`],
];

describe('numbers: one tenant cannot reach another', () => {
  it('lists every numbers route of the route table here', () => {
    const table = server.app.routeTable.filter((r) => r.plugin === 'numbers').map((r) => `${r.method} ${r.url.replace(':id', String(acmeNumber.id))}`);
    expect(table.sort()).toEqual(ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(ROUTES)('%s %s with another organization as target: 403', async (method, path, body) => {
    expect(await call(server, method, path, { token: globex, target: orgs.acme, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { token: globex, target: agents.acme[0], body })).toEqual(FORBIDDEN);
  });

  it.each(ROUTES)('%s %s without a session: 401', async (method, path, body) => {
    expect(await call(server, method, path, { body })).toEqual(NOT_SIGNED_IN);
  });

  it('does not find another organization\'s number by id, and leaves it as it was', async () => {
    const path = `/api/v2/phoneNumbers/${acmeNumber.id}`;
    expect((await call(server, 'GET', path, { token: globex })).status).toBe(404);
    expect((await call(server, 'POST', `${path}/agent`, { token: globex, body: { agentAccountId: agents.globex[0] } })).status).toBe(404);
    expect((await call(server, 'POST', `${path}/release`, { token: globex })).status).toBe(404);
    const list = await call(server, 'GET', '/api/v2/phoneNumbers', { token: globex });
    expect(list.body.numbers.map((n: { id: number }) => n.id)).not.toContain(acmeNumber.id);
    const health = await call(server, 'GET', '/api/v2/phoneNumbers/health', { token: globex });
    expect(health.body.numbers.map((n: { id: number }) => n.id)).not.toContain(acmeNumber.id);
    const still = await call(server, 'GET', path, { token: t.acmeOwner });
    expect(still.body.phoneNumber).toMatchObject({ status: 'active', agentAccountId: agents.acme[0] });
  });
});
