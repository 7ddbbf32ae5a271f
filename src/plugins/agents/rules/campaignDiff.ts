// Compare changes (spec 1 §2.3 "compare changes"): two campaigns field by field. The prompt's line
// diff lives in promptDiff.ts, which alone pulls in the diff library (the compare view's chunk).
import type { Campaign } from './campaign';

/** The fields in the order the compare view lists them; any other key follows, sorted. */
export const DIFF_FIELDS = [
  'agentInstructions',
  'actions',
  'apps',
  'enabledFunctions',
  'confirmTransfers',
  'voice',
  'language',
  'timezone',
  'variables',
  'links',
  'knowledgeBaseIds',
  'templateId',
  'templateValues',
] as const;

/** Keys that say nothing about what the agent does. */
const IGNORED = new Set(['published', 'revision', 'id', 'updatedAt', 'createdAt']);

export interface FieldChange {
  field: string;
  left: unknown;
  right: unknown;
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  ) ?? 'undefined';
}

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** Same meaning: equal JSON, and absent counts as empty (a missing list is an empty list). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  return stableJson(a) === stableJson(b);
}

export function diffFields(left: Partial<Campaign>, right: Partial<Campaign>): string[] {
  const extra = [...new Set([...Object.keys(left), ...Object.keys(right)])]
    .filter((k) => !IGNORED.has(k) && !(DIFF_FIELDS as readonly string[]).includes(k))
    .sort();
  return [...DIFF_FIELDS, ...extra];
}

/** The fields that differ, in DIFF_FIELDS order. */
export function campaignDiff(left: Partial<Campaign>, right: Partial<Campaign>): FieldChange[] {
  const l = left as Record<string, unknown>;
  const r = right as Record<string, unknown>;
  return diffFields(left, right)
    .filter((field) => !sameValue(l[field], r[field]))
    .map((field) => ({ field, left: l[field], right: r[field] }));
}

/** A value as the compare view prints it (text as is, the rest as indented JSON). */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
