// The knowledge-bases resource adapter: kb-contract's /api/v2/kb/knowledgebase for react-admin's
// list, record, create and delete, and the documents, sitemap and query calls as extra provider
// methods (resource name first). Spec doc 2 §8: a failed knowledge-base call throws with the status
// text, prefixed by what failed (FAILED in messages.ts); the status and body stay on the error.
import type { DataProvider, GetListParams } from 'react-admin';
import { ApiError, type HttpClient } from '../../adapters/http';
import { restAdapter } from '../../adapters/restAdapter';
import { DOCUMENTS_PAGE_SIZE, PAGE_SIZE, PROCESS_QUERY_DEFAULT, QUERY_LIMIT } from './limits';
import { FAILED, type FailedCall } from './messages';
import type { KbDocument, QueryResult, StatusCounts } from './rules';

export const KB_PATH = '/api/v2/kb/knowledgebase';
export const SITEMAP_PATH = '/api/v2/kb/sitemap';

const kbPath = (id: string) => `${KB_PATH}/${encodeURIComponent(id)}`;
const docsPath = (kbId: string) => `${kbPath(kbId)}/document`;

/** The catalogue's error: "<what failed>: <status text or the server's message>". */
export function kbFailure(call: FailedCall, error: unknown): Error {
  if (isAbort(error)) return asAbort(error);
  const status = error instanceof ApiError ? error.status : 0;
  const text = error instanceof Error && error.message ? error.message : 'Network error';
  return new ApiError(status, `${FAILED[call]}: ${text}`, error instanceof ApiError ? error.body : null);
}

/** An aborted request, whichever realm's DOMException it came as (fetch's may not be the page's). */
export const isAbort = (error: unknown): error is Error =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

// react-admin leaves AbortErrors unlogged only when they are `instanceof DOMException` of this realm:
// a cancelled poll (leaving the page) must not read as a failure in the console
const asAbort = (error: Error): Error => (error instanceof DOMException ? error : new DOMException(error.message, 'AbortError'));

async function mapped<T>(call: FailedCall, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw kbFailure(call, error);
  }
}

export interface DocumentPage {
  data: KbDocument[];
  total: number;
  /** documents by status over the whole knowledge base, when the server says (else the page's own) */
  counts?: StatusCounts;
}

export interface KnowledgeBaseActions {
  getDocuments(resource: string, params: { kbId: string; page: number; perPage?: number; signal?: AbortSignal }): Promise<{ data: DocumentPage }>;
  addDocuments(resource: string, params: { kbId: string; urls: string[] }): Promise<{ data: KbDocument[] }>;
  refreshDocument(resource: string, params: { kbId: string; docId: string }): Promise<{ data: KbDocument }>;
  deleteDocument(resource: string, params: { kbId: string; docId: string }): Promise<{ data: { success: boolean } }>;
  fetchSitemap(resource: string, params: { url: string }): Promise<{ data: { urls: string[] } }>;
  queryKnowledgeBase(resource: string, params: { kbId: string; query: string; processQuery?: boolean; limit?: number }): Promise<{ data: QueryResult }>;
}

export function knowledgeBaseActions(http: HttpClient): KnowledgeBaseActions {
  return {
    async getDocuments(_r, { kbId, page, perPage = DOCUMENTS_PAGE_SIZE, signal }) {
      const reply = await http
        .request<Partial<DocumentPage>>(docsPath(kbId), { query: { page: Math.max(1, page), perPage }, signal })
        .catch((error: unknown) => {
          throw isAbort(error) ? asAbort(error) : error;
        });
      const data = Array.isArray(reply?.data) ? reply.data : [];
      const total = typeof reply?.total === 'number' ? reply.total : data.length;
      const counts = reply?.counts && typeof reply.counts === 'object' ? reply.counts : undefined;
      return { data: { data, total, ...(counts ? { counts } : {}) } };
    },
    addDocuments: (_r, { kbId, urls }) =>
      mapped('addDocuments', async () => {
        const reply = await http.request<{ data: KbDocument[] }>(docsPath(kbId), { method: 'POST', body: { urls } });
        return { data: Array.isArray(reply?.data) ? reply.data : [] };
      }),
    refreshDocument: (_r, { kbId, docId }) =>
      mapped('refresh', async () => ({ data: await http.request<KbDocument>(`${docsPath(kbId)}/${encodeURIComponent(docId)}`, { method: 'PUT', body: {} }) })),
    deleteDocument: (_r, { kbId, docId }) =>
      mapped('deleteDocument', async () => ({ data: await http.request<{ success: boolean }>(`${docsPath(kbId)}/${encodeURIComponent(docId)}`, { method: 'DELETE' }) })),
    fetchSitemap: (_r, { url }) =>
      mapped('sitemap', async () => {
        const reply = await http.request<{ urls?: unknown }>(SITEMAP_PATH, { method: 'POST', body: { url } });
        const urls = Array.isArray(reply?.urls) ? reply.urls.filter((u): u is string => typeof u === 'string') : [];
        return { data: { urls } };
      }),
    queryKnowledgeBase: (_r, { kbId, query, processQuery = PROCESS_QUERY_DEFAULT, limit = QUERY_LIMIT }) =>
      mapped('query', async () => {
        const reply = await http.request<QueryResult>(`${kbPath(kbId)}/query`, { method: 'POST', body: { query, processQuery, limit } });
        return { data: { query: reply.query ?? query, processedQuery: reply.processedQuery ?? null, results: Array.isArray(reply.results) ? reply.results : [] } };
      }),
  };
}

const searchQuery = (params: GetListParams) => {
  const q = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  return q ? { q } : {};
};

export function knowledgeBasesAdapter(http: HttpClient): Partial<DataProvider> & KnowledgeBaseActions {
  const rest = restAdapter(http, {
    path: KB_PATH,
    list: { path: KB_PATH, query: searchQuery, paging: { style: 'oneBased', sizeParam: 'perPage', defaultSize: PAGE_SIZE, maxSize: 100 }, key: 'data', total: 'total' },
    one: { key: null },
    create: { body: ({ data }) => ({ title: String(data.title ?? '').trim() }) },
    delete: {},
  });
  const provider: Partial<DataProvider> = {
    ...rest,
    create: (resource, params) => mapped('create', () => rest.create!(resource, params)),
    delete: (resource, params) => mapped('delete', () => rest.delete!(resource, params)),
  };
  return { ...provider, ...knowledgeBaseActions(http) };
}
