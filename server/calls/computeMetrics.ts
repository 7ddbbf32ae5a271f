// Metric values over the calls table (issue 10 point 10): per metric its window, the request's
// filters and the caller's scope, test conversations left out (testCalls.ts). Formulas SQL can hold (metricSql.ts) are computed by the database,
// all metrics of one window in one statement; the others by the shared evaluator over the window's
// rows. Optional: a series by UTC day, and values by agent.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import {
  assertKnownFunctions,
  compileRowsFormula,
  metricDateFilter,
  metricFormula,
  parseFormula,
  scaleMetric,
  type DateRange,
  type FormulaNode,
  type Metric,
} from '../../src/shared/calls';
import { accounts, calls } from '../db/schema';
import type { Db } from '../db/store';
import { CALL_COLUMNS } from './callFilters';
import { windowCondition, windowOf } from './logsQuery';
import { formulaErrors } from './metricSchema';
import { metricSql, NotInSql } from './metricSql';
import { partialSums, rollupSql } from './rollupMetrics';
import { countedCalls } from './testCalls';

export interface MetricOptions {
  scope: SQL | undefined;
  filters: SQL | undefined;
  /** overrides every metric's own date filter */
  dateFilter?: unknown;
  groupBy?: 'agent';
  series?: 'day';
  nowMs?: number;
  /** compute over the calls even where the roll-ups would serve (the tests' reference) */
  noRollups?: boolean;
}

export interface MetricResult {
  key: string;
  label: string;
  unit?: string;
  value: number | null;
  window: DateRange;
  series?: { date: string; value: number }[];
  groups?: { agentId: number | null; agentName: string | null; value: number }[];
  error?: string;
}

/** Rows the evaluator may read for one formula SQL cannot hold; beyond it the metric answers an error. */
export const MAX_EVALUATED_ROWS = 250_000;
export const TOO_MANY_ROWS = 'Too many calls to evaluate this formula: narrow the window or the filters';
const DAY = sql`to_char(${calls.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;

function fieldsOf(node: FormulaNode, into = new Set<string>()): Set<string> {
  if (node.kind === 'field') into.add(node.name.toLowerCase());
  if (node.kind === 'unary') fieldsOf(node.arg, into);
  if (node.kind === 'binary') [node.left, node.right].forEach((n) => fieldsOf(n, into));
  if (node.kind === 'call') node.args.forEach((n) => fieldsOf(n, into));
  if (node.kind === 'list') node.items.forEach((n) => fieldsOf(n, into));
  return into;
}

/** A series covers at most this many days: the last ones of a longer window. */
export const MAX_SERIES_DAYS = 400;

/** Every UTC day of the window (at most the last MAX_SERIES_DAYS), oldest first. */
export function windowDays(range: DateRange): string[] {
  if (range.start === null || range.end === null) return [];
  const last = Math.floor(range.end / 86_400) * 86_400;
  const first = Math.max(Math.floor(range.start / 86_400) * 86_400, last - (MAX_SERIES_DAYS - 1) * 86_400);
  const days: string[] = [];
  for (let d = first; d <= last; d += 86_400) days.push(new Date(d * 1000).toISOString().slice(0, 10));
  return days;
}

interface Prepared {
  metric: Metric;
  result: MetricResult;
  tree: FormulaNode;
  expr?: SQL;
  where: SQL | undefined;
}

export async function computeMetrics(db: Db, metrics: readonly Metric[], options: MetricOptions): Promise<MetricResult[]> {
  const nowMs = options.nowMs ?? Date.now();
  const prepared: Prepared[] = [];
  const results = metrics.map((metric): MetricResult => {
    const window = windowOf(options.dateFilter ?? metricDateFilter(metric), nowMs);
    const result: MetricResult = { key: metric.key, label: metric.label, unit: metric.unit, value: null, window };
    const errors = formulaErrors(metric);
    if (errors.length) return { ...result, error: errors.join('; ') };
    let tree: FormulaNode;
    try {
      tree = parseFormula(metricFormula(metric));
      assertKnownFunctions(tree);
    } catch (error) {
      return { ...result, error: (error as Error).message };
    }
    let expr: SQL | undefined;
    try {
      expr = metricSql(tree);
    } catch (error) {
      if (!(error instanceof NotInSql)) throw error;
    }
    // test conversations never count, whoever asks (the home, the Metrics page, a report)
    prepared.push({ metric, result, tree, expr, where: and(options.scope, windowCondition(window), options.filters, countedCalls()) });
    return result;
  });

  // metrics SQL can hold, one statement per window
  const byWindow = new Map<string, Prepared[]>();
  for (const p of prepared.filter((p) => p.expr)) {
    const key = `${p.result.window.start}:${p.result.window.end}`;
    byWindow.set(key, [...(byWindow.get(key) ?? []), p]);
  }
  for (const group of byWindow.values()) await inSql(db, group, options);
  for (const p of prepared.filter((p) => !p.expr)) await evaluated(db, p, options);
  await nameAgents(db, results);
  return results;
}

/** The group's formulas over the roll-ups, when all of them can be and no filter applies. */
function rolledUp(group: Prepared[], options: MetricOptions): SQL[] | undefined {
  if (options.filters !== undefined || options.noRollups) return undefined;
  try {
    return group.map((p) => rollupSql(p.tree));
  } catch (error) {
    if (error instanceof NotInSql) return undefined;
    throw error;
  }
}

async function fromRollups(db: Db, group: Prepared[], exprs: SQL[], options: MetricOptions): Promise<void> {
  const from = sql`(${partialSums(options.scope, group[0]!.result.window)}) as p`;
  const columns = sql.join(exprs.map((e, i) => sql`${e} as ${sql.identifier(`m${i}`)}`), sql`, `);
  const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [totals] = await rowsOf(sql`select ${columns} from ${from}`);
  group.forEach((p, i) => (p.result.value = scaleMetric(Number(totals?.[`m${i}`] ?? 0), p.metric)));
  if (options.series === 'day') {
    const rows = await rowsOf(sql`select to_char(p.bucket at time zone 'UTC', 'YYYY-MM-DD') as day, ${columns} from ${from} group by 1`);
    fillSeries(group, rows);
  }
  if (options.groupBy === 'agent') {
    const rows = await rowsOf(sql`select p.agent_id as "agentId", ${columns} from ${from} group by 1 order by 1`);
    fillGroups(group, rows as (Record<string, unknown> & { agentId: number | null })[]);
  }
}

function fillSeries(group: Prepared[], rows: Record<string, unknown>[]): void {
  group.forEach((p, i) => {
    const byDay = new Map(rows.map((r) => [r.day as string, Number(r[`m${i}`])]));
    const empty = compileRowsFormula(metricFormula(p.metric))([]);
    p.result.series = windowDays(p.result.window).map((date) => ({ date, value: scaleMetric(byDay.get(date) ?? empty, p.metric) }));
  });
}

function fillGroups(group: Prepared[], rows: (Record<string, unknown> & { agentId: number | null })[]): void {
  group.forEach((p, i) => {
    p.result.groups = rows.map((r) => ({ agentId: r.agentId, agentName: null, value: scaleMetric(Number(r[`m${i}`]), p.metric) }));
  });
}

async function inSql(db: Db, group: Prepared[], options: MetricOptions): Promise<void> {
  const rolled = rolledUp(group, options);
  if (rolled) return fromRollups(db, group, rolled, options);
  const columns = Object.fromEntries(group.map((p, i) => [`m${i}`, sql<number>`${p.expr}`.mapWith(Number)]));
  const where = group[0]!.where;
  const [totals] = await db.select(columns).from(calls).where(where);
  group.forEach((p, i) => (p.result.value = scaleMetric(Number(totals?.[`m${i}`] ?? 0), p.metric)));
  if (options.series === 'day') {
    fillSeries(group, (await db.select({ day: sql<string>`${DAY}`, ...columns }).from(calls).where(where).groupBy(DAY)) as Record<string, unknown>[]);
  }
  if (options.groupBy === 'agent') {
    const rows = (await db
      .select({ agentId: calls.agentId, ...columns })
      .from(calls)
      .where(where)
      .groupBy(calls.agentId)
      .orderBy(calls.agentId)) as (Record<string, unknown> & { agentId: number | null })[];
    fillGroups(group, rows);
  }
}

async function evaluated(db: Db, p: Prepared, options: MetricOptions): Promise<void> {
  const wanted = fieldsOf(p.tree);
  const columns = Object.fromEntries(
    Object.entries(CALL_COLUMNS).filter(([name]) => wanted.has(name.toLowerCase()) || name === 'timestamp' || name === 'agentId'),
  );
  const rows = (await db.select(columns).from(calls).where(p.where).limit(MAX_EVALUATED_ROWS + 1)) as Record<string, unknown>[];
  if (rows.length > MAX_EVALUATED_ROWS) {
    p.result.error = TOO_MANY_ROWS;
    return;
  }
  const run = compileRowsFormula(metricFormula(p.metric), { now: () => options.nowMs ?? Date.now() });
  p.result.value = scaleMetric(run(rows), p.metric);
  const groupBy = <K,>(key: (r: Record<string, unknown>) => K) => {
    const groups = new Map<K, Record<string, unknown>[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  if (options.series === 'day') {
    const byDay = groupBy((r) => (r.timestamp as Date).toISOString().slice(0, 10));
    p.result.series = windowDays(p.result.window).map((date) => ({ date, value: scaleMetric(run(byDay.get(date) ?? []), p.metric) }));
  }
  if (options.groupBy === 'agent') {
    const byAgent = groupBy((r) => (r.agentId as number | null) ?? null);
    p.result.groups = [...byAgent.entries()]
      .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
      .map(([agentId, list]) => ({ agentId, agentName: null, value: scaleMetric(run(list), p.metric) }));
  }
}

async function nameAgents(db: Db, results: MetricResult[]): Promise<void> {
  const ids = [...new Set(results.flatMap((r) => (r.groups ?? []).map((g) => g.agentId)).filter((id): id is number => id !== null))];
  if (!ids.length) return;
  const rows = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  for (const r of results) for (const g of r.groups ?? []) g.agentName = g.agentId === null ? null : (names.get(g.agentId) ?? null);
}
