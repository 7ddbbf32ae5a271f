// The organization search filters of spec 3 (voice minutes, message counts, onboardingComplete,
// subscribed, canceled, plan, billing and external ids, created and canceled date ranges): parsed
// from react-admin's URL filter (outside input) and serialised for GET /api/v2/searchOrganizations.
// Pure; unit-tested in tests/unit/accounts-rules.test.ts.
import { messages } from './messages';

export const ORG_SEARCH_FILTERS = {
  voiceMinutesMin: 'count',
  voiceMinutesMax: 'count',
  messageCountMin: 'count',
  messageCountMax: 'count',
  onboardingComplete: 'flag',
  subscribed: 'flag',
  canceled: 'flag',
  productPlanId: 'text',
  productPlanTerm: 'text',
  billingSubscriptionId: 'text',
  billingId: 'text',
  externalAccountId: 'text',
  createdFrom: 'date',
  createdTo: 'date',
  canceledFrom: 'date',
  canceledTo: 'date',
} as const;

export type OrgSearchKey = keyof typeof ORG_SEARCH_FILTERS;
export const ORG_SEARCH_KEYS = Object.keys(ORG_SEARCH_FILTERS) as OrgSearchKey[];
type Kind = (typeof ORG_SEARCH_FILTERS)[OrgSearchKey];
type ValueOf<K extends Kind> = K extends 'count' ? number : K extends 'flag' ? boolean : string;
export type OrgSearchFilters = { [K in OrgSearchKey]?: ValueOf<(typeof ORG_SEARCH_FILTERS)[K]> };
export type OrgSearchErrors = Partial<Record<OrgSearchKey, string>>;

/** [lower, upper] pairs that must be in order. */
const RANGES: readonly (readonly [OrgSearchKey, OrgSearchKey])[] = [
  ['voiceMinutesMin', 'voiceMinutesMax'],
  ['messageCountMin', 'messageCountMax'],
  ['createdFrom', 'createdTo'],
  ['canceledFrom', 'canceledTo'],
];

const COUNT_MAX = 999_999_999;
const TEXT_MAX = 200;

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

type Parsed = { value: number | boolean | string } | { error: string };

const KIND_ERRORS: Record<Kind, string> = {
  count: messages.validation.count,
  flag: messages.validation.flag,
  text: messages.validation.text,
  date: messages.validation.date,
};

function parseOne(kind: Kind, raw: unknown): Parsed {
  if (typeof raw === 'object' || typeof raw === 'function') return { error: KIND_ERRORS[kind] };
  switch (kind) {
    case 'count': {
      const n = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : NaN;
      return Number.isInteger(n) && n >= 0 && n <= COUNT_MAX ? { value: n } : { error: messages.validation.count };
    }
    case 'flag':
      if (raw === true || raw === 'true') return { value: true };
      if (raw === false || raw === 'false') return { value: false };
      return { error: messages.validation.flag };
    case 'text': {
      const value = String(raw).trim();
      return value.length > TEXT_MAX ? { error: messages.validation.tooLong(TEXT_MAX) } : { value };
    }
    case 'date': {
      const value = String(raw).trim().slice(0, 10);
      return typeof raw === 'string' && isIsoDay(value) ? { value } : { error: messages.validation.date };
    }
  }
}

const isEmpty = (raw: unknown) => raw == null || (typeof raw === 'string' && raw.trim() === '');

/**
 * react-admin's filter object (from the URL: outside input) → the valid search filters and one
 * message per invalid field. Empty values are "not set"; other keys are ignored.
 */
export function parseOrgSearchFilters(filter: Record<string, unknown> | null | undefined): {
  filters: OrgSearchFilters;
  errors: OrgSearchErrors;
} {
  const filters: Record<string, number | boolean | string> = {};
  const errors: OrgSearchErrors = {};
  for (const key of ORG_SEARCH_KEYS) {
    const raw = filter?.[key];
    if (isEmpty(raw)) continue;
    const parsed = parseOne(ORG_SEARCH_FILTERS[key], raw);
    if ('error' in parsed) errors[key] = parsed.error;
    else if (parsed.value !== '') filters[key] = parsed.value;
  }
  for (const [low, high] of RANGES) {
    const a = filters[low];
    const b = filters[high];
    if (a !== undefined && b !== undefined && a > b && !errors[low]) {
      errors[low] = messages.validation.range(messages.filters[high]);
    }
  }
  return { filters: filters as OrgSearchFilters, errors };
}

export function hasOrgSearchFilters(filters: OrgSearchFilters): boolean {
  return ORG_SEARCH_KEYS.some((key) => filters[key] !== undefined);
}

/** The filters as searchOrganizations' query: numbers as digits, flags as true|false, dates as days. */
export function serializeOrgSearchFilters(filters: OrgSearchFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ORG_SEARCH_KEYS) {
    const value = filters[key];
    if (value !== undefined) query[key] = String(value);
  }
  return query;
}


