// Plans and usage (issue 22 point 4): the catalogue routes, who may read them, and stats/usage from
// records written as the runtime writes them (calls, messages, numbers, tokens), priced on the plan.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { meterUsage } from '../../server/billing/meter';
import { calls, conversationMessages, phoneNumbers } from '../../server/db/schema';
import { call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['reseller', 'acmeOwner', 'acmeAdmin', 'globexOwner', 'blueHarbor']);
const db = server.db.db;
const { acme, globex } = server.seeded.orgs;
const harbor = server.seeded.harborDental;
// Harbor Dental sits under Blue Harbor (no profile): its owner sees billing; Northwind hides it from Acme's
const harborOwner = await signIn(server, 'owner@harbordental.example');

describe('catalogue', () => {
  it('lists the plans lowest first with tiers per usage key', async () => {
    const res = await call(server, 'GET', '/api/v2/product/productCatalog', { token: harborOwner });
    expect(res.status).toBe(200);
    expect(res.body.productPlans.map((p: { id: string }) => p.id)).toEqual(['starter', 'growth', 'scale']);
    const voice = res.body.productPlans[0].productItems.voice;
    expect(voice.type).toBe('metered');
    expect(voice.pricing[0]).toMatchObject({ quantityMin: 1, quantityMax: 1000, unitPrice: 0.09 });
    expect(Object.keys(res.body.productPlans[0].productItems).sort()).toEqual(['advancedVoice', 'inbound-message', 'number', 'outbound-message', 'tokens', 'voice']);
  });

  it('one plan; an unknown id is 404', async () => {
    expect((await call(server, 'GET', '/api/v2/product/productCatalog/growth', { token: harborOwner })).body.productPlan).toMatchObject({ id: 'growth', name: 'Growth' });
    expect((await call(server, 'GET', '/api/v2/product/productCatalog/gold', { token: harborOwner })).status).toBe(404);
  });

  it('current and offered plan: Acme (seeded on Growth) is offered Scale; Harbor Dental, with none, Starter', async () => {
    const current = await call(server, 'GET', '/api/v2/product/currentPlan', { token: t.reseller, target: acme });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ productPlan: { id: 'growth' }, subscribed: true, subscription: { status: 'active', term: 'month' } });
    expect((await call(server, 'GET', '/api/v2/product/offeredPlan', { token: t.reseller, target: acme })).body.productPlan.id).toBe('scale');
    const none = await call(server, 'GET', '/api/v2/product/currentPlan', { token: harborOwner });
    expect(none.body).toMatchObject({ productPlan: null, subscription: null });
    expect((await call(server, 'GET', '/api/v2/product/offeredPlan', { token: harborOwner })).body.productPlan.id).toBe('starter');
    const all = await call(server, 'GET', '/api/v2/product/allAvailablePlans', { token: t.reseller, target: acme });
    expect(all.body.productPlans.filter((p: { current: boolean }) => p.current).map((p: { id: string }) => p.id)).toEqual(['growth']);
  });

  it('refuses members, owners whose reseller hides billing, and other tenants', async () => {
    expect(await call(server, 'GET', '/api/v2/product/currentPlan', { token: t.acmeAdmin })).toEqual(FORBIDDEN);
    expect(await call(server, 'GET', '/api/v2/product/productCatalog', { token: t.acmeOwner })).toEqual(FORBIDDEN);
    expect((await call(server, 'GET', '/api/v2/product/currentPlan', { token: t.globexOwner, target: acme })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v2/stats/usage', { token: t.blueHarbor, target: acme })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v2/stats/usage', { token: harborOwner, target: globex })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v2/product/currentPlan')).status).toBe(401);
  });
});

describe('stats/usage', () => {
  const day = (d: number, h = 10) => new Date(Date.UTC(2026, 10, d, h));
  it('meters calls, messages, tokens and numbers per day and prices them', async () => {
    const base = { roomId: 'r', accountId: harbor, accountName: 'Harbor Dental', fromNumber: '+1', toNumber: '+2' };
    await db.insert(calls).values([
      { ...base, uuid: randomUUID(), callId: 'c1', timestamp: day(3), duration: 61, direction: 'inbound' },
      { ...base, uuid: randomUUID(), callId: 'c2', timestamp: day(3, 11), duration: 59, direction: 'outbound' },
      { ...base, uuid: randomUUID(), callId: 'c3', timestamp: day(5), duration: 600, direction: 'inbound' },
      { ...base, uuid: randomUUID(), callId: 'c4', timestamp: day(5), duration: 999, direction: 'sms' },
    ]);
    const msg = (direction: 'in' | 'out', at: Date) => ({ uuid: randomUUID(), roomId: 'r', accountId: harbor, direction, body: 'hi', createdAt: at });
    await db.insert(conversationMessages).values([msg('in', day(3)), msg('out', day(3)), msg('out', day(4))]);
    await meterUsage(db, harbor, 'tokens', 1500, day(4));
    await meterUsage(db, harbor, 'tokens', -5, day(4));
    await db.insert(phoneNumbers).values({ number: '+15550009999', accountId: harbor, carrier: 'demo', source: 'bought', status: 'active', createdAt: day(4), releasedAt: day(5, 12) });

    const res = await call(server, 'GET', '/api/v2/stats/usage', { token: harborOwner, query: { startDate: '2026-11-03', endDate: '2026-11-06' } });
    expect(res.status).toBe(200);
    expect(res.body.usage.map((p: { date: string }) => p.date)).toEqual(['2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z', '2026-11-05T00:00:00.000Z']);
    const [d3, d4, d5] = res.body.usage;
    expect(d3).toMatchObject({ voice: 2, 'inbound-message': 1, 'outbound-message': 1, number: 0, tokens: 0, advancedVoice: 0 });
    expect(d4).toMatchObject({ voice: 0, 'outbound-message': 1, tokens: 1500, number: 1 });
    expect(d5).toMatchObject({ voice: 10, number: 1 });
    // Starter (no plan): voice 0.09/min, inbound 0.005, outbound 0.01
    expect(d3.costs).toMatchObject({ voice: 0.18, 'inbound-message': 0.01, 'outbound-message': 0.01 });
    expect(d3.cost).toBe(0.2);
    expect(res.body.totals).toMatchObject({ voice: 12, tokens: 1500, number: 2 });
    expect(res.body.timestamp).toBeUndefined();
    expect(typeof d3.timestamp).toBe('number');
  });

  it('flags: no costs, week buckets, totals only', async () => {
    const q = { startDate: '2026-11-03', endDate: '2026-11-06', giveCosts: 'false', combineCosts: 'false' };
    const bare = await call(server, 'GET', '/api/v2/stats/usage', { token: harborOwner, query: q });
    expect(bare.body.usage[0].costs).toBeUndefined();
    expect(bare.body.usage[0].cost).toBeUndefined();
    const weeks = await call(server, 'GET', '/api/v2/stats/usage', { token: harborOwner, query: { ...q, frequency: 'week' } });
    expect(weeks.body.usage.map((p: { voice: number }) => p.voice)).toEqual([12]);
    const totals = await call(server, 'GET', '/api/v2/stats/usage', { token: harborOwner, query: { ...q, timeseries: 'false' } });
    expect(totals.body.usage).toEqual([]);
    expect(totals.body.totals.voice).toBe(12);
  });

  it('the billing period is padded with zeros for 30 days, sorted, ISO dates', async () => {
    const res = await call(server, 'GET', '/api/v2/stats/usage', { token: t.reseller, target: acme, query: { billingPeriod: 'true' } });
    expect(res.status).toBe(200);
    expect(res.body.productPlanId).toBe('growth');
    expect(res.body.usage.length).toBeGreaterThanOrEqual(30);
    const dates: string[] = res.body.usage.map((p: { date: string }) => p.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]).toBe(res.body.startDate);
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(d))).toBe(true);
  });

  it.each([
    [{ startDate: '0000-01-01' }, 'startDate'],
    [{ startDate: 'yesterday' }, 'startDate'],
    [{ endDate: '2026-13-45' }, 'endDate'],
    [{ startDate: '2020-01-01', endDate: '2026-01-01' }, 'endDate'],
    [{ startDate: '2026-02-01', endDate: '2026-01-01' }, 'endDate'],
    [{ frequency: 'hour' }, 'frequency'],
    [{ giveCosts: 'yes' }, 'giveCosts'],
    [{ startDate: 'x'.repeat(5000) }, 'startDate'],
    [{ startDate: '2026-01-01\u0000' }, 'startDate'],
  ])('refuses %j naming %s', async (query, field) => {
    const res = await call(server, 'GET', '/api/v2/stats/usage', { token: harborOwner, query: query as Record<string, string> });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(field);
  });
});
