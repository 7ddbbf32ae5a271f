// The audit-log resource adapter: react-admin's reads mapped onto GET /api/v2/auditLog
// (docs/api-contract.md, "Audit log"), plus getActions, the actions the server declares (the action
// filter's choices and labels), and getExportUrl, the CSV export's link. Entries are read-only: every
// write rejects.
import type { DataProvider, GetListParams, GetManyReferenceParams, RaRecord } from 'react-admin';
import { ticketedUrl } from '../../adapters/download';
import { ApiError, type HttpClient } from '../../adapters/http';
import { messages } from './messages';
import {
  actionChoices,
  AUDIT_ACTIONS_PATH,
  AUDIT_EXPORT_PATH,
  exportQuery,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PATH,
  listQuery,
  type AuditEntry,
  type DeclaredAction,
  type ListParams,
} from './rules';

interface ListResponse {
  entries?: AuditEntry[];
  total?: number;
  totalExact?: boolean;
}

/** getOne/getMany look entries up in list pages (there is no single-entry route); this many at most. */
export const MAX_LOOKUP_PAGES = 20;

// ApiErrors reach react-admin as HttpErrors with the same status and message (src/adapters/dataProvider.ts).
const readOnly = () => Promise.reject(new ApiError(405, messages.readOnly, { message: messages.readOnly }));

export interface AuditActions {
  /** the declared actions as choices: `{ id: action, name: label }` */
  getActions(resource: string): Promise<{ data: { id: string; name: string }[] }>;
  /** the CSV export of the entries a list with these filters shows, as a one-use link (a ticket, never the session token) */
  getExportUrl(resource: string, params: Pick<ListParams, 'filter' | 'sort'>): Promise<{ data: string }>;
}

export function auditAdapter(http: HttpClient): Partial<DataProvider> & AuditActions {
  // asked once per data provider (the areas declare them at start); a failure is asked again
  let actions: Promise<DeclaredAction[]> | null = null;
  const declared = () =>
    (actions ??= http.request<{ actions?: DeclaredAction[] }>(AUDIT_ACTIONS_PATH).then(
      (response) => response.actions ?? [],
      (error: unknown) => {
        actions = null;
        throw error;
      },
    ));

  // an action filter is sent only when the server declares it
  const knownActions = async (filter: ListParams['filter']) =>
    filter?.action ? new Set((await declared()).map((a) => a.action)) : undefined;

  const page = async (params: ListParams, signal?: AbortSignal) => {
    const response = await http.request<ListResponse>(AUDIT_PATH, { query: listQuery(params, await knownActions(params.filter)), signal });
    const data = response.entries ?? [];
    return { data, total: response.total ?? data.length, meta: { totalExact: response.totalExact !== false } };
  };

  /** The entries with these ids, newest pages first, stopping when all are found or the log ends. */
  const find = async (ids: RaRecord['id'][], signal?: AbortSignal): Promise<AuditEntry[]> => {
    const wanted = new Set(ids.map(String));
    const found = new Map<string, AuditEntry>();
    for (let n = 1; n <= MAX_LOOKUP_PAGES && found.size < wanted.size; n++) {
      const { data, total } = await page({ pagination: { page: n, perPage: AUDIT_MAX_PAGE_SIZE } }, signal);
      for (const entry of data) if (wanted.has(String(entry.id))) found.set(String(entry.id), entry);
      if (data.length === 0 || n * AUDIT_MAX_PAGE_SIZE >= total) break;
    }
    return ids.map((id) => found.get(String(id))).filter((e): e is AuditEntry => e !== undefined);
  };

  return {
    async getActions() {
      return { data: actionChoices(await declared()) };
    },

    async getExportUrl(_resource, { filter, sort }) {
      return { data: await ticketedUrl(http, AUDIT_EXPORT_PATH, exportQuery(filter, sort, await knownActions(filter))) };
    },

    async getList(_resource: string, params: GetListParams) {
      const { data, total, meta } = await page(params, params.signal);
      return { data: data as any[], total, meta };
    },

    async getOne(_resource: string, params) {
      const [entry] = await find([params.id], params.signal);
      if (!entry) throw new ApiError(404, messages.notFound, { message: messages.notFound });
      return { data: entry as any };
    },

    async getMany(_resource: string, params) {
      return { data: (await find(params.ids, params.signal)) as any[] };
    },

    // e.g. the entries about one account: target 'targetAccountId' or 'actorId'
    async getManyReference(_resource: string, params: GetManyReferenceParams) {
      const { data, total, meta } = await page({ ...params, filter: { ...params.filter, [params.target]: params.id } }, params.signal);
      return { data: data as any[], total, meta };
    },

    create: readOnly,
    update: readOnly,
    updateMany: readOnly,
    delete: readOnly,
    deleteMany: readOnly,
  };
}
