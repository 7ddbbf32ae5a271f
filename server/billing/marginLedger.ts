// A reseller's margin ledger (issue 22 point 7): its clients' daily usage charges (usage_charges rows
// the daily charge job wrote with the reseller's id), per client per UTC day. Columns:
// - platformCost: the platform's price of the usage on the client's plan (credited to revenue);
// - resellerPrice: what the reseller pays the platform for it — the platform sells to resellers at
//   its list price here, so it equals platformCost; a column of its own so a wholesale discount
//   would change one field, not the meaning of the others;
// - clientPrice: what the client is charged at the reseller's prices; margin = clientPrice −
//   resellerPrice (posted to reseller_margin:<id> when the client's wallet pays);
// - unpaid: the part of clientPrice the client's wallet has not covered yet.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/store';

export interface LedgerQuery {
  resellerId: number;
  from: string;
  to: string;
  accountId?: number;
}

export interface LedgerRow {
  day: string;
  accountId: number;
  accountName: string;
  platformCostMicros: bigint;
  resellerPriceMicros: bigint;
  clientPriceMicros: bigint;
  marginMicros: bigint;
  unpaidMicros: bigint;
}

type Raw = { day: string; account_id: number; account_name: string; platform: string; client: string; unpaid: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function where(q: LedgerQuery): SQL {
  return sql`c.reseller_id = ${q.resellerId} AND c.day >= ${q.from}::date AND c.day <= ${q.to}::date${q.accountId === undefined ? sql`` : sql` AND c.account_id = ${q.accountId}`}`;
}

function toRow(r: Raw): LedgerRow {
  const platform = BigInt(r.platform);
  const client = BigInt(r.client);
  return {
    day: r.day,
    accountId: Number(r.account_id),
    accountName: r.account_name,
    platformCostMicros: platform,
    resellerPriceMicros: platform,
    clientPriceMicros: client,
    marginMicros: client - platform,
    unpaidMicros: BigInt(r.unpaid),
  };
}

async function page(db: Db, q: LedgerQuery, limit: number, after: SQL | null, offset = 0): Promise<LedgerRow[]> {
  const rows = rowsOf<Raw>(await db.execute(sql`
    SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.account_id, coalesce(a.account_name, a.username, '') AS account_name,
      sum(c.platform_cost_micros)::text AS platform, sum(c.client_price_micros)::text AS client,
      sum(CASE WHEN c.status = 'unpaid' THEN c.client_price_micros ELSE 0 END)::text AS unpaid
    FROM usage_charges c LEFT JOIN accounts a ON a.id = c.account_id
    WHERE ${where(q)}${after ? sql` AND ${after}` : sql``}
    GROUP BY c.day, c.account_id, a.account_name, a.username
    ORDER BY c.day DESC, c.account_id ASC
    LIMIT ${limit} OFFSET ${offset}`));
  return rows.map(toRow);
}

export interface LedgerTotals {
  platformCostMicros: bigint;
  resellerPriceMicros: bigint;
  clientPriceMicros: bigint;
  marginMicros: bigint;
  unpaidMicros: bigint;
}

/** One page (newest day first) with the number of rows and the totals of the whole range. */
export async function ledgerPage(db: Db, q: LedgerQuery, pageNo: number, perPage: number): Promise<{ total: number; rows: LedgerRow[]; totals: LedgerTotals }> {
  const [agg] = rowsOf<{ n: string; platform: string; client: string; unpaid: string }>(await db.execute(sql`
    SELECT count(DISTINCT (c.day, c.account_id))::text AS n, coalesce(sum(c.platform_cost_micros), 0)::text AS platform,
      coalesce(sum(c.client_price_micros), 0)::text AS client,
      coalesce(sum(CASE WHEN c.status = 'unpaid' THEN c.client_price_micros ELSE 0 END), 0)::text AS unpaid
    FROM usage_charges c WHERE ${where(q)}`));
  const platform = BigInt(agg?.platform ?? '0');
  const client = BigInt(agg?.client ?? '0');
  return {
    total: Number(agg?.n ?? 0),
    rows: await page(db, q, perPage, null, (pageNo - 1) * perPage),
    totals: { platformCostMicros: platform, resellerPriceMicros: platform, clientPriceMicros: client, marginMicros: client - platform, unpaidMicros: BigInt(agg?.unpaid ?? '0') },
  };
}

export const CSV_PAGE = 1000;
export const LEDGER_CSV_COLUMNS = ['day', 'accountId', 'accountName', 'platformCostUsd', 'resellerPriceUsd', 'clientPriceUsd', 'marginUsd', 'unpaidUsd'] as const;
const usd = (micros: bigint) => (Number(micros) / 1_000_000).toFixed(6);
const record = (r: LedgerRow) => ({
  day: r.day,
  accountId: r.accountId,
  accountName: r.accountName,
  platformCostUsd: usd(r.platformCostMicros),
  resellerPriceUsd: usd(r.resellerPriceMicros),
  clientPriceUsd: usd(r.clientPriceMicros),
  marginUsd: usd(r.marginMicros),
  unpaidUsd: usd(r.unpaidMicros),
});

/** Every row, read by keyset (day, account) a page at a time, so the whole range is never in memory. */
async function* allRows(db: Db, q: LedgerQuery): AsyncGenerator<LedgerRow> {
  let after: SQL | null = null;
  for (;;) {
    const rows = await page(db, q, CSV_PAGE, after);
    yield* rows;
    if (rows.length < CSV_PAGE) return;
    const last = rows[rows.length - 1]!;
    after = sql`(c.day < ${last.day}::date OR (c.day = ${last.day}::date AND c.account_id > ${last.accountId}))`;
  }
}

/** The ledger as a CSV stream; the first page is read before answering (a failing query is a normal error). */
export async function ledgerCsv(db: Db, q: LedgerQuery, onAbort: (error: Error) => void): Promise<Readable> {
  const rows = allRows(db, q);
  const first = await rows.next();
  const records = Readable.from(
    (async function* () {
      if (first.done) return;
      yield record(first.value);
      for await (const r of rows) yield record(r);
    })(),
  );
  const csv = stringify({ header: true, columns: [...LEDGER_CSV_COLUMNS], escape_formulas: true });
  pipeline(records, csv, (error) => {
    if (error) onAbort(error);
  });
  return csv;
}
