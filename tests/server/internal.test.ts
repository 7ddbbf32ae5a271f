// Super admin tools over HTTP (docs/api-contract.md "Super admin"): who may call them, the admin
// token's rules, enabling and disabling accounts (sessions end, sign-in refused), refunds and the
// calls for review, with their audit entries.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, refunds, sessions } from '../../server/db/schema';
import { hashToken } from '../../server/auth/tokens';
import { redactUrl } from '../../server/logging';
import { auditRows, call, FORBIDDEN, latestCode, NOT_SIGNED_IN, serverWith, signIn } from './helpers';

/** Everyone signed in but the super admin. */
const OTHERS = ['partner', 'reseller', 'acmeOwner', 'acmeAdmin'] as const;
const { server, t } = await serverWith(['superAdmin', ...OTHERS]);
const superToken = t.superAdmin;
let adminToken: string;

const TOKEN_REQUIRED = { status: 401, body: { success: false, message: 'Admin token required' } };

/** The routes that need an admin token, each with a valid body. */
const ADMIN_ROUTES: [string, string, unknown][] = [
  ['POST', '/api/v1/enableAccount', { username: 'globex' }],
  ['POST', '/api/v1/disableAccount', { username: 'globex', reason: 'Test' }],
  ['POST', '/internal/issueRefundToUser', { username: 'globex', usdAmount: 1 }],
  ['GET', '/internal/fetchCallsForReview', undefined],
  ['GET', '/internal/jobs', undefined],
];

const db = () => server.db.db;

function asAdmin(method: string, path: string, body?: unknown, token = adminToken) {
  return call(server, method, path, { token: superToken, body, query: { adminToken: token } });
}

async function newAdminToken(sessionToken = superToken): Promise<string> {
  const reply = await call(server, 'POST', '/internal/adminToken', { token: sessionToken });
  expect(reply.status).toBe(200);
  return reply.body.adminToken;
}

async function orgRows(ids: number[]) {
  return db()
    .select({ id: accounts.id, enabled: accounts.enabled, reason: accounts.disabledReason, details: accounts.disabledDetails, at: accounts.disabledAt })
    .from(accounts)
    .where(inArray(accounts.id, ids));
}

async function outboxCount(to: string): Promise<number> {
  const response = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, server.url));
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

beforeAll(async () => {
  adminToken = await newAdminToken();
});

describe('who may use the super admin tools', () => {
  it.each(OTHERS)(
    '%s gets 403 on every endpoint, even with a valid admin token',
    async (who) => {
      const token = t[who];
      expect(await call(server, 'POST', '/internal/adminToken', { token })).toEqual(FORBIDDEN);
      for (const [method, path, body] of ADMIN_ROUTES) {
        expect(await call(server, method, path, { token, body, query: { adminToken } }), path).toEqual(FORBIDDEN);
      }
    },
  );

  it('answers 401 without a session token', async () => {
    expect(await call(server, 'POST', '/internal/adminToken')).toEqual(NOT_SIGNED_IN);
    for (const [method, path, body] of ADMIN_ROUTES) {
      expect(await call(server, method, path, { body, query: { adminToken } }), path).toEqual(NOT_SIGNED_IN);
    }
  });

  it('a super admin without, with a wrong, an expired or another super admin\'s admin token gets 401', async () => {
    const expired = await newAdminToken();
    await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
    const [second] = await db()
      .insert(accounts)
      .values({ username: 'super-two', accountType: 'organization', email: 'super2@example.com', name: 'Second Super', superAdmin: true })
      .returning({ id: accounts.id });
    await db().update(accounts).set({ organizationId: second.id }).where(eq(accounts.id, second.id));
    const othersToken = await newAdminToken(await signIn(server, 'super2@example.com'));

    for (const [method, path, body] of ADMIN_ROUTES) {
      expect(await call(server, method, path, { token: superToken, body }), `${path} without`).toEqual(TOKEN_REQUIRED);
      for (const wrong of ['', 'not-a-token', superToken, expired, othersToken]) {
        expect(await asAdmin(method, path, body, wrong), `${path} with ${wrong.slice(0, 6)}`).toEqual(TOKEN_REQUIRED);
      }
    }
  });

  it('the logger never sees an admin token', () => {
    expect(redactUrl(`/internal/fetchCallsForReview?token=a&adminToken=${adminToken}`)).toBe(
      '/internal/fetchCallsForReview?token=[redacted]&adminToken=[redacted]',
    );
  });

  it('an admin token is not a session token', async () => {
    expect(await call(server, 'GET', '/api/v1/account', { token: adminToken })).toEqual(NOT_SIGNED_IN);
  });
});

describe('POST /internal/adminToken', () => {
  it('issues a 12-hour admin token, stored hashed, and audits it', async () => {
    const before = Math.floor(Date.now() / 1000);
    const reply = await call(server, 'POST', '/internal/adminToken', { token: superToken });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.adminToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.body.expiresAt).toBeGreaterThanOrEqual(before + 12 * 3600 - 1);
    expect(reply.body.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 12 * 3600);
    const [row] = await db().select().from(sessions).where(eq(sessions.tokenHash, hashToken(reply.body.adminToken)));
    expect(row).toMatchObject({ kind: 'admin', accountId: server.seeded.ids.superAdmin, revokedAt: null });
    const [entry] = await auditRows(server, 'adminToken.issued');
    expect(entry).toMatchObject({ actorId: server.seeded.ids.superAdmin, targetAccountId: null });
    // the new token works
    expect((await asAdmin('GET', '/internal/fetchCallsForReview', undefined, reply.body.adminToken)).status).toBe(200);
  });
});

describe('DELETE /internal/adminToken', () => {
  it('revokes the caller\'s own token for good; another super admin\'s token and non-super-admins are refused', async () => {
    const token = await newAdminToken();
    expect((await asAdmin('GET', '/internal/fetchCallsForReview', undefined, token)).status).toBe(200);
    // a partner cannot revoke anything, even with the token in hand
    const partner = await signIn(server, 'partner@example.com');
    expect(await call(server, 'DELETE', '/internal/adminToken', { token: partner, query: { adminToken: token } })).toEqual(FORBIDDEN);
    expect((await asAdmin('GET', '/internal/fetchCallsForReview', undefined, token)).status).toBe(200);

    expect(await asAdmin('DELETE', '/internal/adminToken', undefined, token)).toEqual({ status: 200, body: { success: true } });
    expect(await asAdmin('GET', '/internal/fetchCallsForReview', undefined, token)).toEqual({
      status: 401,
      body: { success: false, message: 'Admin token required' },
    });
    // idempotent, and the shared token of the other tests still works
    expect((await asAdmin('DELETE', '/internal/adminToken', undefined, token)).status).toBe(200);
    expect((await asAdmin('GET', '/internal/fetchCallsForReview')).status).toBe(200);
  });
});

describe('enable and disable', () => {
  it('disabling Acme ends the sessions of its owner and member, refuses their sign-in, and leaves Globex alone', async () => {
    const { acme, globex } = server.seeded.orgs;
    const orgIds = [acme, server.seeded.ids.acmeAdmin, ...server.seeded.agents.acme];
    const owner = await signIn(server, 'owner@acme.example');
    const member = await signIn(server, 'admin@acme.example');
    const globexToken = await signIn(server, 'owner@globex.example');

    const reply = await asAdmin('POST', '/api/v1/disableAccount', { username: 'acme', reason: 'Chargeback', details: 'Card disputed' });
    expect(reply).toEqual({ status: 200, body: { success: true } });

    for (const row of await orgRows(orgIds)) {
      expect(row).toMatchObject({ enabled: false, reason: 'Chargeback', details: 'Card disputed' });
      expect(row.at).toBeInstanceOf(Date);
    }
    expect((await orgRows([globex]))[0]).toMatchObject({ enabled: true, reason: null });
    expect(await call(server, 'GET', '/api/v1/account', { token: owner })).toEqual(NOT_SIGNED_IN);
    expect(await call(server, 'GET', '/api/v1/account', { token: member })).toEqual(NOT_SIGNED_IN);
    expect((await call(server, 'GET', '/api/v1/account', { token: globexToken })).status).toBe(200);
    const live = await db().select().from(sessions).where(and(inArray(sessions.accountId, orgIds)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    // sign-in by email code: no code is sent, and an old code does not verify
    for (const email of ['owner@acme.example', 'admin@acme.example']) {
      const sentBefore = await outboxCount(email);
      const oldCode = await latestCode(server, email);
      expect((await call(server, 'POST', '/api/v1/signin/email', { body: { email } })).body).toEqual({ success: true });
      expect(await outboxCount(email)).toBe(sentBefore);
      const verify = await call(server, 'POST', '/api/v1/email/verify', { body: { email, verificationCode: Number(oldCode) } });
      expect(verify.status).toBe(400);
    }

    const [entry] = await auditRows(server, 'account.disabled');
    expect(entry).toMatchObject({
      actorId: server.seeded.ids.superAdmin,
      targetAccountId: acme,
      organizationId: acme,
      before: { enabled: true, disabledReason: null },
      after: { enabled: false, disabledReason: 'Chargeback' },
    });
  });

  it('enabling Acme again restores sign-in and clears the reason', async () => {
    const { acme } = server.seeded.orgs;
    const reply = await asAdmin('POST', '/api/v1/enableAccount', { username: 'acme' });
    expect(reply).toEqual({ status: 200, body: { success: true } });
    for (const row of await orgRows([acme, server.seeded.ids.acmeAdmin, ...server.seeded.agents.acme])) {
      expect(row).toEqual(expect.objectContaining({ enabled: true, reason: null, details: null, at: null }));
    }
    for (const email of ['owner@acme.example', 'admin@acme.example']) {
      const token = await signIn(server, email);
      expect((await call(server, 'GET', '/api/v1/account', { token })).status).toBe(200);
    }
    const [entry] = await auditRows(server, 'account.enabled');
    expect(entry).toMatchObject({
      targetAccountId: acme,
      before: { enabled: false, disabledReason: 'Chargeback' },
      after: { enabled: true, disabledReason: null },
    });
  });

  it('disabling a reseller disables its organizations, not the other reseller\'s', async () => {
    const { blueHarbor, harborDental } = server.seeded;
    const dental = await signIn(server, 'owner@harbordental.example');
    expect((await asAdmin('POST', '/api/v1/disableAccount', { username: 'blue-harbor', reason: 'Contract ended' })).status).toBe(200);
    expect(await orgRows([blueHarbor, harborDental])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: blueHarbor, enabled: false, reason: 'Contract ended', details: null }),
        expect.objectContaining({ id: harborDental, enabled: false, reason: 'Contract ended' }),
      ]),
    );
    expect((await orgRows([server.seeded.orgs.globex, server.seeded.ids.reseller])).every((r) => r.enabled)).toBe(true);
    expect(await call(server, 'GET', '/api/v1/account', { token: dental })).toEqual(NOT_SIGNED_IN);
    const [entry] = await auditRows(server, 'account.disabled');
    expect(entry).toMatchObject({ targetAccountId: blueHarbor, resellerId: blueHarbor });

    expect((await asAdmin('POST', '/api/v1/enableAccount', { username: 'blue-harbor' })).status).toBe(200);
    expect((await orgRows([blueHarbor, harborDental])).every((r) => r.enabled && r.reason === null)).toBe(true);
    expect((await call(server, 'GET', '/api/v1/account', { token: await signIn(server, 'owner@harbordental.example') })).status).toBe(200);
  });

  it('enables the seeded disabled org Initrode', async () => {
    expect((await asAdmin('POST', '/api/v1/enableAccount', { username: 'initrode' })).status).toBe(200);
    expect((await orgRows([server.seeded.initrode]))[0]).toMatchObject({ enabled: true, reason: null });
  });

  it('refuses accounts that are not an organization or a reseller, super admins and unknown usernames', async () => {
    const notOrg = { status: 400, body: { success: false, message: 'username: Only an organization or a reseller can be enabled or disabled' } };
    expect(await asAdmin('POST', '/api/v1/disableAccount', { username: 'acme-admin', reason: 'x' })).toEqual(notOrg);
    expect(await asAdmin('POST', '/api/v1/disableAccount', { username: 'switchboard', reason: 'x' })).toEqual(notOrg);
    expect(await asAdmin('POST', '/api/v1/disableAccount', { username: 'acme-front-desk', reason: 'x' })).toEqual(notOrg);
    expect(await asAdmin('POST', '/api/v1/enableAccount', { username: 'acme-admin' })).toEqual(notOrg);
    expect(await asAdmin('POST', '/api/v1/disableAccount', { username: 'super', reason: 'x' })).toEqual({
      status: 400,
      body: { success: false, message: 'username: A super admin account cannot be disabled' },
    });
    expect(await asAdmin('POST', '/api/v1/disableAccount', { username: 'nobody-here', reason: 'x' })).toEqual({
      status: 404,
      body: { success: false, message: 'Account not found' },
    });
    expect((await asAdmin('POST', '/api/v1/enableAccount', { username: 'nobody-here' })).status).toBe(404);
    const [superRow] = await orgRows([server.seeded.ids.superAdmin]);
    expect(superRow.enabled).toBe(true);
  });

  it.each([
    [{ reason: 'x' }, 'username: Required'],
    [{ username: '  ', reason: 'x' }, 'username: Required'],
    [{ username: 'globex' }, 'reason: Required'],
    [{ username: 'globex', reason: '   ' }, 'reason: Required'],
    [{ username: 'globex', reason: 'r'.repeat(201) }, 'reason: At most 200 characters'],
    [{ username: 'globex', reason: 'x', details: 'd'.repeat(2001) }, 'details: At most 2000 characters'],
  ])('disable validates %j', async (body, message) => {
    expect(await asAdmin('POST', '/api/v1/disableAccount', body)).toEqual({ status: 400, body: { success: false, message } });
    expect((await orgRows([server.seeded.orgs.globex]))[0].enabled).toBe(true);
  });
});

describe('POST /internal/issueRefundToUser', () => {
  it('issues a USD refund stored as text with 2 decimals, and audits it', async () => {
    const reply = await asAdmin('POST', '/internal/issueRefundToUser', { username: 'globex', usdAmount: 12.5 });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.refund).toMatchObject({ username: 'globex', usdAmount: '12.50', satsAmount: null });
    expect(new Date(reply.body.refund.createdAt).toISOString()).toBe(reply.body.refund.createdAt);
    const [row] = await db().select().from(refunds).where(eq(refunds.id, reply.body.refund.id));
    expect(row).toMatchObject({ accountId: server.seeded.orgs.globex, usdAmount: '12.50', satsAmount: null, issuedBy: server.seeded.ids.superAdmin });
    const [entry] = await auditRows(server, 'refund.issued');
    expect(entry).toMatchObject({ targetAccountId: server.seeded.orgs.globex, after: { usdAmount: '12.50' } });
  });

  it('issues a sats refund', async () => {
    const reply = await asAdmin('POST', '/internal/issueRefundToUser', { username: 'acme', satsAmount: 100_000_000 });
    expect(reply.status).toBe(200);
    expect(reply.body.refund).toMatchObject({ username: 'acme', usdAmount: null, satsAmount: 100_000_000 });
    const [entry] = await auditRows(server, 'refund.issued');
    expect(entry).toMatchObject({ targetAccountId: server.seeded.orgs.acme, after: { satsAmount: 100_000_000 } });
  });

  it.each([
    [{ username: 'globex' }, 'usdAmount: Expected usdAmount or satsAmount'],
    [{ username: 'globex', usdAmount: 1, satsAmount: 1 }, 'satsAmount: Give usdAmount or satsAmount, not both'],
    [{ usdAmount: 1 }, 'username: Required'],
    [{ username: 'globex', usdAmount: 0 }, 'usdAmount: Expected a positive amount'],
    [{ username: 'globex', usdAmount: -5 }, 'usdAmount: Expected a positive amount'],
    [{ username: 'globex', usdAmount: 1.005 }, 'usdAmount: At most 2 decimals'],
    [{ username: 'globex', usdAmount: 10000.01 }, 'usdAmount: At most 10000'],
    [{ username: 'globex', usdAmount: '12.50' }, 'usdAmount: Expected a number'],
    [{ username: 'globex', satsAmount: 1.5 }, 'satsAmount: Expected a whole number of sats'],
    [{ username: 'globex', satsAmount: 0 }, 'satsAmount: Expected a positive amount'],
    [{ username: 'globex', satsAmount: 100_000_001 }, 'satsAmount: At most 100000000'],
  ])('refuses %j', async (body, message) => {
    const before = (await db().select().from(refunds)).length;
    expect(await asAdmin('POST', '/internal/issueRefundToUser', body)).toEqual({ status: 400, body: { success: false, message } });
    expect((await db().select().from(refunds)).length).toBe(before);
  });

  it('answers 404 for an unknown username', async () => {
    expect(await asAdmin('POST', '/internal/issueRefundToUser', { username: 'nobody-here', usdAmount: 1 })).toEqual({
      status: 404,
      body: { success: false, message: 'Account not found' },
    });
  });

  it('accepts the largest USD amount and one cent', async () => {
    expect((await asAdmin('POST', '/internal/issueRefundToUser', { username: 'acme', usdAmount: 10000 })).body.refund.usdAmount).toBe('10000.00');
    expect((await asAdmin('POST', '/internal/issueRefundToUser', { username: 'acme', usdAmount: 0.01 })).body.refund.usdAmount).toBe('0.01');
  });
});

describe('GET /internal/fetchCallsForReview', () => {
  it('lists the seeded calls newest first with the org name', async () => {
    const reply = await asAdmin('GET', '/internal/fetchCallsForReview');
    expect(reply.status).toBe(200);
    const { calls } = reply.body;
    expect(calls).toHaveLength(3);
    expect(calls.map((c: { orgName: string }) => c.orgName)).toEqual(['Acme', 'Globex', 'Acme']);
    expect(calls[0]).toEqual({
      id: expect.any(Number),
      organizationId: server.seeded.orgs.acme,
      orgName: 'Acme',
      agentAccountId: server.seeded.agents.acme[0],
      fromNumber: '+12065550377',
      toNumber: '+15551230004',
      durationSeconds: 905,
      reason: 'Unusually long call',
      excerpt: 'Let me read you the whole list again.',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const times = calls.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('OpenAPI reference', () => {
  it('documents the super admin routes and their adminToken parameter', async () => {
    const spec = (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    expect(spec.paths['/internal/adminToken'].post).toBeDefined();
    for (const [method, path] of ADMIN_ROUTES) {
      const names = spec.paths[path][method.toLowerCase()].parameters?.map((p) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['token', 'adminToken']));
    }
  });
});
