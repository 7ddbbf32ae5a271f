// A metric formula's tree as one SQL expression over the calls table, so the database aggregates
// and the server never downloads the window's rows. It follows the shared evaluator's rules
// (src/shared/calls/formulaEvaluator.ts) exactly: aggregates skip nulls, a field outside any
// aggregate is its SUM, a formula without aggregates is summed over the rows, division or modulo
// by zero is 0, comparisons and logic give 1 or 0, text against a missing value compares with ''.
// What it cannot say the same way in SQL (NOW, TIMESTAMP_DIFF, LIKE, REGEX, IN, BETWEEN, text used
// as a number) throws NotInSql, and the caller evaluates the formula over the rows instead.
import { sql, type SQL } from 'drizzle-orm';
import {
  AGGREGATE_FUNCTIONS,
  containsAggregate,
  isLogField,
  logFieldType,
  type FormulaNode,
} from '../../src/shared/calls';
import { CALL_COLUMNS } from './callFilters';

export class NotInSql extends Error {}

type Typed = { sql: SQL; type: 'num' | 'text' | 'null' };

const AGGREGATES: ReadonlySet<string> = new Set(AGGREGATE_FUNCTIONS);
const num = (s: SQL): Typed => ({ sql: s, type: 'num' });
const flag = (condition: SQL): Typed => num(sql`(case when ${condition} then 1 else 0 end)`);
const asNum = (t: Typed): SQL => {
  if (t.type === 'text') throw new NotInSql('text used as a number');
  return t.type === 'null' ? sql`0::float8` : t.sql;
};

function fieldValue(name: string, raw: boolean): Typed {
  // an unknown name is refused by validateFormula before; here it is the evaluator's missing 0
  if (!isLogField(name)) return num(sql`0::float8`);
  const col = CALL_COLUMNS[name];
  const type = logFieldType(name);
  if (type === 'string') return { sql: raw ? sql`${col}` : sql`coalesce(${col}, '')`, type: 'text' };
  const value = type === 'date' ? sql`(extract(epoch from ${col}) * 1000)::float8` : sql`${col}::float8`;
  return num(raw ? value : sql`coalesce(${value}, 0)`);
}

function compare(op: string, a: Typed, b: Typed): Typed {
  const text = a.type === 'text' || b.type === 'text';
  if (text && (a.type === 'num' || b.type === 'num')) throw new NotInSql('text compared with a number');
  const x = text ? (a.type === 'null' ? sql`''` : a.sql) : asNum(a);
  const y = text ? (b.type === 'null' ? sql`''` : b.sql) : asNum(b);
  const sqlOp = { '==': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' }[op]!;
  return flag(sql`${x} ${sql.raw(sqlOp)} ${y}`);
}

function aggregateSql(name: string, arg: SQL, text: boolean): SQL {
  if (text && name !== 'COUNT' && name !== 'D_COUNT') throw new NotInSql('text aggregated as a number');
  switch (name) {
    case 'SUM': return sql`coalesce(sum(${arg}), 0)`;
    case 'AVG': return sql`coalesce(avg(${arg}), 0)`;
    case 'MIN': return sql`coalesce(min(${arg}), 0)`;
    case 'MAX': return sql`coalesce(max(${arg}), 0)`;
    case 'COUNT': return sql`count(${arg})::float8`;
    case 'D_COUNT': return sql`count(distinct ${arg})::float8`;
    case 'MED': return sql`coalesce(percentile_cont(0.5) within group (order by ${arg}), 0)`;
    case 'VARIANCE': return sql`coalesce(var_pop(${arg}), 0)`;
    default: return sql`coalesce(stddev_pop(${arg}), 0)`;
  }
}

/** `node` as SQL; `rowLevel`: inside an aggregate (values of one row), else over the rows. */
function translate(node: FormulaNode, rowLevel: boolean): Typed {
  switch (node.kind) {
    case 'number': return num(sql`${node.value}::float8`);
    case 'string': return { sql: sql`${node.value}::text`, type: 'text' };
    case 'null': return { sql: sql`null`, type: 'null' };
    case 'list': throw new NotInSql('lists');
    case 'field': {
      if (rowLevel) return fieldValue(node.name, false);
      const value = fieldValue(node.name, true);
      return num(aggregateSql('SUM', value.sql, value.type === 'text'));
    }
    case 'unary': {
      const arg = asNum(translate(node.arg, rowLevel));
      if (node.op === '!') return flag(sql`${arg} = 0`);
      return num(node.op === '-' ? sql`(-${arg})` : arg);
    }
    case 'binary': {
      const a = translate(node.left, rowLevel);
      const b = translate(node.right, rowLevel);
      switch (node.op) {
        case '+': return num(sql`(${asNum(a)} + ${asNum(b)})`);
        case '-': return num(sql`(${asNum(a)} - ${asNum(b)})`);
        case '*': return num(sql`(${asNum(a)} * ${asNum(b)})`);
        case '/': return num(sql`coalesce(${asNum(a)} / nullif(${asNum(b)}, 0), 0)`);
        case '%': return num(sql`coalesce((${asNum(a)}::numeric % nullif(${asNum(b)}, 0)::numeric)::float8, 0)`);
        case '&&': return flag(sql`${asNum(a)} <> 0 and ${asNum(b)} <> 0`);
        case '||': return flag(sql`(${asNum(a)} <> 0 or ${asNum(b)} <> 0)`);
        default: return compare(node.op, a, b);
      }
    }
    case 'call': {
      if (AGGREGATES.has(node.name)) {
        if (rowLevel || node.args.length !== 1 || containsAggregate(node.args[0]!)) throw new NotInSql('nested or multi-argument aggregate');
        const arg = node.args[0]!;
        // a bare field keeps its nulls, which the aggregate skips, as the evaluator does
        const value = arg.kind === 'field' ? fieldValue(arg.name, true) : translate(arg, true);
        if (value.type === 'null') return num(aggregateSql(node.name, sql`null::float8`, false));
        return num(aggregateSql(node.name, value.sql, value.type === 'text'));
      }
      if (node.name === 'ABS' && node.args.length === 1) return num(sql`abs(${asNum(translate(node.args[0]!, rowLevel))})`);
      if (node.name === 'IF' && node.args.length >= 2 && node.args.length <= 3) {
        const [c, a, b] = node.args.map((n) => translate(n, rowLevel));
        const otherwise = b ? asNum(b) : sql`0::float8`;
        return num(sql`(case when ${asNum(c!)} <> 0 then ${asNum(a!)} else ${otherwise} end)`);
      }
      throw new NotInSql(`function ${node.name}`);
    }
  }
}

/** The formula's value over the selected rows as one SQL expression; throws NotInSql. */
export function metricSql(tree: FormulaNode): SQL {
  if (!containsAggregate(tree)) return aggregateSql('SUM', asNum(translate(tree, true)), false);
  return asNum(translate(tree, false));
}
