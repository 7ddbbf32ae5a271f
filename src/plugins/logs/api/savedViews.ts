// Saved views (issue 10 point 16): the org's named logs views on the server (GET/POST/PUT/DELETE
// /api/v2/logViews), and the conversion between a saved view and the page's URL state, so opening a
// view is setting the URL (a copied link still reopens it).
import type { HttpClient } from '../../../adapters/http';
import { formatLogsUrl, filtersObject, ID_PARAMS, parseLogsUrl, type DateFilterValue, type FilterValue, type LogsView } from '../rules/logsUrl';

export const LOG_VIEWS_PATH = '/api/v2/logViews';

export interface SavedView {
  id: string;
  name: string;
  fields: string[];
  filters: Record<string, FilterValue>;
  dateFilter: DateFilterValue;
  pageSize?: number;
  wrap: boolean;
  /** absent on views saved before the switch existed: off */
  includeTest?: boolean;
}

export type SavedViewBody = Omit<SavedView, 'id'>;

/**
 * `orgId`: the organization whose views these are, when the page's URL names one (a partner, a
 * reseller or the super admin viewing that org's logs); absent: the viewed account's organization.
 */
interface ViewsOf {
  orgId?: number;
}

export interface SavedViewsActions {
  listViews(resource: string, params?: ViewsOf): Promise<{ data: SavedView[] }>;
  saveView(resource: string, params: ViewsOf & { body: SavedViewBody }): Promise<{ data: SavedView }>;
  updateView(resource: string, params: ViewsOf & { id: string; body: SavedViewBody }): Promise<{ data: SavedView }>;
  deleteView(resource: string, params: ViewsOf & { id: string }): Promise<{ data: { id: string } }>;
}

export function savedViewsActions(http: HttpClient): SavedViewsActions {
  const one = (id: string) => `${LOG_VIEWS_PATH}/${encodeURIComponent(id)}`;
  // the org as the call's target: the server checks it is in the caller's subtree and the caller's rights on it
  const of = ({ orgId }: ViewsOf = {}) => (orgId === undefined ? undefined : { targetAccountId: orgId });
  return {
    async listViews(_resource, params) {
      const answer = await http.request<{ views?: SavedView[] }>(LOG_VIEWS_PATH, { query: of(params) });
      return { data: answer.views ?? [] };
    },
    async saveView(_resource, { body, ...params }) {
      const answer = await http.request<{ view: SavedView }>(LOG_VIEWS_PATH, { method: 'POST', body, query: of(params) });
      return { data: answer.view };
    },
    async updateView(_resource, { id, body, ...params }) {
      const answer = await http.request<{ view: SavedView }>(one(id), { method: 'PUT', body, query: of(params) });
      return { data: answer.view };
    },
    async deleteView(_resource, { id, ...params }) {
      await http.request(one(id), { method: 'DELETE', query: of(params) });
      return { data: { id } };
    },
  };
}

/** What is saved of the page's state: not the page number, nor whose logs are viewed. */
export function viewBody(name: string, view: LogsView): SavedViewBody {
  return {
    name,
    fields: view.fields,
    filters: filtersObject(view.filters),
    dateFilter: view.dateFilter,
    pageSize: view.pageSize,
    wrap: view.wrap,
    includeTest: view.includeTest,
  };
}

/** The view's body under a new name (the server replaces the whole view). */
export function renamed(saved: SavedView, name: string): SavedViewBody {
  const { fields, filters, dateFilter, pageSize, wrap, includeTest } = saved;
  return { name, fields, filters, dateFilter, ...(pageSize === undefined ? {} : { pageSize }), wrap, includeTest: includeTest ?? false };
}

/** The saved view as the page's state, through the URL's own parser (unknown fields dropped alike). */
export function viewFromSaved(saved: SavedView, current: LogsView): LogsView {
  const params = new URLSearchParams();
  params.set('fields', saved.fields.join(','));
  if (Object.keys(saved.filters).length) params.set('filters', JSON.stringify(saved.filters));
  params.set('dateFilter', typeof saved.dateFilter === 'string' ? saved.dateFilter : JSON.stringify(saved.dateFilter));
  if (saved.pageSize) params.set('pageSize', String(saved.pageSize));
  if (saved.wrap) params.set('wrap', 'true');
  if (saved.includeTest) params.set('includeTest', 'true');
  const view = parseLogsUrl(params);
  for (const key of ID_PARAMS) if (current[key] !== undefined) view[key] = current[key];
  return view;
}

/** The saved view the URL shows now, if any (same fields, filters, window, size, wrap and test calls). */
export function matchingView(views: readonly SavedView[], view: LogsView): SavedView | undefined {
  const key = (v: LogsView) => formatLogsUrl({ ...v, page: 1 }).toString();
  const now = key(view);
  return views.find((saved) => key(viewFromSaved(saved, view)) === now);
}
