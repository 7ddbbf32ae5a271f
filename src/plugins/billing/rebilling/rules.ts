// Pure rules of the Rebilling screens: the edit form's flat values ↔ the API's body (validated by the
// same parser as the server, its messages put on the form's fields), the list's one-line summaries
// and the margin ledger's range from the URL.
import { USAGE_KEYS, type UsageKey } from '../../../shared/billing/plans';
import { parseRebilling, QUOTA_KEYS, type QuotaKey, type RebillingSettings } from '../../../shared/billing/rebilling';
import { messages } from './messages';

export type KeyMode = 'default' | 'price' | 'margin';
export type FormValues = Record<string, string>;

export const modeField = (key: UsageKey) => `mode_${key}`;
export const valueField = (key: UsageKey) => `value_${key}`;

export interface ClientRecord {
  id: number;
  accountId: number;
  accountName: string;
  resellerId: number;
  settings: RebillingSettings;
  updatedAt: string | null;
}

export interface RebillingBody {
  marginPercent: string | null;
  keys: Partial<Record<UsageKey, { unitPriceUsd: string } | { marginPercent: string }>>;
  quotas: Record<QuotaKey, string | null>;
}

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function formValues(settings: RebillingSettings): FormValues {
  const values: FormValues = { marginPercent: text(settings.marginPercent) };
  for (const key of USAGE_KEYS) {
    const own = settings.keys[key];
    values[modeField(key)] = !own ? 'default' : 'unitPriceUsd' in own ? 'price' : 'margin';
    values[valueField(key)] = !own ? '' : 'unitPriceUsd' in own ? String(own.unitPriceUsd) : String(own.marginPercent);
  }
  for (const q of QUOTA_KEYS) values[q] = text(settings.quotas[q]);
  return values;
}

const orNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null);

export function toBody(values: Record<string, unknown>): RebillingBody {
  const keys: RebillingBody['keys'] = {};
  for (const key of USAGE_KEYS) {
    const mode = values[modeField(key)] as KeyMode | undefined;
    const value = orNull(values[valueField(key)]) ?? '';
    if (mode === 'price') keys[key] = { unitPriceUsd: value };
    else if (mode === 'margin') keys[key] = { marginPercent: value };
  }
  const quotas = Object.fromEntries(QUOTA_KEYS.map((q) => [q, orNull(values[q])])) as Record<QuotaKey, string | null>;
  return { marginPercent: orNull(values.marginPercent), keys, quotas };
}

/** The shared parser's first problem, on the form field that shows it. */
export function validateForm(values: Record<string, unknown>): Record<string, string> {
  const parsed = parseRebilling(toBody(values));
  if (parsed.ok) return {};
  const at = parsed.error.indexOf(': ');
  const path = parsed.error.slice(0, at).split('.');
  const message = parsed.error.slice(at + 2);
  if (path[0] === 'keys' && path[1]) return { [valueField(path[1] as UsageKey)]: message };
  if (path[0] === 'quotas' && path[1]) return { [path[1]]: message };
  return { marginPercent: message };
}

export function pricingSummary(settings: RebillingSettings): string {
  const parts: string[] = [];
  if (settings.marginPercent !== null) parts.push(messages.marginLabel(settings.marginPercent));
  for (const key of USAGE_KEYS) {
    const own = settings.keys[key];
    if (!own) continue;
    parts.push(`${key} ${'unitPriceUsd' in own ? messages.unitPrice(own.unitPriceUsd) : `${own.marginPercent}%`}`);
  }
  return parts.length ? parts.join(' · ') : messages.none;
}

export function quotaSummary(settings: RebillingSettings): string {
  const parts = QUOTA_KEYS.filter((q) => settings.quotas[q] !== null).map((q) => `${settings.quotas[q]} ${messages.quotaLabels[q]}`);
  return parts.length ? parts.join(' · ') : messages.noQuota;
}

const DAY_MS = 86_400_000;
const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The ledger's range from the URL: the last 30 days unless both ends are valid days in order. */
export function ledgerRange(params: URLSearchParams, now = Date.now()): { from: string; to: string } {
  const to = isDay(params.get('to')) ? params.get('to')! : new Date(now).toISOString().slice(0, 10);
  const from = isDay(params.get('from')) && params.get('from')! <= to ? params.get('from')! : new Date(Date.parse(`${to}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

export interface LedgerAmounts {
  platformCostUsd: number;
  resellerPriceUsd: number;
  clientPriceUsd: number;
  marginUsd: number;
  unpaidUsd: number;
}
export interface LedgerRow extends LedgerAmounts {
  id: string;
  day: string;
  accountId: number;
  accountName: string;
}
export interface LedgerPage {
  from: string;
  to: string;
  total: number;
  totals: LedgerAmounts;
  rows: LedgerRow[];
}
export const LEDGER_AMOUNTS = ['platformCostUsd', 'resellerPriceUsd', 'clientPriceUsd', 'marginUsd', 'unpaidUsd'] as const;
