// Spec doc 2 "Tasks": POST /api/v2/tasks/csv (multipart field csv), the preflight of issue 20 point 3,
// and its rows: read a page, fix a row (rechecked, the summary updated), drop a row. A file with bad
// quoting, another encoding than UTF-8, or over the row or byte limit is refused whole, naming the
// line, and nothing is stored.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';
import { MAX_CELL_CHARS, MAX_FILE_BYTES, MAX_ROWS } from '../../tasks/constants';
import { CsvRefusal, parseTaskCsv } from '../../tasks/csvParse';
import { CSV_MISSING, ROW_NOT_FOUND, UPLOAD_NOT_FOUND } from '../../tasks/messages';
import { timezone } from '../../tasks/schemas';
import { dropRow, fixRow, storeUpload, uploadOf, uploadRows, uploadSummary } from '../../tasks/uploads';

const problemDoc = z.object({ row: z.number().int(), column: z.string().nullable(), code: z.string(), message: z.string() });
const uploadDoc = z.object({
  id: z.string(),
  rowCount: z.number().int(),
  columns: z.array(z.string()),
  phoneColumn: z.string().nullable(),
  callableCount: z.number().int().describe('Rows that will be called (no problem other than a missing variable)'),
  problemCounts: z.record(z.string(), z.number().int()),
  problems: z.array(problemDoc).describe('The first 500 problems in file order'),
  expectedDurationSeconds: z.number().int().describe('Talk time of the callable rows at the average call length'),
  expectedCostCents: z.number().int(),
});
const rowDoc = z.object({ row: z.number().int(), values: z.record(z.string(), z.string()), problems: z.array(problemDoc.omit({ row: true })) });
const rowParams = z.object({ uploadId: z.string().max(64), row: z.string().regex(/^\d{1,7}$/, 'Expected a line number') });
const uploadParams = z.object({ uploadId: z.string().max(64) });
const fields = z.object({ agentId: z.coerce.number().int().positive().optional(), timezone: timezone.optional() });

export default defineArea({
  tag: 'Tasks',
  routes: async ({ db }, app) => {
    // one file; the byte limit plus one, so a file over it is seen as cut (truncated) and refused
    await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 200, fileSize: MAX_FILE_BYTES, parts: 12 } });
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/tasks/csv',
        auth: 'account',
        summary: `Check a CSV of people to call (multipart field csv; optional fields agentId, timezone): at most ${MAX_ROWS.toLocaleString('en-US')} rows and ${MAX_FILE_BYTES / 1024 / 1024} MB, UTF-8, a phone column by header; answers the rows' problems and the expected duration and cost`,
        response: reply('The checked upload', { success, upload: uploadDoc }),
        status: 201,
        idempotent: true,
        bodyLimit: MAX_FILE_BYTES + 64 * 1024,
        errors: { 400: 'The file is refused whole: { success: false, message naming the line, field: "csv", line }' },
        handler: async ({ request, reply: res, target, caller, db: work }) => {
          const scope = scopeOf(target);
          if (!request.isMultipart()) fail(400, CSV_MISSING);
          let file: { bytes: Buffer; truncated: boolean } | null = null;
          const given: Record<string, string> = {};
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer().catch(() => null);
              if (part.fieldname === 'csv') file = { bytes: bytes ?? Buffer.alloc(0), truncated: bytes === null || part.file.truncated };
            } else if (typeof part.value === 'string') given[part.fieldname] = part.value;
          }
          if (!file) fail(400, CSV_MISSING);
          const extra = fields.safeParse(given);
          if (!extra.success) fail(400, `${extra.error.issues[0]!.path.join('.')}: ${extra.error.issues[0]!.message}`);
          try {
            const parsed = await parseTaskCsv(file.bytes, file.truncated);
            const id = await storeUpload(work, scope, { createdBy: caller.id, agentId: extra.data.agentId ?? null, timezone: extra.data.timezone ?? null, fileBytes: file.bytes.length }, parsed);
            return { success: true, upload: await uploadSummary(work, await uploadOf(work, scope.accountId, id)) };
          } catch (error) {
            if (!(error instanceof CsvRefusal)) throw error;
            res.code(400);
            return { success: false, message: error.message, field: 'csv', line: error.line };
          }
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/tasks/csv/:uploadId/rows',
        auth: 'account',
        summary: 'A page of an upload\'s rows in file order, with their problems (problems=true: only rows with one)',
        params: uploadParams,
        query: z.object({
          offset: z.coerce.number().int().min(0).max(MAX_ROWS).default(0),
          limit: z.coerce.number().int().min(1).max(500).default(50),
          problems: z.enum(['true', 'false']).default('false'),
        }),
        response: reply('A page of rows', { success, rows: z.array(rowDoc), total: z.number().int() }),
        errors: { 404: UPLOAD_NOT_FOUND },
        handler: async ({ params, query, target }) => {
          const upload = await uploadOf(db, scopeOf(target).accountId, params.uploadId);
          return { success: true, ...(await uploadRows(db, upload, { ...query, problems: query.problems === 'true' })) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/tasks/csv/:uploadId/rows/:row',
        auth: 'account',
        summary: 'Fix a row: its values replaced (the file\'s columns), the row and those sharing its number rechecked',
        params: rowParams,
        body: z.object({ values: z.record(z.string().max(200), z.string().max(MAX_CELL_CHARS)) }),
        response: reply('The row and the upload\'s new summary', { success, row: rowDoc, upload: uploadDoc }),
        idempotent: { exempt: 'Sets the row to the values given: a repeat sets the same values' },
        errors: { 404: `${UPLOAD_NOT_FOUND}; ${ROW_NOT_FOUND}` },
        handler: async ({ params, body, target }) => {
          const upload = await uploadOf(db, scopeOf(target).accountId, params.uploadId);
          const row = await fixRow(db, upload, Number(params.row), body.values);
          return { success: true, row, upload: await uploadSummary(db, upload) };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/tasks/csv/:uploadId/rows/:row',
        auth: 'account',
        summary: 'Drop a row from the upload (the rows sharing its number rechecked)',
        params: rowParams,
        response: reply('The upload\'s new summary', { success, upload: uploadDoc }),
        errors: { 404: `${UPLOAD_NOT_FOUND}; ${ROW_NOT_FOUND}` },
        handler: async ({ params, target }) => {
          const upload = await uploadOf(db, scopeOf(target).accountId, params.uploadId);
          await dropRow(db, upload, Number(params.row));
          return { success: true, upload: await uploadSummary(db, upload) };
        },
      }),
    ];
  },
});
