// The daily usage charge (point 4) and spend controls (point 6): posted once per account/day/key
// however often the job runs, unpaid until the wallet can pay, auto-reload within its monthly
// limit, caps' alerts once per threshold, and the hard cap stopping campaigns but not inbound calls.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usageChargeJob, runUsageCharge } from '../../server/billing/jobs';
import { meterUsage } from '../../server/billing/meter';
import { capState, sendSpendAlerts } from '../../server/billing/spend';
import { calls, ledgerTransactions, mailOutbox, spendAlerts, usageCharges } from '../../server/db/schema';
import { balanceOf, PLATFORM, postTransaction, walletAccount } from '../../server/ledger/ledger';
import { DEFAULT_HTTP_LIMITS } from '../../server/kit/connectionLimits';
import { auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';
import { assignNumber, freshNumber } from './conversationsFixture';
import { newTask, ownNumber, uploadCsv } from './tasksFixture';

// a long keep-alive: the job runs between two calls can outlast the default (ECONNRESET is the client's race)
const { server, t } = await serverWith(['reseller', 'acmeOwner', 'acmeAdmin', 'globexOwner'], { http: { ...DEFAULT_HTTP_LIMITS, keepAliveTimeoutMs: 60_000 } });
const db = server.db.db;
const { acme, globex } = server.seeded.orgs;
const harbor = server.seeded.harborDental;
const harborOwner = await signIn(server, 'owner@harbordental.example');
const DAY = '2026-06-10';

async function voice(accountId: number, seconds: number, at: Date) {
  await db.insert(calls).values({ uuid: randomUUID(), callId: randomUUID(), roomId: 'r', accountId, timestamp: at, duration: seconds, direction: 'outbound' });
}
const topUp = (accountId: number, usd: number, key = randomUUID()) =>
  postTransaction(db, { idempotencyKey: `test-topup:${key}`, kind: 'topup', accountId, entries: [
    { ledgerAccount: PLATFORM.cash, amountMicros: -BigInt(usd * 1_000_000) },
    { ledgerAccount: walletAccount(accountId), amountMicros: BigInt(usd * 1_000_000) },
  ] });
const usageTx = (accountId: number, day: string) =>
  db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `usage:${accountId}:${day}:%`));

describe('daily usage charge', () => {
  it('records a charge the wallet cannot pay as unpaid, priced on the plan, nothing posted', async () => {
    await voice(globex, 600, new Date(`${DAY}T09:00:00Z`)); // 10 minutes on Starter (globex's plan) = $0.90
    const first = await runUsageCharge(db, DAY, new Date(`${DAY}T23:00:00Z`));
    expect(first.unpaid).toBeGreaterThanOrEqual(1);
    const [unpaid] = await db.select().from(usageCharges).where(and(eq(usageCharges.accountId, globex), eq(usageCharges.day, DAY), eq(usageCharges.key, 'voice')));
    expect(unpaid).toMatchObject({ status: 'unpaid', quantity: 10, platformCostMicros: 900_000n, clientPriceMicros: 900_000n });
    expect(await usageTx(globex, DAY)).toHaveLength(0);
  });

  it('posts an unpaid charge once the wallet can pay, once however often the job runs', async () => {
    await topUp(globex, 5);
    await server.app.jobs.send(usageChargeJob, { day: DAY });
    await server.app.jobs.drain({ names: [usageChargeJob.name] });
    await runUsageCharge(db, DAY, new Date(`${DAY}T23:00:00Z`));
    const posted = await usageTx(globex, DAY);
    const keys = posted.map((tx) => tx.idempotencyKey);
    expect(keys).toContain(`usage:${globex}:${DAY}:voice`);
    expect(new Set(keys).size).toBe(keys.length);
    const rows = await db.select().from(usageCharges).where(and(eq(usageCharges.accountId, globex), eq(usageCharges.day, DAY)));
    expect(rows.every((r) => r.status === 'posted')).toBe(true);
    const charged = rows.reduce((sum, r) => sum + r.clientPriceMicros, 0n);
    expect(await balanceOf(db, walletAccount(globex))).toBe(5_000_000n - charged);
  });

  it('prices language-model tokens per 1,000, as the catalogue says', async () => {
    const day = '2026-07-20'; // Harbor Dental: no plan, so Starter's prices; a month of its own
    await meterUsage(db, harbor, 'tokens', 12_345, new Date(`${day}T09:00:00Z`));
    await runUsageCharge(db, day, new Date(`${day}T23:00:00Z`));
    const [row] = await db.select().from(usageCharges).where(and(eq(usageCharges.accountId, harbor), eq(usageCharges.day, day), eq(usageCharges.key, 'tokens')));
    // Starter: $0.002 per 1k tokens → 12,345 tokens cost $0.02469 (not 12,345 × $0.002 = $24.69)
    expect(row).toMatchObject({ quantity: 12_345, platformCostMicros: 24_690n, clientPriceMicros: 24_690n });
    const invoices = await call(server, 'GET', '/api/v2/billing/invoices', { token: harborOwner });
    expect(invoices.status).toBe(200);
    const july = (invoices.body as { invoices: { id: string; periodStart: string }[] }).invoices.find((i) => i.periodStart.startsWith('2026-07'));
    const invoice = await call(server, 'GET', `/api/v2/billing/invoices/${july!.id}`, { token: harborOwner });
    const line = (invoice.body as { invoice: { lines: { key: string; quantity: number; unit: string; unitPriceMicros: string }[] } }).invoice.lines.find((l) => l.key === 'tokens');
    expect(line).toMatchObject({ quantity: 12.345, unit: '1k tokens', unitPriceMicros: '2000' });
  });

  it('auto-reloads a wallet below its threshold, within the monthly limit', async () => {
    const set = await call(server, 'PUT', '/api/v2/billing/spendControls', { token: harborOwner, body: { autoReloadAmountUsd: 1, autoReloadThresholdUsd: '0.50', autoReloadMonthlyLimitUsd: 2 } });
    expect(set.status).toBe(200);
    const day = (d: number) => `2026-06-${String(d).padStart(2, '0')}`;
    for (const d of [11, 12, 13]) await voice(harbor, 600, new Date(`${day(d)}T09:00:00Z`)); // $0.90 a day
    for (const d of [11, 12, 13]) await runUsageCharge(db, day(d), new Date(`${day(d)}T23:00:00Z`));
    const reloads = await db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `autoreload:${harbor}:%`));
    // $2.70 of voice against $1 reloads with a $2 monthly limit: reloads happen, never past the limit
    expect(reloads.length).toBeGreaterThanOrEqual(1);
    expect(reloads.length).toBeLessThanOrEqual(2);
    expect(reloads[0]!.meta).toMatchObject({ autoReload: true, provider: 'Demo payments' });
    const rows = await db.select().from(usageCharges).where(eq(usageCharges.accountId, harbor));
    expect(rows.some((r) => r.status === 'unpaid')).toBe(true);
    expect(await balanceOf(db, walletAccount(harbor))).toBeGreaterThanOrEqual(0n);
  });
});

describe('spend controls', () => {
  it('only the owner or above sets them; hostile values are refused naming the field; changes audited', async () => {
    expect(await call(server, 'PUT', '/api/v2/billing/spendControls', { token: t.acmeAdmin, body: { hardCapUsd: 5 } })).toEqual(FORBIDDEN);
    expect((await call(server, 'PUT', '/api/v2/billing/spendControls', { token: t.globexOwner, target: acme, body: { hardCapUsd: 5 } })).status).toBe(403);
    for (const [field, value] of [['hardCapUsd', -1], ['hardCapUsd', 0], ['softCapUsd', '1.001'], ['softCapUsd', 'NaN'], ['hardCapUsd', 1e12], ['autoReloadAmountUsd', '\u0000'], ['softCapUsd', { deep: [] }]] as const) {
      const res = await call(server, 'PUT', '/api/v2/billing/spendControls', { token: harborOwner, body: { [field]: value } });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect((await call(server, 'PUT', '/api/v2/billing/spendControls', { token: harborOwner, body: { bogus: 1 } })).status).toBe(400);
    const rows = await auditRows(server, 'billing.spend_controls_changed', harbor);
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('alerts at 80, 90 and 100 % once each per month, to the owner and the reseller', async () => {
    const now = new Date();
    await voice(acme, 600, now); // Growth: 10 min × $0.081 ≥ $0.81 this month
    const state0 = await capState(db, acme, now);
    const cap = Number(state0.spentMicros) / 1_000_000 / 0.85; // spent is 85 % of the soft cap
    const res = await call(server, 'PUT', '/api/v2/billing/spendControls', { token: t.reseller, target: acme, body: { softCapUsd: cap.toFixed(2) } });
    expect(res.status).toBe(200);
    const state = await capState(db, acme, now);
    expect(await sendSpendAlerts(db, acme, state, now)).toBe(1);
    expect(await sendSpendAlerts(db, acme, state, now)).toBe(0);
    const alerts = await db.select().from(spendAlerts).where(eq(spendAlerts.accountId, acme));
    expect(alerts.map((a) => `${a.cap}:${a.threshold}`)).toEqual(['soft:80']);
    const mail = await db.select().from(mailOutbox).where(like(mailOutbox.subject, '%80% of the soft monthly spend cap%'));
    expect(mail.map((m) => m.recipient).sort()).toEqual(['owner@acme.example', 'reseller@example.com']);
  });

  it('at the hard cap campaigns stop first, inbound calls are still answered', async () => {
    const set = await call(server, 'PUT', '/api/v2/billing/spendControls', { token: t.reseller, target: acme, body: { hardCapUsd: '0.01' } });
    expect(set.body).toMatchObject({ hardCapReached: true, spendControls: { hardCapUsd: 0.01 } });
    const { agents } = server.seeded;
    const fromNumber = await ownNumber(server, t.acmeOwner, agents.acme[0]);
    const upload = await uploadCsv(server, t.acmeOwner, 'phone\n+14155550101\n');
    const created = await call(server, 'POST', '/api/v2/tasks', { token: t.acmeOwner, body: newTask({ agentId: agents.acme[0], fromNumber, uploadId: upload.id }) });
    const started = await call(server, 'POST', `/api/v2/tasks/${created.body.task.id}`, { token: t.acmeOwner, body: { action: 'start' } });
    expect(started.status).toBe(402);
    expect(started.body.message).toMatch(/hard monthly spend cap/);
    const to = await assignNumber(db, acme, agents.acme[1]!);
    const inbound = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['Hello?'] } });
    expect(inbound.status).toBe(200);
    expect(inbound.body.callId).toBeTruthy();
    const hard = await db.select().from(spendAlerts).where(and(eq(spendAlerts.accountId, acme), eq(spendAlerts.cap, 'hard')));
    expect(hard.map((a) => a.threshold).sort()).toEqual([100, 80, 90]);
  });
});
