// The logs as CSV (GET /api/v2/logs?format=csv): the requested page read in chunks by keyset
// (timestamp, uuid) along the scope's order index, each chunk formatted by csv-stringify in one call
// and written as soon as it is read. Cells a spreadsheet would run as a formula (= + - @, tab,
// carriage return) get a leading `'`.
//
// A chunk comes back from the database as one JSON text (`json_agg` of a row array each): reading
// rows field by field costs the drivers, PGlite most, more than the query (10,000 rows of 14 fields:
// ~350 ms of PGlite's message parsing, against ~50 ms for the same rows as one JSON text).
import { Readable } from 'node:stream';
import { and, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { LogField } from '../../src/shared/calls';
import { calls } from '../db/schema';
import type { Db } from '../db/store';
import { CALL_COLUMNS } from './callFilters';
import { callOrder } from './logsQuery';

/** The first chunk is small so the first byte leaves early; the rest in fewer, larger reads. */
export const CSV_FIRST_CHUNK = 200;
export const CSV_CHUNK = 2_500;

/** A row's cells in the fields' order, then its keyset: timestamp in epoch microseconds, uuid. */
type Cells = (string | number | null)[];
interface Cursor {
  micros: number;
  uuid: string;
}

// as Date#toISOString writes it, in UTC whatever the session's time zone
const isoCell = sql`to_char(${calls.timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// exact (microseconds, not a Date's milliseconds), so the next chunk starts right after this row
const microsCell = sql`(extract(epoch from ${calls.timestamp}) * 1000000)::bigint`;

function chunkQuery(db: Db, fields: readonly LogField[], where: SQL | undefined, after: Cursor | undefined, offset: number, size: number) {
  const cells = fields.map((f) => (f === 'timestamp' ? isoCell : sql`${CALL_COLUMNS[f]}`));
  const keyset = after
    ? sql`(${calls.timestamp}, ${calls.uuid}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.uuid})`
    : undefined;
  let rows = db
    .select({
      cells: sql`json_build_array(${sql.join([...cells, microsCell, sql`${calls.uuid}`], sql`, `)})`.as('cells'),
      ts: sql`${calls.timestamp}`.as('ts'),
      id: sql`${calls.uuid}`.as('id'),
    })
    .from(calls)
    .where(and(where, keyset))
    .orderBy(...callOrder)
    .limit(size)
    .$dynamic();
  if (!after && offset) rows = rows.offset(offset);
  const page = rows.as('page');
  return db.select({ json: sql<string | null>`json_agg(${page.cells} order by ${page.ts} desc, ${page.id} desc)::text` }).from(page);
}

/**
 * Rows `offset` … `offset + limit` of `where`, newest first, a chunk per query. The next chunk is
 * read when the stream asks for it, after this one has been handed to the socket: PGlite runs in
 * this thread, so a chunk read ahead would hold the previous one back.
 */
async function* chunksOf(db: Db, fields: readonly LogField[], where: SQL | undefined, offset: number, limit: number): AsyncGenerator<Cells[]> {
  let after: Cursor | undefined;
  let left = limit;
  while (left > 0) {
    const size = Math.min(after ? CSV_CHUNK : CSV_FIRST_CHUNK, left);
    const [{ json }] = await chunkQuery(db, fields, where, after, offset, size);
    const page = json === null ? [] : (JSON.parse(json) as Cells[]);
    yield page;
    const last = page[page.length - 1];
    if (page.length < size || !last) return;
    left -= page.length;
    after = { micros: Number(last[fields.length]), uuid: String(last[fields.length + 1]) };
  }
}

function csvText(fields: readonly LogField[], rows: readonly Cells[], header: boolean): string {
  const records = rows.map((cells) => cells.slice(0, fields.length).map((value) => value ?? ''));
  return stringify(records, { header, columns: [...fields], escape_formulas: true });
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
  const chunks = chunksOf(db, fields, where, page.offset, page.limit);
  const first = await chunks.next();
  const text = Readable.from(
    (async function* toText() {
      yield csvText(fields, first.done ? [] : first.value, true);
      for await (const rows of chunks) yield csvText(fields, rows, false);
    })(),
    { objectMode: false },
  );
  text.on('error', onAbort);
  return text;
}
