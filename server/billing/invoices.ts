// Invoices (README "Billing"): one per organization and billing period, built on demand from what the
// books hold, never stored: the subscription charges of the ledger (kind 'subscription', their period
// in the transaction's meta) and the daily usage charges (usage_charges: each posted row is one ledger
// transaction `usage:<org>:<day>:<key>`; an unpaid one is owed, not yet in the ledger). A period is a
// paid subscription term; usage on days no paid term covers falls in its calendar month (UTC).
import { and, asc, eq } from 'drizzle-orm';
import { invoiceId, invoiceLine, invoiceTotals, type Invoice, type InvoiceLine, type InvoiceSummary } from '../../src/shared/billing/invoice';
import { planById, PLANS, USAGE_KEYS, type UsageKey } from '../../src/shared/billing/plans';
import { ledgerEntries, ledgerTransactions, usageCharges } from '../db/schema';
import type { Db } from '../db/store';
import { PLATFORM } from '../ledger/ledger';

const USAGE_LABELS: Record<UsageKey, string> = {
  number: 'Phone numbers',
  tokens: 'Language model tokens',
  voice: 'Voice minutes',
  advancedVoice: 'Advanced voice minutes',
  'outbound-message': 'Outbound messages',
  'inbound-message': 'Inbound messages',
};

interface Period {
  from: Date;
  to: Date;
  issuedAt: Date;
  lines: InvoiceLine[];
  usage: Map<string, { quantity: number; amount: bigint; unpaid: boolean }>;
}

const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const monthOf = (day: string) => {
  const [y, m] = day.split('-').map(Number);
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
};

/** Every invoice of an organization, newest period first. */
export async function invoicesOf(db: Db, org: { id: number; name: string }, now = new Date()): Promise<Invoice[]> {
  const periods = new Map<string, Period>();
  const periodAt = (from: Date, to: Date, issuedAt: Date): Period => {
    const key = invoiceId(org.id, from.toISOString());
    const held = periods.get(key);
    if (held) {
      if (to > held.to) held.to = to;
      if (issuedAt < held.issuedAt) held.issuedAt = issuedAt;
      return held;
    }
    const made: Period = { from, to, issuedAt, lines: [], usage: new Map() };
    periods.set(key, made);
    return made;
  };

  // the paid terms: each subscription charge of the ledger, its revenue entry the amount
  const charges = await db
    .select({ tx: ledgerTransactions, amount: ledgerEntries.amountMicros })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.ledgerAccount, PLATFORM.revenue)))
    .where(and(eq(ledgerTransactions.accountId, org.id), eq(ledgerTransactions.kind, 'subscription')))
    .orderBy(asc(ledgerTransactions.createdAt));
  const terms: Period[] = [];
  for (const { tx, amount } of charges) {
    const meta = tx.meta as { planId?: string; term?: string; periodStart?: string; periodEnd?: string };
    const start = new Date(meta.periodStart ?? tx.createdAt);
    const end = new Date(meta.periodEnd ?? tx.createdAt);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue;
    const period = periodAt(dayStart(start), end, tx.createdAt);
    const plan = meta.planId ? planById(meta.planId) : undefined;
    const term = meta.term === 'year' ? 'year' : 'month';
    period.lines.push(invoiceLine({ key: `subscription:${meta.planId ?? 'plan'}`, description: `${plan?.name ?? 'Plan'} plan, 1 ${term}`, quantity: 1, unit: term, amountMicros: amount, status: 'paid' }));
    terms.push(period);
  }

  // usage: the latest paid term covering the day, else the day's calendar month
  const usage = await db.select().from(usageCharges).where(eq(usageCharges.accountId, org.id)).orderBy(asc(usageCharges.day));
  for (const row of usage) {
    const at = new Date(`${row.day}T00:00:00Z`);
    const term = terms.filter((p) => p.from <= at && at < p.to).sort((a, b) => b.from.getTime() - a.from.getTime())[0];
    const month = monthOf(row.day);
    const period = term ?? periodAt(month.from, month.to, month.from);
    const held = period.usage.get(row.key) ?? { quantity: 0, amount: 0n, unpaid: false };
    held.quantity += row.quantity;
    held.amount += row.clientPriceMicros;
    held.unpaid ||= row.status !== 'posted';
    period.usage.set(row.key, held);
  }

  const invoices: Invoice[] = [];
  for (const [id, period] of periods) {
    const lines = [...period.lines];
    for (const key of USAGE_KEYS) {
      const used = period.usage.get(key);
      if (!used) continue;
      const { unit, unitSize } = PLANS[0]!.productItems[key];
      lines.push(invoiceLine({ key, description: USAGE_LABELS[key], quantity: used.quantity, unitSize, unit, amountMicros: used.amount, status: used.unpaid ? 'open' : 'paid' }));
    }
    const open = period.to > now || lines.some((l) => l.status === 'open');
    invoices.push({
      id,
      number: id.slice(4),
      organization: { id: org.id, name: org.name },
      periodStart: period.from.toISOString(),
      periodEnd: period.to.toISOString(),
      issuedAt: period.issuedAt.toISOString(),
      status: open ? 'open' : 'paid',
      currency: 'USD',
      lines,
      ...invoiceTotals(lines),
    });
  }
  return invoices.sort((a, b) => b.periodStart.localeCompare(a.periodStart));
}

export function invoiceSummary(invoice: Invoice): InvoiceSummary {
  const { organization: _org, lines, ...rest } = invoice;
  return { ...rest, lineCount: lines.length };
}
