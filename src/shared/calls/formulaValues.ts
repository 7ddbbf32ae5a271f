// The evaluator's values (spec 2 §9): missing is 0, booleans 1 or 0, text a number when it reads as
// one; and the aggregates over many values, skipping nulls as SQL's do.
import { FORMULA_MESSAGES } from './formulaMessages';

export type FormulaValue = number | string | null | FormulaValue[];
export type FormulaRow = Readonly<Record<string, unknown>>;
export interface EvaluateOptions {
  /** NOW()'s clock in ms; Date.now by default (tests pin it). */
  now?: () => number;
}

export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const n = value.trim() === '' ? 0 : Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  if (value instanceof Date) return toNumber(value.getTime());
  if (Array.isArray(value)) return value.reduce<number>((sum, v) => sum + toNumber(v), 0);
  return 0;
}

export function normalise(value: unknown): FormulaValue {
  if (value === undefined) return 0;
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(normalise);
  return toNumber(value);
}

export const finite = (n: number) => (Number.isFinite(n) ? n : 0);
function numbers(values: FormulaValue[]): number[] {
  const out: number[] = [];
  for (const v of values) if (v !== null) out.push(typeof v === 'number' ? v : toNumber(v));
  return out;
}
const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
const mean = (ns: number[]) => (ns.length ? sum(ns) / ns.length : 0);
function variance(ns: number[]): number {
  if (!ns.length) return 0;
  const m = mean(ns);
  return sum(ns.map((n) => (n - m) ** 2)) / ns.length;
}
function median(ns: number[]): number {
  if (!ns.length) return 0;
  const sorted = [...ns].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One aggregate over its values; nulls are skipped, as SQL's aggregates skip them. */
export function aggregate(name: string, values: FormulaValue[]): number {
  if (name === 'COUNT') return values.reduce<number>((n, v) => (v === null ? n : n + 1), 0);
  const ns = numbers(values);
  switch (name) {
    case 'SUM': return sum(ns);
    case 'AVG': return mean(ns);
    case 'MIN': return ns.length ? Math.min(...ns) : 0;
    case 'MAX': return ns.length ? Math.max(...ns) : 0;
    case 'COUNT': return ns.length;
    case 'D_COUNT': return new Set(values.filter((v) => v !== null).map((v) => (typeof v === 'string' ? `s${v}` : `n${toNumber(v)}`))).size;
    case 'MED': return median(ns);
    case 'VARIANCE': return variance(ns);
    case 'STD_DEV': return Math.sqrt(variance(ns));
    default: throw new Error(FORMULA_MESSAGES.unknownFunction + name);
  }
}

export const flatten = (values: FormulaValue[]): FormulaValue[] =>
  values.some(Array.isArray) ? values.flatMap((v) => (Array.isArray(v) ? flatten(v) : [v])) : values;
export const truthy = (v: FormulaValue) => toNumber(v) !== 0;
