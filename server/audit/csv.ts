// The audit log as CSV (GET /api/v2/auditLog/export). Rows are read from the database in pages of
// EXPORT_PAGE_SIZE by keyset (at, id), and csv-stringify writes them as the client reads, so the
// whole log is never in memory. Cells a spreadsheet would run as a formula (starting with = + - @,
// a tab or a carriage return) get a leading `'` (OWASP "CSV injection"; csv-stringify's escape_formulas).
import { Readable, pipeline } from 'node:stream';
import { and, getTableColumns, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { auditLog } from '../db/schema';
import type { Db } from '../db/store';
import { actionLabel } from './catalog';
import { afterCursor, auditOrder, cursorAt, type AuditCursor, type AuditRow } from './query';

export const EXPORT_PAGE_SIZE = 1000;

export const CSV_COLUMNS = [
  'at',
  'action',
  'actionLabel',
  'actor',
  'actingAsId',
  'targetAccountId',
  'targetName',
  'before',
  'after',
] as const;

type CsvRecord = Record<(typeof CSV_COLUMNS)[number], string | number | null>;

function json(value: Record<string, unknown> | null): string {
  return value === null ? '' : JSON.stringify(value);
}

export function csvRecord(row: AuditRow): CsvRecord {
  return {
    at: row.at.toISOString(),
    action: row.action,
    actionLabel: actionLabel(row.action),
    actor: row.actorUsername,
    actingAsId: row.actingAsId,
    targetAccountId: row.targetAccountId,
    targetName: row.targetName,
    before: json(row.before),
    after: json(row.after),
  };
}

const auditColumns = getTableColumns(auditLog);

/** The matching rows page by page, in `order`; each page is one query. */
export async function* auditRows(
  db: Db,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<AuditRow> {
  let cursor: AuditCursor | null = null;
  for (;;) {
    const page: (AuditRow & { cursorAt: string })[] = await db
      .select({ ...auditColumns, cursorAt })
      .from(auditLog)
      .where(cursor ? and(where, afterCursor(cursor, order)) : where)
      .orderBy(...auditOrder(order))
      .limit(pageSize);
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/**
 * A readable CSV stream (header first) of the rows `where` selects. The first page is read before
 * the stream is handed back, so a query that fails does so before the first byte and answers as any
 * error does (issue 8 point 9); a failure after it cannot change the status any more: the stream is
 * destroyed (the client sees a cut download, not a complete-looking file) and `onAbort` logs it.
 */
export async function auditCsv(
  db: Db,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  onAbort: (error: Error) => void,
): Promise<Readable> {
  const rows = auditRows(db, where, order);
  const first = await rows.next();
  const records = Readable.from(
    (async function* toRecords() {
      if (first.done) return;
      yield csvRecord(first.value);
      for await (const row of rows) yield csvRecord(row);
    })(),
  );
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true });
  pipeline(records, csv, (error) => {
    // pipeline has destroyed both streams already; the reply ends the response unfinished.
    if (error) onAbort(error);
  });
  return csv;
}
