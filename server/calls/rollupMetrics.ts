// Metrics from the hourly roll-ups (call_rollups) instead of every call of the window (issue 17
// point 3: the eight default metrics with series and groups took 1.86 s over 1,000,000 calls). The
// whole hours of a window are read from the roll-ups and its partial first and last hours from
// `calls`, both as the same partial sums, so the answer equals metricSql's over the calls. Only
// formulas made of sums the roll-ups keep qualify (the default metrics, and the like); any other
// formula, or a request with filters, throws NotInSql and the caller computes over the calls.
import { and, sql, type SQL } from 'drizzle-orm';
import { AGGREGATE_FUNCTIONS, containsAggregate, type DateRange, type FormulaNode } from '../../src/shared/calls';
import { calls } from '../db/schema';
import { windowCondition } from './logsQuery';
import { NotInSql } from './metricSql';
import { countedCalls } from './testCalls';

const HOUR = 3600;
const AGGREGATES: ReadonlySet<string> = new Set(AGGREGATE_FUNCTIONS);
// call fields never null: COUNT of any of them is the number of calls
const NEVER_NULL = new Set([
  'uuid', 'callId', 'roomId', 'accountId', 'accountName', 'timestamp', 'duration', 'fromNumber', 'toNumber', 'direction', 'transfer',
  'appointmentBooked', 'transferMade',
]);
// the summed fields, by their column in the partial sums
const SUMMED: Record<string, string> = { duration: 'duration', appointmentBooked: 'appointment_booked', transferMade: 'transfer_made' };

const part = (column: string) => sql.raw(`p.${column}`);
const total = (column: string, filter?: SQL) =>
  filter ? sql`coalesce(sum(${part(column)}) filter (where ${filter}), 0)::float8` : sql`coalesce(sum(${part(column)}), 0)::float8`;

/** `direction == 'x'` (either way round, or `!=`) as a condition on the partial sums' direction. */
function directionTest(node: FormulaNode): SQL {
  if (node.kind !== 'binary' || (node.op !== '==' && node.op !== '!=')) throw new NotInSql('not a direction test');
  const [field, text] = node.left.kind === 'field' ? [node.left, node.right] : [node.right, node.left];
  if (field.kind !== 'field' || field.name !== 'direction' || text.kind !== 'string') throw new NotInSql('not a direction test');
  return node.op === '==' ? sql`${part('direction')} = ${text.value}::text` : sql`${part('direction')} <> ${text.value}::text`;
}

function aggregate(name: string, arg: FormulaNode): SQL {
  if (name === 'COUNT' && arg.kind === 'field' && NEVER_NULL.has(arg.name)) return total('calls');
  if (arg.kind === 'field' && SUMMED[arg.name]) {
    if (name === 'SUM') return total(SUMMED[arg.name]!);
    if (name === 'AVG') return sql`coalesce(sum(${part(SUMMED[arg.name]!)})::float8 / nullif(sum(${part('calls')}), 0), 0)`;
  }
  if (name === 'SUM') return total('calls', directionTest(arg));
  throw new NotInSql(`${name} over the roll-ups`);
}

/** The formula as SQL over the partial sums `p`, as metricSql says it over the calls; throws NotInSql. */
export function rollupSql(tree: FormulaNode): SQL {
  // without aggregates a formula is summed row by row, which only a bare kept field survives
  if (!containsAggregate(tree) && !(tree.kind === 'field' && SUMMED[tree.name])) throw new NotInSql('a row formula');
  return translate(tree);
}

function translate(node: FormulaNode): SQL {
  switch (node.kind) {
    case 'number': return sql`${node.value}::float8`;
    case 'unary':
      if (node.op === '!') throw new NotInSql('logic');
      return node.op === '-' ? sql`(-${translate(node.arg)})` : translate(node.arg);
    case 'binary': {
      const [a, b] = [translate(node.left), translate(node.right)];
      if (node.op === '/') return sql`coalesce(${a} / nullif(${b}, 0), 0)`;
      if (node.op === '+' || node.op === '-' || node.op === '*') return sql`(${a} ${sql.raw(node.op)} ${b})`;
      throw new NotInSql(`operator ${node.op}`);
    }
    case 'call':
      if (!AGGREGATES.has(node.name) || node.args.length !== 1) throw new NotInSql(`function ${node.name}`);
      return aggregate(node.name, node.args[0]!);
    default:
      // a bare field is its SUM (metricSql), which only the summed fields keep
      if (node.kind === 'field' && SUMMED[node.name]) return total(SUMMED[node.name]!);
      throw new NotInSql(node.kind);
  }
}

/**
 * The window's calls as partial sums per agent, hour and direction (`p`): the roll-ups of its whole
 * hours and the calls of its partial edge hours. `scope` is callScope's condition on `calls`; the
 * roll-ups are read under the alias "calls", so it and countedCalls name their columns
 * (account, partner, reseller and agent ids, direction), which the roll-ups key on.
 */
export function partialSums(scope: SQL | undefined, range: DateRange): SQL {
  const bounded = range.start !== null && range.end !== null;
  const first = bounded ? Math.ceil(range.start! / HOUR) * HOUR : 0;
  const last = bounded ? Math.floor((range.end! + 1) / HOUR) * HOUR : 0;
  const at = (s: number) => sql`${new Date(s * 1000).toISOString()}::timestamptz`;
  const whole = !bounded ? undefined : first < last ? sql`"calls"."bucket" >= ${at(first)} and "calls"."bucket" < ${at(last)}` : sql`false`;
  const rolled = sql`select "calls"."agent_id", "calls"."bucket", "calls"."direction", "calls"."calls", "calls"."duration",
    "calls"."appointment_booked", "calls"."transfer_made" from call_rollups as "calls" where "calls"."calls" <> 0 and ${and(scope, countedCalls(), whole)}`;
  if (!bounded) return rolled;
  const edges = first < last ? sql`(${calls.timestamp} < ${at(first)} or ${calls.timestamp} >= ${at(last)})` : undefined;
  const raw = sql`select ${calls.agentId}, date_trunc('hour', ${calls.timestamp}, 'UTC') as bucket, ${calls.direction}, count(*) as calls,
    sum(${calls.duration}) as duration, sum(${calls.appointmentBooked}) as appointment_booked, sum(${calls.transferMade}) as transfer_made
    from ${calls} where ${and(scope, windowCondition(range), countedCalls(), edges)} group by 1, 2, 3`;
  return sql`(${rolled}) union all (${raw})`;
}
