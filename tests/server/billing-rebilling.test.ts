// Reseller rebilling (issue 22 point 7): who may read and change a client's prices, margins and
// quotas (own clients only), hostile values refused naming the field, every change audited, the
// margin ledger after the daily charge (paged, filtered, CSV), and the quotas enforced by the runtime
// with real calls through the Demo carrier: agents, concurrent calls (busy), monthly minutes.
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runUsageCharge } from '../../server/billing/jobs';
import { minutesThisMonth } from '../../server/billing/quotas';
import { voiceTwiml } from '../../server/conversations/twiml';
import { accounts, calls, conversationCalls } from '../../server/db/schema';
import { DEFAULT_HTTP_LIMITS } from '../../server/kit/connectionLimits';
import { DemoCarrier } from '../../server/providers/carrier/demo';
import { tickSender } from '../../server/tasks/jobs';
import { tick, type RunnerDeps } from '../../server/tasks/runner';
import { apiUrl, auditRows, call, FORBIDDEN, serverWith } from './helpers';
import { assignNumber, freshNumber } from './conversationsFixture';
import { newTask, ownNumber, uploadCsv } from './tasksFixture';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'blueHarbor', 'acmeOwner', 'acmeAdmin', 'globexOwner'], {
  http: { ...DEFAULT_HTTP_LIMITS, keepAliveTimeoutMs: 60_000 },
});
const db = server.db.db;
const { acme, globex } = server.seeded.orgs;
const harbor = server.seeded.harborDental;
const { agents } = server.seeded;
const url = (id: number) => `/api/v2/reseller/clients/${id}/rebilling`;
const put = (id: number, body: unknown, token = t.reseller) => call(server, 'PUT', url(id), { token, body });
const DAY = '2026-03-10';

describe('who may rebill whom', () => {
  it('a reseller reads its own clients; another reseller\'s client is 404; org users and partners 403', async () => {
    const own = await call(server, 'GET', url(acme), { token: t.reseller });
    expect(own.status).toBe(200);
    expect(own.body.rebilling).toMatchObject({ accountId: acme, settings: { marginPercent: null, keys: {}, quotas: { maxAgents: null } }, updatedAt: null });
    expect((await call(server, 'GET', url(harbor), { token: t.reseller })).status).toBe(404);
    expect((await put(harbor, { marginPercent: 10 })).status).toBe(404);
    expect((await call(server, 'GET', url(acme), { token: t.blueHarbor })).status).toBe(404);
    expect((await call(server, 'GET', url(agents.acme[0]!), { token: t.reseller })).status).toBe(404); // an agent is no client
    expect((await call(server, 'GET', url(999_999), { token: t.reseller })).status).toBe(404);
    for (const token of [t.acmeOwner, t.acmeAdmin, t.globexOwner, t.partner]) {
      expect(await call(server, 'GET', url(acme), { token })).toEqual(FORBIDDEN);
      expect(await put(acme, { marginPercent: 10 }, token)).toEqual(FORBIDDEN);
      expect(await call(server, 'GET', '/api/v2/reseller/rebilling', { token })).toEqual(FORBIDDEN);
      expect(await call(server, 'GET', '/api/v2/reseller/marginLedger', { token })).toEqual(FORBIDDEN);
    }
    expect((await call(server, 'GET', url(harbor), { token: t.superAdmin })).status).toBe(200);
  });

  it('lists a reseller\'s clients only; a super admin names the reseller', async () => {
    const mine = await call(server, 'GET', '/api/v2/reseller/rebilling', { token: t.reseller, query: { perPage: '100' } });
    const ids = mine.body.clients.map((c: { accountId: number }) => c.accountId);
    expect(ids).toEqual(expect.arrayContaining([acme, globex]));
    expect(ids).not.toContain(harbor);
    expect(mine.body.total).toBe(ids.length);
    const theirs = await call(server, 'GET', '/api/v2/reseller/rebilling', { token: t.blueHarbor });
    expect(theirs.body.clients.map((c: { accountId: number }) => c.accountId)).toContain(harbor);
    expect((await call(server, 'GET', '/api/v2/reseller/rebilling', { token: t.superAdmin })).body.message).toBe('targetAccountId: Expected a reseller');
    const [blue] = await db.select().from(accounts).where(eq(accounts.email, 'reseller@blueharbor.example'));
    const asSuper = await call(server, 'GET', '/api/v2/reseller/rebilling', { token: t.superAdmin, target: blue!.id });
    expect(asSuper.body.clients.map((c: { accountId: number }) => c.accountId)).toContain(harbor);
    const paged = await call(server, 'GET', '/api/v2/reseller/rebilling', { token: t.reseller, query: { perPage: '1', page: '2' } });
    expect(paged.body.clients).toHaveLength(1);
    expect(paged.body.clients[0].accountId).toBe(ids[1]);
  });
});

describe('changing a client\'s rebilling', () => {
  it('refuses hostile values naming the field, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ marginPercent: -1 }, 'marginPercent'],
      [{ marginPercent: 'NaN' }, 'marginPercent'],
      [{ marginPercent: 1000.01 }, 'marginPercent'],
      [{ marginPercent: 12.345 }, 'marginPercent'],
      [{ marginPercent: '1e3' }, 'marginPercent'],
      [{ keys: { minutes: { unitPriceUsd: 0.1 } } }, 'keys.minutes'],
      [{ keys: { voice: { unitPriceUsd: 0.1, marginPercent: 10 } } }, 'keys.voice'],
      [{ keys: { voice: {} } }, 'keys.voice'],
      [{ keys: { voice: { unitPriceUsd: -0.1 } } }, 'keys.voice.unitPriceUsd'],
      [{ keys: { voice: { unitPriceUsd: 0.0000001 } } }, 'keys.voice.unitPriceUsd'],
      [{ keys: { voice: { marginPercent: 5000 } } }, 'keys.voice.marginPercent'],
      [{ keys: { voice: { price: 1 } } }, 'keys.voice.price'],
      [{ keys: [1] }, 'keys'],
      [{ quotas: { maxAgents: -1 } }, 'quotas.maxAgents'],
      [{ quotas: { maxAgents: 1.5 } }, 'quotas.maxAgents'],
      [{ quotas: { minutesPerMonth: 1e12 } }, 'quotas.minutesPerMonth'],
      [{ quotas: { seats: 3 } }, 'quotas.seats'],
      [{ marginPercent: '\u0000' }, 'marginPercent'],
      [{ bogus: 1 }, 'bogus'],
    ];
    for (const [body, field] of cases) {
      const res = await put(globex, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    }
    expect((await call(server, 'GET', url(globex), { token: t.reseller })).body.rebilling.updatedAt).toBeNull();
    expect(await auditRows(server, 'billing.rebilling_changed', globex)).toHaveLength(0);
  });

  it('saves prices, margins and quotas (PUT replaces the whole setting), audited with before and after', async () => {
    const body = { marginPercent: '12.5', keys: { voice: { unitPriceUsd: 0.12 }, tokens: { marginPercent: 40 } }, quotas: { maxAgents: 50, minutesPerMonth: null } };
    const saved = await put(globex, body);
    expect(saved.status).toBe(200);
    expect(saved.body.rebilling.settings).toEqual({
      marginPercent: 12.5,
      keys: { voice: { unitPriceUsd: 0.12 }, tokens: { marginPercent: 40 } },
      quotas: { minutesPerMonth: null, maxAgents: 50, maxConcurrentCalls: null },
    });
    const again = await put(globex, { marginPercent: 20 });
    expect(again.body.rebilling.settings).toMatchObject({ marginPercent: 20, keys: {}, quotas: { maxAgents: null } });
    const [last, first] = await auditRows(server, 'billing.rebilling_changed', globex);
    expect(first!.before).toMatchObject({ marginPercent: null, keys: {} });
    expect(first!.after).toMatchObject({ marginPercent: 12.5, keys: { voice: { unitPriceUsd: 0.12 } } });
    expect(last!.before).toMatchObject({ marginPercent: 12.5 });
    expect(last!.after).toMatchObject({ marginPercent: 20, keys: {} });
    await put(globex, {});
  });
});

describe('the margin ledger', () => {
  const voice = (accountId: number, seconds: number, at: string) =>
    db.insert(calls).values({ uuid: randomUUID(), callId: randomUUID(), roomId: 'r', accountId, timestamp: new Date(at), duration: seconds, direction: 'outbound' });

  it('shows per client per day the platform cost, reseller price, client price and margin of a 25 % margin', async () => {
    expect((await put(acme, { marginPercent: 25 })).status).toBe(200);
    await voice(acme, 600, `${DAY}T09:00:00Z`); // 10 minutes on Growth
    await voice(globex, 600, `${DAY}T10:00:00Z`); // 10 minutes on Starter, no rebilling: margin 0
    await voice(harbor, 600, `${DAY}T10:00:00Z`); // Blue Harbor's client: never in Northwind's ledger
    await runUsageCharge(db, DAY, new Date(`${DAY}T23:00:00Z`));
    const res = await call(server, 'GET', '/api/v2/reseller/marginLedger', { token: t.reseller, query: { from: DAY, to: DAY } });
    expect(res.status).toBe(200);
    const row = res.body.rows.find((r: { accountId: number }) => r.accountId === acme);
    expect(row.platformCostUsd).toBeGreaterThan(0);
    expect(row.resellerPriceUsd).toBe(row.platformCostUsd);
    expect(row.clientPriceUsd).toBeCloseTo(row.platformCostUsd * 1.25, 6);
    expect(row.marginUsd).toBeCloseTo(row.platformCostUsd * 0.25, 6);
    expect(res.body.rows.map((r: { accountId: number }) => r.accountId)).not.toContain(harbor);
    const plain = res.body.rows.find((r: { accountId: number }) => r.accountId === globex);
    expect(plain.marginUsd).toBe(0);
    expect(res.body.totals.marginUsd).toBeCloseTo(row.marginUsd, 6);
    expect(res.body.total).toBe(res.body.rows.length);
  });

  it('pages on the server, filters by client (a foreign client is 404), refuses bad ranges, exports CSV', async () => {
    const one = await call(server, 'GET', '/api/v2/reseller/marginLedger', { token: t.reseller, query: { from: DAY, to: DAY, perPage: '1' } });
    expect(one.body.rows).toHaveLength(1);
    expect(one.body.total).toBeGreaterThanOrEqual(2);
    const acmeOnly = await call(server, 'GET', '/api/v2/reseller/marginLedger', { token: t.reseller, query: { from: DAY, to: DAY, accountId: String(acme) } });
    expect(acmeOnly.body.rows.map((r: { accountId: number }) => r.accountId)).toEqual([acme]);
    expect((await call(server, 'GET', '/api/v2/reseller/marginLedger', { token: t.reseller, query: { accountId: String(harbor) } })).status).toBe(404);
    for (const [query, field] of [[{ from: '2026-03-11', to: DAY }, 'to'], [{ from: '0000-01-01' }, 'from'], [{ to: '2026-02-30' }, 'to'], [{ from: '2020-01-01', to: '2026-01-01' }, 'to'], [{ perPage: '1000' }, 'perPage']] as const) {
      const bad = await call(server, 'GET', '/api/v2/reseller/marginLedger', { token: t.reseller, query });
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body.message).toMatch(new RegExp(`^${field}: `));
    }
    const csv = await fetch(apiUrl(server, '/api/v2/reseller/marginLedger/export', { token: t.reseller, query: { from: DAY, to: DAY } }));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('day,accountId,accountName,platformCostUsd,resellerPriceUsd,clientPriceUsd,marginUsd,unpaidUsd');
    expect(lines.length).toBe(one.body.total + 1);
    expect(lines.some((l) => l.startsWith(`${DAY},${acme},`))).toBe(true);
  });

  it('the dev tool runs the charge over HTTP for a super admin only', async () => {
    const body = { day: DAY };
    expect((await call(server, 'POST', '/api/v2/admin/billing/runDailyCharges', { token: t.reseller, body })).status).toBe(403);
    const run = await call(server, 'POST', '/api/v2/admin/billing/runDailyCharges', { token: t.superAdmin, body });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ success: true, day: DAY });
    expect((await call(server, 'POST', '/api/v2/admin/billing/runDailyCharges', { token: t.superAdmin, body: { day: '2026-13-01' } })).status).toBe(400);
  });
});

describe('quotas enforced by the runtime', () => {
  it('agents: creating one past maxAgents is refused naming the quota; raising it lets it through', async () => {
    const [{ n }] = await db.select({ n: count() }).from(accounts).where(and(eq(accounts.organizationId, acme), eq(accounts.accountType, 'agent')));
    expect((await put(acme, { marginPercent: 25, quotas: { maxAgents: n } })).status).toBe(200);
    const refused = await call(server, 'POST', '/api/v2/createAccount', { token: t.acmeOwner, body: { name: 'One Too Many' } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/^Agent quota reached: .* at most \d+ agents \(quota maxAgents\)$/);
    const fromTemplate = await call(server, 'POST', '/api/v2/createAgentFromTemplate', { token: t.acmeOwner, body: { templateId: 'x', name: 'Also too many' } });
    expect([402, 404]).toContain(fromTemplate.status); // an unknown template may be refused first; never created
    await put(acme, { marginPercent: 25, quotas: { maxAgents: n + 1 } });
    expect((await call(server, 'POST', '/api/v2/createAccount', { token: t.acmeOwner, body: { name: 'Just Fits' } })).status).toBe(201);
  });

  it('concurrent calls: an inbound call past the quota gets busy, campaigns dial only into the lines left', async () => {
    const to = await assignNumber(db, acme, agents.acme[1]!);
    await put(acme, { marginPercent: 25, quotas: { maxConcurrentCalls: 2 } });
    const caller = freshNumber();
    const first = await call(server, 'POST', '/dev/carrier/call/start', { body: { from: caller, to } });
    expect(first.body.status).toBe('in-progress');
    // a campaign of three with concurrency 5: one line is the inbound call, one is left
    const fromNumber = await ownNumber(server, t.acmeOwner, agents.acme[0]!);
    const upload = await uploadCsv(server, t.acmeOwner, 'phone\n+14155550141\n+14155550142\n+14155550143\n');
    const id = (await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, uploadId: upload.id, concurrency: 5 }) })).body.task.id;
    expect((await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.acmeOwner, body: { action: 'start' } })).status).toBe(200);
    const deps: RunnerDeps = { db, carrier: new DemoCarrier(), sendTick: tickSender(server.app.jobs), placed: async () => {} };
    await tick(deps, id, null, new Date());
    const counts = async () => (await call(server, 'GET', `/api/v2/tasks/${id}`, { token: t.acmeOwner })).body.task.counts;
    expect(await counts()).toMatchObject({ dialing: 1, queued: 2 });
    // both lines busy now: the next inbound caller hears busy and no call starts
    const second = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Hello?'] } });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ status: 'busy', callId: null, replies: [] });
    const live = await db.select().from(conversationCalls).where(and(eq(conversationCalls.accountId, acme), eq(conversationCalls.status, 'live')));
    expect(live).toHaveLength(1);
    expect(await voiceTwiml({ status: 'busy', say: null, hangup: true, transferTo: null }, '/turn')).toContain('<Reject reason="busy"/>');
    // the inbound call ends: its line is free again for the next caller
    await call(server, 'POST', `/dev/carrier/call/${first.body.callId}/end`, { body: { from: caller, to } });
    const third = await call(server, 'POST', '/dev/carrier/call/start', { body: { from: freshNumber(), to } });
    expect(third.body.status).toBe('in-progress');
  });

  it('monthly minutes: at the quota outbound campaigns stop, inbound calls are still answered', async () => {
    // the campaign's number answers inbound calls too (one number per agent)
    const to = await ownNumber(server, t.globexOwner, agents.globex[0]!);
    const before = await minutesThisMonth(db, globex);
    expect((await put(globex, { quotas: { minutesPerMonth: before + 2 } })).status).toBe(200);
    // a real inbound call of 150 s through the Demo carrier (its start stepped back: a test cannot wait)
    const caller = freshNumber();
    const started = await call(server, 'POST', '/dev/carrier/call/start', { body: { from: caller, to } });
    await db.update(conversationCalls).set({ startedAt: new Date(Date.now() - 150_000) }).where(eq(conversationCalls.uuid, started.body.callId));
    await call(server, 'POST', `/dev/carrier/call/${started.body.callId}/end`, { body: { from: caller, to } });
    expect(await minutesThisMonth(db, globex)).toBeGreaterThanOrEqual(before + 2);
    const upload = await uploadCsv(server, t.globexOwner, 'phone\n+14155550151\n');
    const id = (await call(server, 'POST', '/api/v2/tasks', { token: t.globexOwner, body: newTask({ agentId: agents.globex[0], fromNumber: to, uploadId: upload.id }) })).body.task.id;
    const refused = await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.globexOwner, body: { action: 'start' } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/^Monthly minutes quota reached: .*\(quota minutesPerMonth\); outbound calls and campaigns are stopped/);
    const inbound = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Hello?'] } });
    expect(inbound.body.status).toBe('answered');
    expect(inbound.body.callId).toBeTruthy();
    await put(globex, { quotas: { minutesPerMonth: before + 100 } });
    const allowed = await call(server, 'POST', `/api/v2/tasks/${id}`, { token: t.globexOwner, body: { action: 'start' } });
    expect(allowed.status).toBe(200);
  });
});
