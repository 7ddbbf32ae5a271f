// The billing plugin's pure rules: what the billing routes answer (as the console reads it), the
// subscription's state, the usage chart's series, the spend-controls form's checks and the cancel
// form's. No React here: tests/unit/billing-rules.test.ts holds them to the spec.
import { USAGE_KEYS, type Term, type UsageKey } from '../../shared/billing/plans';
import { formatCompact, formatUsd, usdToMicros } from '../../shared/money';
import { CHECKOUT_SESSION_PLACEHOLDER } from '../../shared/money/topup';
import { messages } from './messages';
import { formatDateWith, formatNumber } from '../../shared/intl';

export interface PlanTier {
  quantityMin: number;
  quantityMax: number | null;
  unitPrice: number;
}

export interface PlanView {
  id: string;
  productPlanId: string;
  name: string;
  rank: number;
  currency: string;
  prices: Record<Term, number>;
  premium: boolean;
  smsEnabled: boolean;
  productItems: Record<UsageKey, { key: UsageKey; unit: string; type: string; pricing: PlanTier[] }>;
  /** allAvailablePlans marks the organization's own */
  current?: boolean;
}

export interface SubscriptionView {
  productPlanId: string;
  status: 'active' | 'canceled' | 'past_due' | string;
  term: Term;
  currentPeriodEnd: string;
  canceledAt: string | null;
  cancelReason: string | null;
}

export interface CurrentPlan {
  productPlan: PlanView | null;
  term: Term | null;
  subscribed: boolean;
  canceled: boolean;
  subscription: SubscriptionView | null;
}

/** One point of stats/usage: counts per key, costs per key (USD) when asked. */
export interface UsageRow extends Record<UsageKey, number> {
  date: string;
  timestamp: number;
  costs?: Record<UsageKey, number>;
  cost?: number;
}

export interface Usage {
  startDate: string;
  endDate: string;
  frequency: Frequency;
  usage: UsageRow[];
  totals: Record<UsageKey, number>;
  totalCost: number;
}

export const FREQUENCIES = ['day', 'week', 'month'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const SPEND_FIELDS = ['softCapUsd', 'hardCapUsd', 'autoReloadAmountUsd', 'autoReloadThresholdUsd', 'autoReloadMonthlyLimitUsd'] as const;
export type SpendField = (typeof SPEND_FIELDS)[number];
export type SpendControls = Record<SpendField, number | null>;

export interface SpendState {
  spendControls: SpendControls;
  spentUsd: number;
  hardCapReached: boolean;
}

/** What a subscription is now, for the current plan card (spec doc 1 §4.2: subscribe, cancel, portal). */
export type PlanStatus = 'none' | 'active' | 'canceling' | 'pastDue' | 'ended';

export function planStatus(current: CurrentPlan | null | undefined, nowMs = Date.now()): PlanStatus {
  const sub = current?.subscription;
  if (!sub) return 'none';
  const ends = Date.parse(sub.currentPeriodEnd);
  if (sub.status === 'past_due') return 'pastDue';
  if (sub.status === 'canceled') return Number.isFinite(ends) && ends > nowMs ? 'canceling' : 'ended';
  return 'active';
}

/** Whether the organization may subscribe anew (no live subscription) or only change and cancel. */
export const canSubscribe = (status: PlanStatus) => status === 'none' || status === 'ended' || status === 'canceling';
export const canCancel = (status: PlanStatus) => status === 'active' || status === 'pastDue';

/** A plan's price for a term, as the spec's currency format. */
export const planPrice = (plan: Pick<PlanView, 'prices'>, term: Term) => formatUsd(plan.prices[term] ?? 0);

/** A tier's range as a person reads it: "1–1,000", "1,001+". */
export function tierRange(tier: PlanTier): string {
  const n = (v: number) => formatNumber(v);
  return tier.quantityMax === null ? `${n(tier.quantityMin)}+` : `${n(tier.quantityMin)}–${n(tier.quantityMax)}`;
}

/** A unit price: USD with 2 decimals when it has at most 2, else as many as it needs (up to 6). */
export function unitPrice(usd: number): string {
  const text = usd.toFixed(6).replace(/0+$/, '');
  const decimals = Math.max(2, text.split('.')[1]?.length ?? 0);
  return `$${usd.toFixed(decimals)}`;
}

/** One usage key's series for its chart: counts, or costs in USD when `costs`. */
export function keySeries(rows: readonly UsageRow[], key: UsageKey, costs: boolean): { t: number; value: number }[] {
  return rows.map((r) => ({ t: r.timestamp, value: costs ? (r.costs?.[key] ?? 0) : (r[key] ?? 0) }));
}

/** A key's total over the rows: compact count, or USD with 2 decimals. */
export function keyTotal(rows: readonly UsageRow[], key: UsageKey, costs: boolean): string {
  const sum = keySeries(rows, key, costs).reduce((s, p) => s + p.value, 0);
  return costs ? formatUsd(Math.round(sum * 100) / 100) : formatCompact(sum);
}

export const usageKeys = (): readonly UsageKey[] => USAGE_KEYS;

/** The usage window of the URL: both dates (YYYY-MM-DD, start ≤ end) or neither (the billing period). */
export function usageWindow(from: string | null, to: string | null): { startDate?: string; endDate?: string; error?: string } {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!from && !to) return {};
  if (!from || !to || !day.test(from) || !day.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return { error: messages.usage.badRange };
  if (from > to) return { error: messages.usage.endBeforeStart };
  return { startDate: from, endDate: to };
}

export const isFrequency = (v: string | null): v is Frequency => !!v && (FREQUENCIES as readonly string[]).includes(v);

const MAX_USD = 1_000_000n * 1_000_000n;

/** One amount field: empty (not set) or USD above 0, whole cents, at most 1,000,000. */
export function amountError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const micros = usdToMicros(text);
  if (micros === null) return messages.spend.errors.notAmount;
  if (micros <= 0n) return messages.spend.errors.positive;
  if (micros % 10_000n !== 0n) return messages.spend.errors.cents;
  if (micros > MAX_USD) return messages.spend.errors.tooLarge;
  return undefined;
}

export type SpendForm = Record<SpendField, string>;

/** The form's errors by field: each amount, then how they relate (soft below hard; auto-reload whole). */
export function validateSpend(form: SpendForm): Partial<Record<SpendField, string>> {
  const errors: Partial<Record<SpendField, string>> = {};
  for (const field of SPEND_FIELDS) {
    const error = amountError(form[field] ?? '');
    if (error) errors[field] = error;
  }
  const micros = (field: SpendField) => (errors[field] || !form[field]?.trim() ? null : usdToMicros(form[field].trim()));
  const soft = micros('softCapUsd');
  const hard = micros('hardCapUsd');
  if (soft !== null && hard !== null && soft > hard) errors.softCapUsd = messages.spend.errors.softAboveHard;
  const amount = micros('autoReloadAmountUsd');
  const threshold = micros('autoReloadThresholdUsd');
  const limit = micros('autoReloadMonthlyLimitUsd');
  const anyReload = [amount, threshold, limit].some((v) => v !== null);
  if (anyReload && amount === null && !errors.autoReloadAmountUsd) errors.autoReloadAmountUsd = messages.spend.errors.reloadNeedsAmount;
  if (anyReload && threshold === null && !errors.autoReloadThresholdUsd) errors.autoReloadThresholdUsd = messages.spend.errors.reloadNeedsThreshold;
  if (amount !== null && limit !== null && limit < amount) errors.autoReloadMonthlyLimitUsd = messages.spend.errors.limitBelowAmount;
  return errors;
}

/** The server's values as the form's text fields. */
export const spendForm = (controls: SpendControls | null | undefined): SpendForm =>
  Object.fromEntries(SPEND_FIELDS.map((f) => [f, controls?.[f] == null ? '' : controls[f]!.toFixed(2)])) as SpendForm;

/** The PUT body: every field, empty → null (cleared), else the decimal text the server parses exactly. */
export const spendBody = (form: SpendForm): Record<SpendField, string | null> =>
  Object.fromEntries(SPEND_FIELDS.map((f) => [f, form[f]?.trim() ? form[f].trim() : null])) as Record<SpendField, string | null>;

/** How much of the hard (else soft) cap this month's spend used, 0–100, or null without a cap. */
export function capUsed(state: SpendState | undefined): number | null {
  const cap = state?.spendControls.hardCapUsd ?? state?.spendControls.softCapUsd;
  if (!state || !cap) return null;
  return Math.min(100, Math.round((state.spentUsd / cap) * 100));
}

export const CANCEL_REASONS = ['too_expensive', 'missing_features', 'not_using', 'switching', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const MAX_DETAILS = 1000;

/** The cancel form: a reason is required; details are required for "other", at most 1,000 characters. */
export function validateCancel(reason: string, details: string): { reason?: string; details?: string } {
  const errors: { reason?: string; details?: string } = {};
  if (!(CANCEL_REASONS as readonly string[]).includes(reason)) errors.reason = messages.cancel.errors.reason;
  if (reason === 'other' && !details.trim()) errors.details = messages.cancel.errors.detailsForOther;
  if (details.length > MAX_DETAILS) errors.details = messages.cancel.errors.detailsTooLong;
  return errors;
}

export const isTerm = (v: string | null | undefined): v is Term => v === 'month' || v === 'year';

/**
 * The landings the checkout returns to (spec 2.1): paths of this site, as the server requires; the
 * success landing gets the checkout's session id (`session_id={CHECKOUT_SESSION_ID}`, filled in by
 * Stripe or the Demo payments page) to read the payment back.
 */
export const CHECKOUT_RETURN = { successUrl: `/app/paymentSuccess?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`, cancelUrl: '/app/paymentCancel' } as const;

/** What the cancel call sends as its reason: the reason's words (spec §4.2 "reason"), not the form's code. */
export const cancelReasonText = (reason: string): string => messages.cancel.reasons[reason] ?? reason;

/** A date as the cards show it: "Dec 31, 2026" (UTC, as the server counts periods). */
export const shortDate = (iso: string | null | undefined) =>
  iso && !Number.isNaN(Date.parse(iso)) ? formatDateWith(iso, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '';

/** A file name any system accepts: `invoice-<org>-<number>.pdf`, letters, digits, dot, dash only. */
export function invoiceFilename(invoice: { number: string; organization?: { name: string } }): string {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9.-]+/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .replace(/-{2,}/g, '-')
      .slice(0, 60)
      .toLowerCase();
  const parts = ['invoice', safe(invoice.organization?.name ?? ''), safe(invoice.number) || 'draft'].filter(Boolean);
  return `${parts.join('-')}.pdf`;
}

/** An invoice period [start, end) as a person reads it: its first and last day. */
export function periodText(start: string, end: string): string {
  const last = new Date(Date.parse(end) - 86_400_000).toISOString();
  return `${shortDate(start)} – ${shortDate(last)}`;
}
