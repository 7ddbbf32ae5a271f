// Evaluates a metric formula (spec 2 §9 "Formula functions"): over one set of variables, or over a
// set of call rows, where aggregates (SUM, AVG…) run over the rows. Missing variables are 0, booleans
// 1 or 0, division or modulo by zero 0, an unknown function throws `Unknown function ` + its name.
import { FORMULA_MESSAGES } from './formulaMessages';
import { parseFormula, type FormulaNode } from './formulaParser';
import { aggregate, finite, flatten, normalise, toNumber, truthy, type EvaluateOptions, type FormulaRow, type FormulaValue } from './formulaValues';

export { aggregate, toNumber, type EvaluateOptions, type FormulaRow, type FormulaValue } from './formulaValues';

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

type RowFn = (row: FormulaRow) => FormulaValue;

/**
 * A node as a function of one row, built once: the console runs a formula over 100,000 rows, where
 * walking the tree per row costs ten times more. Field names match case-insensitively (spec 1 §5),
 * resolved on the first row that has them and cached in `keys` (one per run).
 */
function compileNode(node: FormulaNode, options: EvaluateOptions, keys: Map<string, string | null>): RowFn {
  const sub = (n: FormulaNode) => compileNode(n, options, keys);
  switch (node.kind) {
    case 'number': case 'string': {
      const value = node.value;
      return () => value;
    }
    case 'null': return () => null;
    case 'field': {
      const name = node.name;
      return (row) => {
        let key = keys.get(name);
        if (key === undefined || (key === null && Object.keys(row).length)) {
          const lower = name.toLowerCase();
          key = Object.hasOwn(row, name) ? name : (Object.keys(row).find((k) => k.toLowerCase() === lower) ?? null);
          keys.set(name, key);
        }
        if (key === null) return 0;
        const value = row[key];
        return typeof value === 'number' ? (Number.isFinite(value) ? value : 0) : normalise(value);
      };
    }
    case 'list': {
      const items = node.items.map(sub);
      return (row) => items.map((f) => f(row));
    }
    case 'unary': {
      const arg = sub(node.arg);
      if (node.op === '!') return (row) => (truthy(arg(row)) ? 0 : 1);
      return node.op === '-' ? (row) => -toNumber(arg(row)) : (row) => toNumber(arg(row));
    }
    case 'call': {
      const args = node.args.map(sub);
      const name = node.name;
      return (row) => callScalar(name, args.map((f) => f(row)), options);
    }
    case 'binary': {
      const a = sub(node.left);
      const b = sub(node.right);
      switch (node.op) {
        case '&&': return (row) => (truthy(a(row)) && truthy(b(row)) ? 1 : 0);
        case '||': return (row) => (truthy(a(row)) || truthy(b(row)) ? 1 : 0);
        case '+': return (row) => finite(toNumber(a(row)) + toNumber(b(row)));
        case '-': return (row) => finite(toNumber(a(row)) - toNumber(b(row)));
        case '*': return (row) => finite(toNumber(a(row)) * toNumber(b(row)));
        case '/': return (row) => {
          const y = toNumber(b(row));
          return y === 0 ? 0 : finite(toNumber(a(row)) / y);
        };
        case '%': return (row) => {
          const y = toNumber(b(row));
          return y === 0 ? 0 : finite(toNumber(a(row)) % y);
        };
        default: {
          const op = node.op;
          return (row) => (compare(op, a(row), b(row)) ? 1 : 0);
        }
      }
    }
  }
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
  return toNumber(compileNode(parseFormula(formula), options, new Map())(variables));
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
  const keys = new Map<string, string | null>();
  const perRow = (node: FormulaNode) => {
    const fn = compileNode(node, options, keys);
    return (rows: readonly FormulaRow[]) => {
      const values = new Array<FormulaValue>(rows.length);
      for (let i = 0; i < rows.length; i++) values[i] = fn(rows[i]!);
      return values;
    };
  };
  // over the rows: aggregates and bare fields reduce the rows; the rest combines those values
  const overRows = (node: FormulaNode): ((rows: readonly FormulaRow[]) => FormulaValue) => {
    if (node.kind === 'call' && AGGREGATES.has(node.name)) {
      const args = node.args.map(perRow);
      const name = node.name;
      return args.length === 1 ? (rows) => aggregate(name, flatten(args[0]!(rows))) : (rows) => aggregate(name, flatten(args.flatMap((f) => f(rows))));
    }
    if (node.kind === 'field') {
      const values = perRow(node);
      return (rows) => aggregate('SUM', values(rows));
    }
    if (!containsAggregate(node) && node.kind !== 'unary' && node.kind !== 'binary' && node.kind !== 'call' && node.kind !== 'list') {
      const fn = compileNode(node, options, keys);
      return () => fn({});
    }
    // combine the children's values over the rows as the node would combine a row's values
    const children = node.kind === 'unary' ? [node.arg] : node.kind === 'binary' ? [node.left, node.right] : node.kind === 'call' ? node.args : node.kind === 'list' ? node.items : [];
    const reducers = children.map(overRows);
    const placeholders: FormulaNode[] = children.map((_, i) => ({ kind: 'field', name: `\u0000${i}` }));
    const shell: FormulaNode =
      node.kind === 'unary' ? { ...node, arg: placeholders[0]! }
      : node.kind === 'binary' ? { ...node, left: placeholders[0]!, right: placeholders[1]! }
      : node.kind === 'call' ? { ...node, args: placeholders }
      : { kind: 'list', items: placeholders };
    const combine = compileNode(shell, options, new Map());
    return (rows) => {
      const scope: Record<string, FormulaValue> = {};
      reducers.forEach((reduce, i) => (scope[`\u0000${i}`] = reduce(rows)));
      return combine(scope);
    };
  };
  const run = containsAggregate(tree) ? overRows(tree) : ((values) => (rows: readonly FormulaRow[]) => aggregate('SUM', values(rows)))(perRow(tree));
  return (rows) => {
    keys.clear();
    return toNumber(run(rows));
  };
}

/** `rows` evaluated with compileRowsFormula, for one-off use. */
export function evaluateOverRows(formula: string, rows: readonly FormulaRow[], options: EvaluateOptions = {}): number {
  return compileRowsFormula(formula, options)(rows);
}
