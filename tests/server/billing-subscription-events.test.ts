// applySubscriptionEvent: the provider's word on a subscription lands on the subscriptions row and the
// org's plan fields together; replays and late events change nothing; bad events are refused.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applySubscriptionEvent, SubscriptionEventError } from '../../server/billing/subscriptionEvents';
import { accounts, subscriptions } from '../../server/db/schema';
import { serverWith } from './helpers';

const { server } = await serverWith();
const db = server.db.db;
const org = server.seeded.orgs.globex;
const periodEnd = new Date('2027-01-02T00:00:00Z');

async function orgRow() {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, org));
  return row!;
}

describe('applySubscriptionEvent', () => {
  it('activates a plan: row, account fields and the grants of the plan', async () => {
    const out = await applySubscriptionEvent(db, { accountId: org, planId: 'growth', status: 'active', providerSubscriptionId: 'sub_1', currentPeriodEnd: periodEnd, term: 'month' });
    expect(out).toEqual({ changed: true, status: 'active', planId: 'growth' });
    const account = await orgRow();
    expect(account).toMatchObject({ productPlanId: 'growth', productPlanTerm: 'month', subscribed: true, canceled: false, billingSubscriptionId: 'sub_1' });
    expect(account.settings).toMatchObject({ premium: true, smsEnabled: true });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, org));
    expect(sub).toMatchObject({ planId: 'growth', status: 'active', term: 'month', providerSubscriptionId: 'sub_1' });
    expect(sub!.currentPeriodEnd.toISOString()).toBe(periodEnd.toISOString());
  });

  it('a replay changes nothing', async () => {
    const out = await applySubscriptionEvent(db, { accountId: String(org), planId: 'growth', status: 'active', providerSubscriptionId: 'sub_1', currentPeriodEnd: periodEnd, term: 'month' });
    expect(out.changed).toBe(false);
  });

  it('a late event (earlier period) is ignored; past_due keeps the plan', async () => {
    const late = await applySubscriptionEvent(db, { accountId: org, planId: 'starter', status: 'active', providerSubscriptionId: 'sub_1', currentPeriodEnd: new Date('2026-12-01T00:00:00Z'), term: 'month' });
    expect(late.changed).toBe(false);
    expect((await orgRow()).productPlanId).toBe('growth');
    const due = await applySubscriptionEvent(db, { accountId: org, planId: 'growth', status: 'past_due', providerSubscriptionId: 'sub_1', currentPeriodEnd: periodEnd, term: 'month' });
    expect(due.changed).toBe(true);
    expect(await orgRow()).toMatchObject({ subscribed: true, canceled: false });
  });

  it('cancel drops the grants and is final for that provider subscription', async () => {
    await applySubscriptionEvent(db, { accountId: org, planId: 'growth', status: 'canceled', providerSubscriptionId: 'sub_1', currentPeriodEnd: periodEnd, term: 'month', cancelReason: 'too dear' });
    const account = await orgRow();
    expect(account).toMatchObject({ subscribed: false, canceled: true });
    expect(account.canceledAt).toBeInstanceOf(Date);
    expect(account.settings).toMatchObject({ premium: false, smsEnabled: false });
    const again = await applySubscriptionEvent(db, { accountId: org, planId: 'growth', status: 'active', providerSubscriptionId: 'sub_1', currentPeriodEnd: new Date('2027-02-02T00:00:00Z'), term: 'month' });
    expect(again).toEqual({ changed: false, status: 'canceled', planId: 'growth' });
    // a new checkout is a new provider subscription: it applies
    const fresh = await applySubscriptionEvent(db, { accountId: org, planId: 'scale', status: 'active', providerSubscriptionId: 'sub_2', currentPeriodEnd: periodEnd, term: 'year' });
    expect(fresh.changed).toBe(true);
    expect(await orgRow()).toMatchObject({ productPlanId: 'scale', productPlanTerm: 'year', subscribed: true, canceled: false, canceledAt: null });
  });

  it('refuses unknown plans, accounts that are no organization, and malformed events', async () => {
    const base = { accountId: org, planId: 'growth', status: 'active' as const, providerSubscriptionId: 'sub_3', currentPeriodEnd: periodEnd, term: 'month' as const };
    await expect(applySubscriptionEvent(db, { ...base, planId: 'gold' })).rejects.toMatchObject({ code: 'unknown_plan' });
    await expect(applySubscriptionEvent(db, { ...base, accountId: server.seeded.ids.reseller })).rejects.toMatchObject({ code: 'unknown_account' });
    await expect(applySubscriptionEvent(db, { ...base, accountId: 'x' })).rejects.toBeInstanceOf(SubscriptionEventError);
    await expect(applySubscriptionEvent(db, { ...base, currentPeriodEnd: new Date('nope') })).rejects.toMatchObject({ code: 'bad_event' });
    await expect(applySubscriptionEvent(db, { ...base, term: 'week' as never })).rejects.toMatchObject({ code: 'bad_event' });
    expect((await orgRow()).billingSubscriptionId).toBe('sub_2');
  });
});
