// The logs as CSV (GET /api/v2/logs?format=csv): the requested page read in chunks by keyset
// (timestamp, uuid) and written by csv-stringify as the client reads, as the audit export does.
// Cells a spreadsheet would run as a formula (= + - @, tab, carriage return) get a leading `'`.
import { Readable, pipeline } from 'node:stream';
import { and, Param, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import type { LogField } from '../../src/kernel/calls';
import { calls } from '../db/schema';
import type { Db } from '../db/store';
import { callOrder, selection } from './logsQuery';

export const CSV_CHUNK = 1000;

type Row = Record<string, unknown> & { timestamp: Date; uuid: string };

// a row comparison, which PostgreSQL answers from the (scope, timestamp desc, uuid desc) index; the
// same condition spelt with OR makes it re-read and re-sort the window for every chunk
function after(last: Row): SQL {
  return sql`(${calls.timestamp}, ${calls.uuid}) < (${new Param(last.timestamp, calls.timestamp)}, ${last.uuid})`;
}

/** Rows `offset` … `offset + limit` of `where`, newest first, one query per chunk. */
async function* rowsOf(db: Db, fields: readonly LogField[], where: SQL | undefined, offset: number, limit: number): AsyncGenerator<Row> {
  // the cursor needs both keys whatever the caller asked for
  const columns = { ...selection(fields), timestamp: calls.timestamp, uuid: calls.uuid };
  let last: Row | undefined;
  let left = limit;
  while (left > 0) {
    const size = Math.min(CSV_CHUNK, left);
    const query = db.select(columns).from(calls).where(last ? and(where, after(last)) : where).orderBy(...callOrder).limit(size);
    const page = (last ? await query : await query.offset(offset)) as Row[];
    for (const row of page) yield row;
    if (page.length < size) return;
    left -= page.length;
    last = page[page.length - 1];
  }
}

function cell(value: unknown): string | number {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? value : String(value);
}

/**
 * A readable CSV stream (header first). The first chunk is read before the stream is handed back,
 * so a failing query answers as any error does; a failure after the first byte cuts the download
 * short and `onAbort` logs it.
 */
export async function logsCsv(
  db: Db,
  fields: readonly LogField[],
  where: SQL | undefined,
  page: { offset: number; limit: number },
  onAbort: (error: Error) => void,
): Promise<Readable> {
  const rows = rowsOf(db, fields, where, page.offset, page.limit);
  const first = await rows.next();
  const records = Readable.from(
    (async function* toRecords() {
      if (first.done) return;
      yield fields.map((f) => cell(first.value[f]));
      for await (const row of rows) yield fields.map((f) => cell(row[f]));
    })(),
  );
  const csv = stringify({ header: true, columns: [...fields], escape_formulas: true });
  pipeline(records, csv, (error) => {
    if (error) onAbort(error);
  });
  return csv;
}
