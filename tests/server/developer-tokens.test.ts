// Issue 21 point 1: API tokens. Created for one account (the call's target), the value answered once
// and stored hashed; listed without values; revoked at once; a token works as the `token` of other
// calls within its account (read tokens GET only), never outside it, not after expiry, never logged.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { apiTokens, idempotencyKeys } from '../../server/db/schema';
import { auditRows, call, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';

const logLines: string[] = [];
const logger = { level: 'info', stream: new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }) };
const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller'], { logger });
const { orgs, agents, generatedOrgs } = server.seeded;
const rows = () => server.db.db.select().from(apiTokens);

async function make(session: string, body: Record<string, unknown>, target?: number) {
  const made = await call(server, 'POST', '/api/v2/tokens', { token: session, target, body });
  expect(made.status).toBe(201);
  return made.body as { token: string; apiToken: { id: string; accountId: number; prefix: string } };
}

describe('API tokens', () => {
  it('creates a token whose value is answered once and stored only as a hash', async () => {
    const made = await make(t.acmeOwner, { description: '  CRM sync  ', type: 'read' });
    expect(made.token).toMatch(/^sbt_[\w-]{43}$/);
    expect(made.apiToken).toMatchObject({ description: 'CRM sync', type: 'read', accountId: orgs.acme, lastUsedAt: null });
    expect(made.token.startsWith(made.apiToken.prefix)).toBe(true);
    const expires = Date.parse((made.apiToken as unknown as { expiresAt: string }).expiresAt) - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(90);
    const [stored] = await server.db.db.select().from(apiTokens).where(eq(apiTokens.id, made.apiToken.id));
    expect(stored!.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(await rows())).not.toContain(made.token);
    const list = await call(server, 'GET', '/api/v2/tokens', { token: t.acmeOwner });
    expect(list.body.tokens.map((x: { id: string }) => x.id)).toContain(made.apiToken.id);
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    expect(await auditRows(server, 'apiToken.created', orgs.acme)).not.toHaveLength(0);
  });

  it('lets a read token GET within its account and refuses its writes; a write token writes', async () => {
    const read = await make(t.acmeOwner, { description: 'read', type: 'read' });
    const write = await make(t.acmeOwner, { description: 'write', type: 'write', expiresInDays: 7 });
    const list = await call(server, 'GET', '/api/v2/contact', { token: read.token });
    expect(list.status).toBe(200);
    expect(list.body.contacts.length).toBeGreaterThan(0);
    const refused = await call(server, 'POST', '/api/v2/contact', { token: read.token, body: { firstName: 'Read' } });
    expect(refused).toEqual({ status: 403, body: { success: false, message: 'This API token is read-only' } });
    const created = await call(server, 'POST', '/api/v2/contact', { token: write.token, body: { firstName: 'Written' } });
    expect(created.status).toBe(201);
    const [row] = await server.db.db.select().from(apiTokens).where(eq(apiTokens.id, read.apiToken.id));
    expect(row!.lastUsedAt).not.toBeNull();
    // a token cannot mint or revoke tokens, whatever its type
    expect((await call(server, 'POST', '/api/v2/tokens', { token: write.token, body: { description: 'x', type: 'write' } })).status).toBe(403);
    expect((await call(server, 'DELETE', '/api/v2/tokens', { token: write.token, body: { id: read.apiToken.id } })).status).toBe(403);
  });

  it('acts on its one account only', async () => {
    const byReseller = await make(t.reseller, { description: 'acme only', type: 'write' }, orgs.acme);
    expect(byReseller.apiToken.accountId).toBe(orgs.acme);
    expect((await call(server, 'GET', '/api/v2/contact', { token: byReseller.token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/v2/contact', { token: byReseller.token, target: orgs.acme })).status).toBe(200);
    // the reseller may act on its other organizations; its Acme token may not
    expect((await call(server, 'GET', '/api/v2/contact', { token: t.reseller, target: generatedOrgs[0] })).status).toBe(200);
    expect(await call(server, 'GET', '/api/v2/contact', { token: byReseller.token, target: generatedOrgs[0] })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/contact', { token: byReseller.token, target: orgs.globex })).toEqual(FORBIDDEN);
    // an agent-account token cannot reach the organization's webhooks (their subject is the organization)
    const agentToken = await make(t.acmeOwner, { description: 'agent', type: 'read' }, agents.acme[0]);
    expect(agentToken.apiToken.accountId).toBe(agents.acme[0]);
    expect(await call(server, 'GET', '/api/v2/webhooks', { token: agentToken.token })).toEqual(FORBIDDEN);
    expect((await call(server, 'GET', '/api/v2/webhooks', { token: t.acmeOwner })).status).toBe(200);
  });

  it('stops working when expired or revoked, at once; revokes by id or by value', async () => {
    const a = await make(t.acmeOwner, { description: 'expiring', type: 'read', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await call(server, 'GET', '/api/v2/contact', { token: a.token })).status).toBe(200);
    await server.db.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, a.apiToken.id));
    expect(await call(server, 'GET', '/api/v2/contact', { token: a.token })).toEqual(NOT_SIGNED_IN);

    const b = await make(t.acmeOwner, { description: 'revoked by id', type: 'read' });
    expect((await call(server, 'GET', '/api/v2/contact', { token: b.token })).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/v2/tokens', { token: t.acmeOwner, body: { id: b.apiToken.id } })).body).toEqual({ success: true });
    expect(await call(server, 'GET', '/api/v2/contact', { token: b.token })).toEqual(NOT_SIGNED_IN);
    expect((await call(server, 'DELETE', '/api/v2/tokens', { token: t.acmeOwner, body: { id: b.apiToken.id } })).status).toBe(404);

    const c = await make(t.acmeOwner, { description: 'revoked by value', type: 'write' });
    expect((await call(server, 'DELETE', '/api/v2/tokens', { token: t.acmeOwner, body: { token: c.token } })).body).toEqual({ success: true });
    expect(await call(server, 'GET', '/api/v2/contact', { token: c.token })).toEqual(NOT_SIGNED_IN);
    expect(await auditRows(server, 'apiToken.revoked', orgs.acme)).toHaveLength(2);
  });

  it('refuses members, other tenants (404 for their token ids) and no session', async () => {
    const mine = await make(t.acmeOwner, { description: 'mine', type: 'read' });
    expect(await call(server, 'GET', '/api/v2/tokens', { token: t.acmeAdmin })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', '/api/v2/tokens', { token: t.acmeAdmin, body: { description: 'x', type: 'read' } })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/tokens', { token: t.globexOwner, target: orgs.acme })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/tokens')).toEqual(NOT_SIGNED_IN);
    const theirs = await call(server, 'DELETE', '/api/v2/tokens', { token: t.globexOwner, body: { id: mine.apiToken.id } });
    expect(theirs).toEqual({ status: 404, body: { success: false, message: 'API token not found' } });
    // by its value too: the same answer as a token that never existed, and the token still works
    expect(await call(server, 'DELETE', '/api/v2/tokens', { token: t.globexOwner, body: { token: mine.token } })).toEqual(theirs);
    expect(await call(server, 'DELETE', '/api/v2/tokens', { token: t.globexOwner, body: { id: '00000000-0000-4000-8000-000000000000' } })).toEqual(theirs);
    expect((await call(server, 'GET', '/api/v2/tokens', { token: t.globexOwner })).body.tokens).toEqual([]);
    expect((await call(server, 'GET', '/api/v2/contact', { token: mine.token })).status).toBe(200);
  });

  it('refuses bad input naming the field', async () => {
    const post = (body: unknown) => call(server, 'POST', '/api/v2/tokens', { token: t.acmeOwner, body });
    expect((await post({ description: '   ', type: 'read' })).body.message).toMatch(/^description: /);
    expect((await post({ description: 'x'.repeat(201), type: 'read' })).body.message).toMatch(/^description: /);
    expect((await post({ description: 'x', type: 'admin' })).body.message).toMatch(/^type: /);
    expect((await post({ description: 'x', type: 'read', expiresInDays: 366 })).body.message).toMatch(/^expiresInDays: /);
    expect((await post({ description: 'x', type: 'read', expiresInDays: 0 })).body.message).toMatch(/^expiresInDays: /);
    expect((await post({ description: 'x', type: 'read', expiresAt: '2001-01-01T00:00:00Z' })).body.message).toBe('expiresAt: Expected a time in the future');
    expect((await post({ description: 'x', type: 'read', expiresAt: '9999-01-01' })).body.message).toBe('expiresAt: Expected at most 365 days from now');
    expect((await post({ description: 'x', type: 'read', expiresAt: 'never' })).body.message).toMatch(/^expiresAt: /);
    expect((await post({ description: 'x', type: 'read', expiresInDays: 5, expiresAt: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(400);
    expect((await call(server, 'DELETE', '/api/v2/tokens', { token: t.acmeOwner, body: {} })).status).toBe(400);
    expect((await call(server, 'DELETE', '/api/v2/tokens', { token: t.acmeOwner, body: { id: 'not-a-uuid' } })).status).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first token, not a second one', async () => {
    const send = () =>
      fetch(new URL(`/api/v2/tokens?token=${t.acmeOwner}`, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'token-key-1' },
        body: JSON.stringify({ description: 'retried', type: 'read' }),
      }).then((r) => r.json() as Promise<{ token: string | null; valueShownOnce?: string; apiToken: { id: string } }>);
    const first = await send();
    const second = await send();
    expect(second.apiToken.id).toBe(first.apiToken.id);
    expect((await rows()).filter((r) => r.description === 'retried')).toHaveLength(1);
    // the value is not kept for replays: the idempotency table never holds it
    expect(first.token).toMatch(/^sbt_/);
    expect(second.token).toBeNull();
    expect(second.valueShownOnce).toMatch(/^The token value was shown once/);
    const stored = await server.db.db.select().from(idempotencyKeys);
    expect(stored.some((r) => JSON.stringify(r.body).includes(first.apiToken.id))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(first.token);
  });

  it('never writes a token value to the log', async () => {
    const made = await make(t.acmeOwner, { description: 'logged?', type: 'read' });
    await call(server, 'GET', '/api/v2/contact', { token: made.token });
    await call(server, 'POST', '/api/v2/contact', { token: made.token, body: { firstName: 'x' } });
    await call(server, 'DELETE', '/api/v2/tokens', { token: t.acmeOwner, body: { token: made.token } });
    const log = logLines.join('');
    expect(log).toContain('/api/v2/contact');
    expect(log).not.toContain(made.token);
    expect(log).not.toContain(made.token.slice(12));
  });
});
