// Conversation logs (issue 10, spec 2 "Logs"): the target's calls, filtered by `field__operator`
// parameters, paged, as JSON or a streamed CSV file (test conversations only with `includeTest=true`);
// and one call's conversation log, a test conversation's too (the logs open it when they show it).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { logsPaging } from '../../../src/shared/calls';
import { filtersCondition, MAX_FILTER_TEXT, parseFilters } from '../../calls/callFilters';
import { logsCsv } from '../../calls/logsCsv';
import { LOGS_COUNT_CAP, logsPage } from '../../calls/logsPage';
import { callScope, checkPatterns, logRecord, parseDateFilterParam, requestedFields, windowCondition, windowOf } from '../../calls/logsQuery';
import { testCallsCondition } from '../../calls/testCalls';
import { generatedTranscript } from '../../calls/transcripts';
import { calls } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { loggableError } from '../../kit/databaseErrors';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const CONVERSATION_NOT_FOUND = 'Conversation not found';

const logsQuery = z
  .object({
    fields: z.string().max(2000).optional().describe('Comma list of log fields (default: the first 10)'),
    dateFilter: z.string().max(1000).optional().describe('`last N days` or a JSON date filter (default: the last 30 days)'),
    // invalid page values are ignored, not refused (spec 1 §5): read by logsPaging
    page: z.string().max(20).optional().describe('1-based page (default 1)'),
    pageSize: z.string().max(20).optional().describe('Rows per page, 1 to 10,000 (default 100)'),
    format: z.enum(['json', 'csv'], 'Expected json or csv').default('json'),
    includeTest: z
      .enum(['true', 'false'], 'Expected true or false')
      .default('false')
      .describe('`true`: test conversations (direction `test`, from the agent\'s test chat) too; left out by default'),
  })
  .catchall(z.string('Expected one value').max(MAX_FILTER_TEXT * 10).describe('`field__operator` filters'));

const conversationParams = z.object({
  roomId: z.string().min(1).max(200).describe('The call\'s room id'),
  uuid: z.string().min(1).max(200).describe('The call\'s uuid'),
});
const conversationQuery = z.object({
  accountId: z.string('Required').regex(/^\d{1,10}$/, 'Expected an account id').describe('The call\'s account (organization) id'),
});

const logRow = reply('A call record with the requested fields; timestamp in unix seconds');

export default defineArea({
  tag: 'Logs',
  // the console's `logs` plugin owns these routes once the manifest declares it
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/logs',
      auth: 'account',
      summary:
        'A page of the target\'s call records, newest first, filtered by `field__operator` parameters; ' +
        '`format=csv` streams the page as a CSV attachment',
      query: logsQuery,
      produces: ['application/json', 'text/csv'],
      response: reply('A page of call records', {
        success,
        logs: z.array(logRow),
        totalCount: z.number().int().describe(`Matching calls, counted exactly up to ${LOGS_COUNT_CAP.toLocaleString('en-US')}`),
        totalCountExact: z.boolean().describe(`false: more than ${LOGS_COUNT_CAP.toLocaleString('en-US')} match, and totalCount is that cap`),
        pagination: reply('page, pageSize, hasMore', { page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() }),
      }),
      handler: async ({ query, caller, target, request, reply: res }) => {
        const fields = requestedFields(query.fields);
        const filters = parseFilters(query);
        const range = windowOf(parseDateFilterParam(query.dateFilter));
        const { page, pageSize } = logsPaging(query.page, query.pageSize);
        await checkPatterns(db, filters);
        const where = and(
          callScope(caller, target),
          windowCondition(range),
          filtersCondition(filters),
          testCallsCondition(query.includeTest === 'true'),
        );
        const offset = (page - 1) * pageSize;
        if (query.format === 'csv') {
          const csv = await logsCsv(db, fields, where, { offset, limit: pageSize }, (error) =>
            request.log.error({ err: loggableError(error, false) }, 'logs export aborted'),
          );
          return res
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', 'attachment; filename="logs.csv"')
            .send(csv);
        }
        const { logs, totalCount, totalCountExact, hasMore } = await logsPage(db, fields, where, offset, pageSize);
        return { success: true, logs, totalCount, totalCountExact, pagination: { page, pageSize, hasMore } };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v2/conversation/:roomId/:uuid',
      auth: 'account',
      summary: 'One call\'s conversation log (its transcript), by account id, room id and uuid',
      params: conversationParams,
      query: conversationQuery,
      response: reply('The conversation', { success, conversation: reply('The call with its transcript') }),
      errors: { 404: CONVERSATION_NOT_FOUND },
      handler: async ({ params, query, caller, target }) => {
        const [call] = await db
          .select()
          .from(calls)
          .where(
            and(
              callScope(caller, target),
              eq(calls.uuid, params.uuid),
              eq(calls.roomId, params.roomId),
              eq(calls.accountId, Number(query.accountId)),
            ),
          );
        if (!call) fail(404, CONVERSATION_NOT_FOUND);
        const { transcript, partnerId: _p, resellerId: _r, ...record } = call;
        return {
          success: true,
          conversation: { ...logRecord(record), transcript: transcript ?? generatedTranscript(call) },
        };
      },
    }),
  ],
});
