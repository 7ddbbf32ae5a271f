// The tasks resource adapter (/work/briefs/tasks-contract.md, spec doc 2 "Tasks"): react-admin's CRUD
// over /api/v2/tasks (rows under tasks|jobs, total|count, offset paging), and the campaign's other
// calls as provider methods (resource name first): actions, recipients, the CSV preflight, limits.
import type { DataProvider, GetListParams } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { restAdapter, type Paging, type Query, type UpdateParamsOf } from '../../adapters/restAdapter';
import { isSameOrigin, uploadWithProgress } from './uploadWithProgress';
import { TASK_PAGE_SIZE } from './rules/campaign';
import type { Recipient, RecipientStatus, Task, TaskAction, TaskLimits, Upload, UploadRow } from './rules/types';

export const TASKS_PATH = '/api/v2/tasks';
const PAGING: Paging = { style: 'offset', defaultSize: TASK_PAGE_SIZE, maxSize: 100 };
const SORTS = new Set(['createdAt', 'updatedAt', 'name', 'state']);

export function listQuery(params: Partial<GetListParams>): Query {
  const query: Query = {};
  const filter = params.filter ?? {};
  if (typeof filter.q === 'string' && filter.q.trim()) query.q = filter.q.trim();
  if (typeof filter.state === 'string' && filter.state) query.state = filter.state;
  const field = params.sort?.field;
  query.sort = field && SORTS.has(field) ? field : 'createdAt';
  query.order = params.sort?.order === 'ASC' ? 'asc' : 'desc';
  return query;
}

const UPDATABLE = ['name', 'window', 'concurrency', 'retries'] as const;
function updateBody({ data }: UpdateParamsOf): Record<string, unknown> {
  return Object.fromEntries(UPDATABLE.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
}

export interface Page<T> {
  data: T[];
  total: number;
}
export interface Choice {
  id: string | number;
  name: string;
}

export interface TaskActions {
  taskAction(resource: string, params: { id: Task['id']; action: TaskAction }): Promise<{ data: Task }>;
  /** DELETE answers the task with deleted: true, which the screens keep showing */
  deleteTask(resource: string, params: { id: Task['id'] }): Promise<{ data: Task }>;
  getRecipients(resource: string, params: { id: Task['id']; offset: number; limit: number; status?: RecipientStatus }): Promise<Page<Recipient>>;
  uploadCsv(
    resource: string,
    params: { file: File; agentId?: number; timezone?: string; onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal },
  ): Promise<{ data: Upload }>;
  getUploadRows(resource: string, params: { uploadId: string; offset: number; limit: number; problems: boolean }): Promise<Page<UploadRow>>;
  fixUploadRow(resource: string, params: { uploadId: string; row: number; values: Record<string, string> }): Promise<{ data: { row: UploadRow; upload: Upload } }>;
  dropUploadRow(resource: string, params: { uploadId: string; row: number }): Promise<{ data: { upload?: Upload } }>;
  getLimits(resource: string): Promise<{ data: TaskLimits }>;
  saveLimits(resource: string, params: Pick<TaskLimits, 'maxConcurrentCalls' | 'reservedInboundLines'>): Promise<{ data: TaskLimits }>;
  /** the organization's agents and numbers, for the campaign form */
  listAgents(resource: string): Promise<{ data: Choice[] }>;
  listNumbers(resource: string): Promise<{ data: Choice[] }>;
}

const rowPath = (uploadId: string, row: number) => `${TASKS_PATH}/csv/${encodeURIComponent(uploadId)}/rows/${row}`;

export function taskActions(http: HttpClient): TaskActions {
  const one = (id: Task['id']) => `${TASKS_PATH}/${encodeURIComponent(String(id))}`;
  return {
    async taskAction(_resource, { id, action }) {
      const reply = await http.request<{ task: Task }>(one(id), { method: 'POST', body: { action } });
      return { data: reply.task };
    },
    async deleteTask(_resource, { id }) {
      const reply = await http.request<{ task: Task }>(one(id), { method: 'DELETE' });
      return { data: { ...reply.task, deleted: true } };
    },
    async getRecipients(_resource, { id, offset, limit, status }) {
      const reply = await http.request<{ recipients: Recipient[]; total: number }>(`${one(id)}/recipients`, { query: { offset, limit, status } });
      return { data: reply.recipients, total: reply.total };
    },
    async uploadCsv(_resource, { file, agentId, timezone, onProgress, signal }) {
      const form = new FormData();
      if (agentId !== undefined) form.append('agentId', String(agentId));
      if (timezone) form.append('timezone', timezone);
      // the file last: the server reads the other fields before the stream of rows
      form.append('csv', file, file.name);
      const url = http.url(`${TASKS_PATH}/csv`);
      const reply = isSameOrigin(url)
        ? await uploadWithProgress<{ upload: Upload }>(url, form, { onProgress, signal })
        : await http.request<{ upload: Upload }>(`${TASKS_PATH}/csv`, { method: 'POST', body: form, signal });
      return { data: reply.upload };
    },
    async getUploadRows(_resource, { uploadId, offset, limit, problems }) {
      const reply = await http.request<{ rows: UploadRow[]; total: number }>(`${TASKS_PATH}/csv/${encodeURIComponent(uploadId)}/rows`, {
        query: { offset, limit, ...(problems ? { problems: true } : {}) },
      });
      return { data: reply.rows, total: reply.total };
    },
    async fixUploadRow(_resource, { uploadId, row, values }) {
      const reply = await http.request<{ row: UploadRow; upload: Upload }>(rowPath(uploadId, row), { method: 'POST', body: { values } });
      return { data: { row: reply.row, upload: reply.upload } };
    },
    async dropUploadRow(_resource, { uploadId, row }) {
      const reply = await http.request<{ upload?: Upload }>(rowPath(uploadId, row), { method: 'DELETE' });
      return { data: { upload: reply?.upload } };
    },
    async getLimits() {
      return { data: (await http.request<{ limits: TaskLimits }>(`${TASKS_PATH}/limits`)).limits };
    },
    async saveLimits(_resource, limits) {
      return { data: (await http.request<{ limits: TaskLimits }>(`${TASKS_PATH}/limits`, { method: 'POST', body: limits })).limits };
    },
    async listAgents() {
      const reply = await http.request<{ accounts: { id: number; accountName: string | null; name: string | null; username: string }[] }>(
        '/api/v2/listAccounts',
        { query: { pageSize: 100 } },
      );
      return { data: reply.accounts.map((a) => ({ id: a.id, name: a.accountName ?? a.name ?? a.username })) };
    },
    async listNumbers() {
      const reply = await http.request<{ numbers: { number: string; status?: string }[] }>('/api/v2/phoneNumbers', { query: { page: 1, pageSize: 100 } });
      return { data: reply.numbers.filter((n) => n.status !== 'released').map((n) => ({ id: n.number, name: n.number })) };
    },
  };
}

export function tasksAdapter(http: HttpClient): Partial<DataProvider> & TaskActions {
  const adapter = restAdapter(http, {
    path: TASKS_PATH,
    list: { path: TASKS_PATH, query: listQuery, paging: PAGING, key: ['tasks', 'jobs'], total: ['total', 'count'] },
    one: { key: 'task' },
    create: { key: 'task' },
    update: { method: 'POST', body: updateBody, key: 'task' },
    delete: {},
  });
  return { ...adapter, ...taskActions(http) };
}
