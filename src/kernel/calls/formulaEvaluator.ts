// Evaluates a metric formula (spec 2 §9 "Formula functions"): over one set of variables, or over a
// set of call rows, where aggregates (SUM, AVG…) run over the rows. Missing variables are 0, booleans
// 1 or 0, division or modulo by zero 0, an unknown function throws `Unknown function ` + its name.
import { FORMULA_MESSAGES } from './formulaMessages';
import { parseFormula, type FormulaNode } from './formulaParser';

export type FormulaValue = number | string | null | FormulaValue[];
export type FormulaRow = Readonly<Record<string, unknown>>;
export interface EvaluateOptions {
  /** NOW()'s clock in ms; Date.now by default (tests pin it). */
  now?: () => number;
}

/** The functions that reduce many values to one: over rows they run across the rows. */
export const AGGREGATE_FUNCTIONS = ['SUM', 'AVG', 'MIN', 'MAX', 'COUNT', 'D_COUNT', 'MED', 'VARIANCE', 'STD_DEV'] as const;
const AGGREGATES: ReadonlySet<string> = new Set(AGGREGATE_FUNCTIONS);
const FUNCTIONS: ReadonlySet<string> = new Set([...AGGREGATE_FUNCTIONS, 'IF', 'ABS', 'NOW', 'TIMESTAMP_DIFF', 'BETWEEN', 'IN', 'LIKE', 'REGEX']);

/** Throws `Unknown function ` + name for the first call the evaluator cannot run, before any row is read. */
export function assertKnownFunctions(node: FormulaNode): void {
  if (node.kind === 'call') {
    if (!FUNCTIONS.has(node.name)) throw new Error(FORMULA_MESSAGES.unknownFunction + node.name);
    node.args.forEach(assertKnownFunctions);
  } else if (node.kind === 'unary') assertKnownFunctions(node.arg);
  else if (node.kind === 'binary') [node.left, node.right].forEach(assertKnownFunctions);
  else if (node.kind === 'list') node.items.forEach(assertKnownFunctions);
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

function normalise(value: unknown): FormulaValue {
  if (value === undefined) return 0;
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(normalise);
  return toNumber(value);
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);
const numbers = (values: FormulaValue[]) => values.filter((v) => v !== null).map(toNumber);
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

const flatten = (values: FormulaValue[]): FormulaValue[] => values.flatMap((v) => (Array.isArray(v) ? flatten(v) : [v]));
const truthy = (v: FormulaValue) => toNumber(v) !== 0;
const timeMs = (v: FormulaValue) => (typeof v === 'string' && Number.isNaN(Number(v)) ? finite(Date.parse(v)) : toNumber(v));

function compare(op: string, a: FormulaValue, b: FormulaValue): boolean {
  // text against a missing value compares as text against '' (SQL: coalesce(field, ''))
  const text = (typeof a === 'string' || typeof b === 'string') && (a === null || b === null || typeof a === typeof b);
  const x = text ? (a ?? '') : toNumber(a);
  const y = text ? (b ?? '') : toNumber(b);
  switch (op) {
    case '==': return x === y;
    case '!=': return x !== y;
    case '<': return x < y;
    case '<=': return x <= y;
    case '>': return x > y;
    default: return x >= y;
  }
}

function likePattern(pattern: string): RegExp {
  const body = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${body}$`, 's');
}

function callScalar(name: string, args: FormulaValue[], options: EvaluateOptions): FormulaValue {
  if (AGGREGATES.has(name)) return aggregate(name, flatten(args));
  const [a = 0, b = 0, c = 0] = args;
  switch (name) {
    case 'IF': return truthy(a) ? b : args.length > 2 ? c : 0;
    case 'ABS': return Math.abs(toNumber(a));
    case 'NOW': return (options.now ?? Date.now)();
    case 'TIMESTAMP_DIFF': return finite((timeMs(b) - timeMs(a)) / 1000);
    case 'BETWEEN': return toNumber(a) >= toNumber(b) && toNumber(a) <= toNumber(c) ? 1 : 0;
    case 'IN': return flatten(args.slice(1)).some((v) => compare('==', a, v)) ? 1 : 0;
    case 'LIKE': return likePattern(String(b)).test(String(a ?? '')) ? 1 : 0;
    case 'REGEX':
      try {
        return new RegExp(String(b)).test(String(a ?? '')) ? 1 : 0;
      } catch {
        return 0;
      }
    default: throw new Error(FORMULA_MESSAGES.unknownFunction + name);
  }
}

type Lookup = (name: string) => FormulaValue;

function evaluateNode(node: FormulaNode, lookup: Lookup, options: EvaluateOptions): FormulaValue {
  const ev = (n: FormulaNode) => evaluateNode(n, lookup, options);
  switch (node.kind) {
    case 'number': case 'string': return node.value;
    case 'null': return null;
    case 'field': return lookup(node.name);
    case 'list': return node.items.map(ev);
    case 'unary': {
      const v = ev(node.arg);
      return node.op === '!' ? (truthy(v) ? 0 : 1) : node.op === '-' ? -toNumber(v) : toNumber(v);
    }
    case 'call': return callScalar(node.name, node.args.map(ev), options);
    case 'binary': {
      const { op } = node;
      if (op === '&&') return truthy(ev(node.left)) && truthy(ev(node.right)) ? 1 : 0;
      if (op === '||') return truthy(ev(node.left)) || truthy(ev(node.right)) ? 1 : 0;
      const a = ev(node.left);
      const b = ev(node.right);
      if (op === '+' || op === '-' || op === '*' || op === '/' || op === '%') {
        const x = toNumber(a);
        const y = toNumber(b);
        if ((op === '/' || op === '%') && y === 0) return 0;
        return finite(op === '+' ? x + y : op === '-' ? x - y : op === '*' ? x * y : op === '/' ? x / y : x % y);
      }
      return compare(op, a, b) ? 1 : 0;
    }
  }
}

/** Field names match case-insensitively (spec 1 §5): resolved once per name and set of keys. */
function rowLookup(row: FormulaRow, cache: Map<string, string | null>): Lookup {
  return (name) => {
    let key = cache.get(name);
    if (key === undefined) {
      const lower = name.toLowerCase();
      key = Object.hasOwn(row, name) ? name : (Object.keys(row).find((k) => k.toLowerCase() === lower) ?? null);
      cache.set(name, key);
    }
    return key === null ? 0 : normalise(row[key]);
  };
}

export function containsAggregate(node: FormulaNode): boolean {
  switch (node.kind) {
    case 'call': return AGGREGATES.has(node.name) || node.args.some(containsAggregate);
    case 'unary': return containsAggregate(node.arg);
    case 'binary': return containsAggregate(node.left) || containsAggregate(node.right);
    case 'list': return node.items.some(containsAggregate);
    default: return false;
  }
}

/** A formula over one set of variables: a list variable feeds the aggregates (SUM([1,2]) or SUM(xs)). */
export function evaluateFormula(formula: string, variables: FormulaRow = {}, options: EvaluateOptions = {}): number {
  return toNumber(evaluateNode(parseFormula(formula), rowLookup(variables, new Map()), options));
}

/**
 * A formula compiled once and run over call rows (the console's metric cards, the server's fallback
 * when SQL cannot hold a formula). Aggregates run across the rows; a field outside any aggregate
 * stands for its SUM; a formula with no aggregate at all is summed over the rows, so the fallback
 * formula "1" counts calls and a bare field totals it.
 */
export function compileRowsFormula(formula: string, options: EvaluateOptions = {}): (rows: readonly FormulaRow[]) => number {
  const tree = parseFormula(formula);
  assertKnownFunctions(tree);
  const rowWise = !containsAggregate(tree);
  return (rows) => {
    const cache = new Map<string, string | null>();
    const perRow = (node: FormulaNode) => rows.map((row) => evaluateNode(node, rowLookup(row, cache), options));
    if (rowWise) return aggregate('SUM', perRow(tree));
    const top = (node: FormulaNode): FormulaValue => {
      if (node.kind === 'call' && AGGREGATES.has(node.name)) return aggregate(node.name, flatten(node.args.flatMap(perRow)));
      if (node.kind === 'field') return aggregate('SUM', perRow(node));
      if (node.kind === 'call') return callScalar(node.name, node.args.map(top), options);
      if (node.kind === 'unary' || node.kind === 'binary' || node.kind === 'list') {
        return evaluateNode(liftChildren(node, top), () => 0, options);
      }
      return evaluateNode(node, () => 0, options);
    };
    return toNumber(top(tree));
  };
}

/** Replaces a node's children by their values over the rows, so the node itself combines scalars. */
function liftChildren(node: FormulaNode, top: (n: FormulaNode) => FormulaValue): FormulaNode {
  const lit = (n: FormulaNode): FormulaNode => {
    const v = top(n);
    if (typeof v === 'string') return { kind: 'string', value: v };
    if (v === null) return { kind: 'null' };
    return { kind: 'number', value: toNumber(v) };
  };
  if (node.kind === 'unary') return { ...node, arg: lit(node.arg) };
  if (node.kind === 'binary') return { ...node, left: lit(node.left), right: lit(node.right) };
  if (node.kind === 'list') return { ...node, items: node.items.map(lit) };
  return node;
}

/** `rows` evaluated with compileRowsFormula, for one-off use. */
export function evaluateOverRows(formula: string, rows: readonly FormulaRow[], options: EvaluateOptions = {}): number {
  return compileRowsFormula(formula, options)(rows);
}
