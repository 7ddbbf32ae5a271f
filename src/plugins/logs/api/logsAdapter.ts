// The logs resource adapter: react-admin's getList over GET /api/v2/logs (spec doc 2 "Logs": rows
// under `logs`, `totalCount`, `pagination.hasMore`), plus the export and the conversation log as
// extra provider methods. The page builds the server's query (rules/logsQuery.ts) and hands it over as the
// list's `filter`, so the adapter sends exactly what the URL says.
import type { DataProvider, GetListParams } from 'react-admin';
import { ApiError, type HttpClient } from '../../../adapters/http';
import { restAdapter, type Query } from '../../../adapters/restAdapter';
import { apiErrorMessage, LOGS_DEFAULT_PAGE_SIZE, LOGS_EXPORT_PAGE, LOGS_EXPORT_PAGE_SIZE } from '@kernel/sdk';
import { FAILED_TO_FETCH_CONVERSATION, FAILED_TO_FETCH_LOGS } from '../messages';
import { savedViewsActions, type SavedViewsActions } from './savedViews';

export const LOGS_PATH = '/api/v2/logs';
export const conversationPath = (roomId: string, uuid: string) =>
  `/api/v2/conversation/${encodeURIComponent(roomId)}/${encodeURIComponent(uuid)}`;

export type LogRecord = Record<string, unknown> & { id: string | number };
export type ExportFormat = 'csv' | 'json';

export interface ConversationKey {
  accountId: number | string | null | undefined;
  roomId: string | null | undefined;
  uuid: string | null | undefined;
}

export interface LogsActions {
  /** the filtered calls as a file's text: export page 1, size 10,000 (spec 2 §9) */
  exportLogs(resource: string, params: { query: Query; format: ExportFormat }): Promise<{ data: string }>;
  /** the conversation log of one call */
  getConversation(resource: string, params: ConversationKey): Promise<{ data: Record<string, unknown> }>;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Spec 2 §8: the failure is logged as `API Error: {status} - {text}` and answered with the catalogue's message. */
function logsFailure(error: unknown): never {
  if (isAbort(error)) throw error;
  const status = error instanceof ApiError ? error.status : 0;
  const text = error instanceof Error ? error.message : String(error);
  console.warn(apiErrorMessage(status, text));
  throw new ApiError(status || 500, FAILED_TO_FETCH_LOGS, { success: false, message: FAILED_TO_FETCH_LOGS });
}

/** A row's id for react-admin: the call's uuid (unique per call), else its callId. */
const withId = (row: Record<string, unknown>, index: number): LogRecord => ({
  ...row,
  id: (row.uuid as string) ?? (row.callId as string) ?? index,
});

export function logsAdapter(http: HttpClient): Partial<DataProvider> & LogsActions & SavedViewsActions {
  const list = restAdapter(http, {
    path: LOGS_PATH,
    list: {
      path: LOGS_PATH,
      query: (params: GetListParams) => (params.filter ?? {}) as Query,
      paging: { style: 'hasMore', defaultSize: LOGS_DEFAULT_PAGE_SIZE },
      key: 'logs',
      total: 'totalCount',
      // false: more calls match than the server counts, and the total is its cap (shown as "10,000+")
      totalExact: 'totalCountExact',
    },
  });

  return {
    ...savedViewsActions(http),

    async getList(resource: string, params: GetListParams) {
      try {
        const result = await list.getList!(resource, params);
        return { ...result, data: result.data.map(withId) as any[] };
      } catch (error) {
        return logsFailure(error);
      }
    },

    async exportLogs(_resource, { query, format }) {
      try {
        const answer = await http.request<unknown>(LOGS_PATH, {
          query: { ...query, page: LOGS_EXPORT_PAGE, pageSize: LOGS_EXPORT_PAGE_SIZE, format },
        });
        if (typeof answer === 'string') return { data: answer };
        const rows = (answer as { logs?: unknown }).logs;
        return { data: JSON.stringify(Array.isArray(rows) ? rows : answer, null, 2) };
      } catch (error) {
        return logsFailure(error);
      }
    },

    async getConversation(_resource, { accountId, roomId, uuid }) {
      // spec 1 §5: the fetch needs accountId, roomId, uuid (and the token the client adds)
      if (accountId == null || accountId === '' || !roomId || !uuid) throw new ApiError(400, FAILED_TO_FETCH_CONVERSATION);
      try {
        const answer = await http.request<Record<string, unknown>>(conversationPath(roomId, uuid), { query: { accountId } });
        if (answer && answer.success === false) throw new ApiError(500, String(answer.message ?? FAILED_TO_FETCH_CONVERSATION));
        return { data: answer ?? {} };
      } catch (error) {
        if (isAbort(error)) throw error;
        console.warn(FAILED_TO_FETCH_CONVERSATION, error);
        throw new ApiError(error instanceof ApiError ? error.status : 500, FAILED_TO_FETCH_CONVERSATION);
      }
    },
  };
}
