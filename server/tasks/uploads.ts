// A checked upload (issue 20 point 3): every row stored with its problems in one transaction (a
// refused file never gets here), its summary read back from the rows, and a row fixed or dropped by
// one update that rechecks it and the rows sharing its old or new number (duplicates move).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { taskUploadRows, taskUploads } from '../db/schema';
import type { Db } from '../db/store';
import type { UploadProblemCode } from '../db/tables/tasks';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import type { NumberScope } from '../numbers/scope';
import { isUuid } from '../../src/shared/validation';
import { AVERAGE_CALL_SECONDS, callCostCents, PROBLEMS_SHOWN } from './constants';
import type { ParsedFile } from './csvParse';
import { problemText, ROW_NOT_FOUND, UPLOAD_NOT_FOUND } from './messages';
import { phoneOf, promptVariables, rowProblems, suppressedNumbers, type CheckContext } from './rowChecks';

export type UploadRow = typeof taskUploads.$inferSelect;
const INSERT_BATCH = 1000;

/** Checks every row of a parsed file and stores them; the upload's id. */
export async function storeUpload(
  db: Db,
  scope: NumberScope,
  by: { createdBy: number; agentId: number | null; timezone: string | null; fileBytes: number },
  file: ParsedFile,
): Promise<string> {
  const ctx: CheckContext = {
    phoneColumn: file.phoneColumn,
    timezoneColumn: file.timezoneColumn,
    variables: await promptVariables(db, scope.accountId, by.agentId),
    suppressed: await suppressedNumbers(db, scope.accountId),
  };
  const first = new Map<string, number>();
  const rows = file.rows.map(({ row, values }) => {
    const phone = phoneOf(values, ctx);
    const earlier = phone === null ? undefined : first.get(phone);
    if (phone !== null && earlier === undefined) first.set(phone, row);
    return { row, values, phone, problems: rowProblems(values, ctx, earlier ?? null) };
  });
  return inTransaction(db, async (tx) => {
    const [upload] = await tx
      .insert(taskUploads)
      .values({ ...scope, agentId: by.agentId, timezone: by.timezone, columns: file.columns, phoneColumn: file.phoneColumn, timezoneColumn: file.timezoneColumn, fileBytes: by.fileBytes, createdBy: by.createdBy })
      .returning({ id: taskUploads.id });
    for (let at = 0; at < rows.length; at += INSERT_BATCH) {
      await tx.insert(taskUploadRows).values(rows.slice(at, at + INSERT_BATCH).map((r) => ({ uploadId: upload!.id, ...r })));
    }
    return upload!.id;
  });
}

export async function uploadOf(db: Db, organizationId: number, id: string): Promise<UploadRow> {
  const [row] = isUuid(id) ? await db.select().from(taskUploads).where(and(eq(taskUploads.id, id), eq(taskUploads.accountId, organizationId))) : [];
  if (!row) fail(404, UPLOAD_NOT_FOUND);
  return row;
}

/** The contract's upload summary: counts, the first problems, and what calling the callable rows takes. */
export async function uploadSummary(db: Db, upload: UploadRow) {
  const [counts, [totals], shown] = await Promise.all([
    db.execute(sql`
      SELECT p ->> 'code' AS code, count(*)::int AS n
      FROM task_upload_rows r, jsonb_array_elements(r.problems) p
      WHERE r.upload_id = ${upload.id} GROUP BY 1`).then((r) => (r as unknown as { rows: { code: UploadProblemCode; n: number }[] }).rows),
    db
      .select({
        rowCount: sql<number>`count(*)::int`,
        callable: sql<number>`count(*) FILTER (WHERE NOT jsonb_path_exists(${taskUploadRows.problems}, '$[*] ? (@.code != "missing-variable")'))::int`,
      })
      .from(taskUploadRows)
      .where(eq(taskUploadRows.uploadId, upload.id)),
    db
      .select({ row: taskUploadRows.row, problems: taskUploadRows.problems })
      .from(taskUploadRows)
      .where(and(eq(taskUploadRows.uploadId, upload.id), sql`${taskUploadRows.problems} <> '[]'::jsonb`))
      .orderBy(asc(taskUploadRows.row))
      .limit(PROBLEMS_SHOWN),
  ]);
  const problems = shown.flatMap((r) => r.problems.map((p) => ({ row: r.row, ...p }))).slice(0, PROBLEMS_SHOWN);
  return {
    id: upload.id,
    rowCount: totals!.rowCount,
    columns: upload.columns,
    phoneColumn: upload.phoneColumn,
    callableCount: totals!.callable,
    problemCounts: Object.fromEntries(counts.map((c) => [c.code, c.n])),
    problems,
    // talk time of every callable row at the average call length; the task's concurrency divides it
    expectedDurationSeconds: totals!.callable * AVERAGE_CALL_SECONDS,
    expectedCostCents: totals!.callable * callCostCents(AVERAGE_CALL_SECONDS),
  };
}

export async function uploadRows(db: Db, upload: UploadRow, page: { offset: number; limit: number; problems: boolean }) {
  const where = and(eq(taskUploadRows.uploadId, upload.id), page.problems ? sql`${taskUploadRows.problems} <> '[]'::jsonb` : undefined);
  const [rows, total] = await Promise.all([
    db.select({ row: taskUploadRows.row, values: taskUploadRows.values, problems: taskUploadRows.problems }).from(taskUploadRows).where(where).orderBy(asc(taskUploadRows.row)).limit(page.limit).offset(page.offset),
    db.$count(taskUploadRows, where),
  ]);
  return { rows, total };
}

/** Rechecks the duplicate problem of every row holding one of `phones` (the first line keeps the number). */
async function recheckDuplicates(tx: Db, upload: UploadRow, phones: (string | null)[]): Promise<void> {
  const wanted = [...new Set(phones.filter((p): p is string => p !== null))];
  if (wanted.length === 0) return;
  const rows = await tx
    .select({ row: taskUploadRows.row, phone: taskUploadRows.phone, problems: taskUploadRows.problems })
    .from(taskUploadRows)
    .where(and(eq(taskUploadRows.uploadId, upload.id), inArray(taskUploadRows.phone, wanted)))
    .orderBy(asc(taskUploadRows.row));
  const first = new Map<string, number>();
  for (const r of rows) {
    const earlier = first.get(r.phone!);
    if (earlier === undefined) first.set(r.phone!, r.row);
    const others = r.problems.filter((p) => p.code !== 'duplicate');
    const problems = earlier === undefined ? others : [...others, { column: upload.phoneColumn, code: 'duplicate' as const, message: problemText.duplicate(earlier) }];
    if (JSON.stringify(problems) !== JSON.stringify(r.problems)) {
      await tx.update(taskUploadRows).set({ problems }).where(and(eq(taskUploadRows.uploadId, upload.id), eq(taskUploadRows.row, r.row)));
    }
  }
}

async function rowOf(tx: Db, upload: UploadRow, row: number) {
  const [found] = await tx.select().from(taskUploadRows).where(and(eq(taskUploadRows.uploadId, upload.id), eq(taskUploadRows.row, row))).for('update');
  if (!found) fail(404, ROW_NOT_FOUND);
  return found;
}

/** Replaces a row's values (the file's columns only), rechecks it and the rows its number touches. */
export async function fixRow(db: Db, upload: UploadRow, row: number, values: Record<string, string>) {
  return inTransaction(db, async (tx) => {
    const before = await rowOf(tx, upload, row);
    const kept = Object.fromEntries(upload.columns.map((c) => [c, values[c] ?? before.values[c] ?? '']));
    const ctx: CheckContext = {
      phoneColumn: upload.phoneColumn!,
      timezoneColumn: upload.timezoneColumn,
      variables: await promptVariables(tx, upload.accountId, upload.agentId),
      suppressed: await suppressedNumbers(tx, upload.accountId),
    };
    const phone = phoneOf(kept, ctx);
    await tx.update(taskUploadRows).set({ values: kept, phone, problems: rowProblems(kept, ctx, null) }).where(and(eq(taskUploadRows.uploadId, upload.id), eq(taskUploadRows.row, row)));
    await recheckDuplicates(tx, upload, [before.phone, phone]);
    const [after] = await tx.select({ row: taskUploadRows.row, values: taskUploadRows.values, problems: taskUploadRows.problems }).from(taskUploadRows).where(and(eq(taskUploadRows.uploadId, upload.id), eq(taskUploadRows.row, row)));
    return after!;
  });
}

export async function dropRow(db: Db, upload: UploadRow, row: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await rowOf(tx, upload, row);
    await tx.delete(taskUploadRows).where(and(eq(taskUploadRows.uploadId, upload.id), eq(taskUploadRows.row, row)));
    await recheckDuplicates(tx, upload, [before.phone]);
  });
}
