// Invoices (beyond the spec, README "Billing"): one per organization and billing period, derived from
// the ledger by the server (GET /api/v2/billing/invoices, /invoices/:id) and rendered to PDF by the
// console. Types and pure helpers only, shared by both sides.
//
// The JSON shape (money as integer micro-dollars in decimal TEXT, since JSON numbers lose bigints,
// beside USD text with 2 decimals; dates ISO 8601 UTC):
//
// GET /api/v2/billing/invoices?page=0&pageSize=25   (newest period first)
//   { success: true, invoices: InvoiceSummary[], page, pageSize, hasMore }
// GET /api/v2/billing/invoices/:id
//   { success: true, invoice: Invoice }
//
// Invoice = {
//   id: "INV-42-20261202",            // INV-<organization id>-<period start yyyymmdd>
//   number: "42-20261202",
//   organization: { id: 42, name: "Acme" },
//   periodStart: "2026-12-02T00:00:00.000Z", periodEnd: "2027-01-02T00:00:00.000Z",  // [start, end)
//   issuedAt: "2026-12-02T06:40:00.000Z",   // first charge of the period (or the period's start)
//   status: "paid" | "open",               // open: the period still runs or a usage charge is unpaid
//   currency: "USD",
//   lines: [{
//     key: "subscription:growth" | "voice" | "tokens" | …,   // subscription:<planId> or a usage key
//     description: "Growth plan, 1 month" | "Voice minutes",
//     quantity: 1, unit: "month" | "minute" | …,
//     unitPriceMicros: "99000000", unitPriceUsd: "99.00",     // usage: the period's average over tiers
//     amountMicros: "99000000", amountUsd: "99.00",            // exact: the sum of the ledger postings
//     status: "paid" | "open",
//   }],
//   subtotalMicros, subtotalUsd, paidMicros, paidUsd, dueMicros, dueUsd, totalMicros, totalUsd,
// }
// InvoiceSummary = the invoice without organization and lines, plus lineCount.

import { microsToUsd } from '../money/usd';

export type InvoiceStatus = 'paid' | 'open';

export interface InvoiceLine {
  /** `subscription:<planId>` or a usage key of plans.ts */
  key: string;
  description: string;
  quantity: number;
  unit: string;
  unitPriceMicros: string;
  unitPriceUsd: string;
  amountMicros: string;
  amountUsd: string;
  status: InvoiceStatus;
}

export interface InvoiceTotals {
  subtotalMicros: string;
  subtotalUsd: string;
  /** what the ledger has posted (card payments, wallet debits) */
  paidMicros: string;
  paidUsd: string;
  /** unpaid usage charges */
  dueMicros: string;
  dueUsd: string;
  totalMicros: string;
  totalUsd: string;
}

export interface InvoiceSummary extends InvoiceTotals {
  id: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  status: InvoiceStatus;
  currency: 'USD';
  lineCount: number;
}

export interface Invoice extends Omit<InvoiceSummary, 'lineCount'> {
  organization: { id: number; name: string };
  lines: InvoiceLine[];
}

export interface InvoiceListReply {
  success: true;
  invoices: InvoiceSummary[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface InvoiceReply {
  success: true;
  invoice: Invoice;
}

export const INVOICE_ID = /^INV-([1-9]\d{0,9})-(\d{8})$/;

const compactDay = (iso: string) => iso.slice(0, 10).replace(/-/g, '');

/** The invoice id of an organization's period starting at `periodStart` (ISO). */
export function invoiceId(accountId: number, periodStart: string): string {
  return `INV-${accountId}-${compactDay(periodStart)}`;
}

/** The organization id and period start day (yyyy-mm-dd) an invoice id names, or null. */
export function parseInvoiceId(id: string): { accountId: number; day: string } | null {
  const match = INVOICE_ID.exec(id);
  if (!match) return null;
  const [, account, day] = match;
  const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
  if (Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) return null;
  return { accountId: Number(account), day: iso };
}

/** The totals of lines: subtotal = total = the sum; paid / due by line status. */
export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'amountMicros' | 'status'>[]): InvoiceTotals {
  let total = 0n;
  let paid = 0n;
  for (const line of lines) {
    const amount = BigInt(line.amountMicros);
    total += amount;
    if (line.status === 'paid') paid += amount;
  }
  const due = total - paid;
  return {
    subtotalMicros: total.toString(),
    subtotalUsd: microsToUsd(total),
    paidMicros: paid.toString(),
    paidUsd: microsToUsd(paid),
    dueMicros: due.toString(),
    dueUsd: microsToUsd(due),
    totalMicros: total.toString(),
    totalUsd: microsToUsd(total),
  };
}

/**
 * A line from exact micro-dollars: the unit price is the amount over the quantity, rounded. `quantity`
 * counts metered things; with a `unitSize` (1,000 tokens) the line shows units, up to 3 decimals.
 */
export function invoiceLine(input: { key: string; description: string; quantity: number; unitSize?: number; unit: string; amountMicros: bigint; status: InvoiceStatus }): InvoiceLine {
  const size = BigInt(input.unitSize && input.unitSize > 0 ? input.unitSize : 1);
  const things = BigInt(Math.max(0, Math.round(input.quantity)));
  const unit = things > 0n ? (input.amountMicros * size + things / 2n) / things : input.amountMicros;
  return {
    key: input.key,
    description: input.description,
    quantity: Math.round((input.quantity / Number(size)) * 1000) / 1000,
    unit: input.unit,
    unitPriceMicros: unit.toString(),
    unitPriceUsd: microsToUsd(unit),
    amountMicros: input.amountMicros.toString(),
    amountUsd: microsToUsd(input.amountMicros),
    status: input.status,
  };
}
