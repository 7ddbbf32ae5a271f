// The contacts resource adapter: react-admin's CRUD calls mapped onto /api/v2/contact
// (docs/api-contract.md, "Contacts"). Screens reach it only through react-admin hooks.
import type { DataProvider, GetListParams } from 'react-admin';
import { ApiError, type HttpClient } from '../../adapters/http';
import { pagingQuery, restAdapter, type Paging, type UpdateParamsOf } from '../../adapters/restAdapter';
import { NO_TOKEN_OR_ORG } from './messages';
import { changedFields, READ_ONLY_FIELDS, type Contact } from './rules';

export const CONTACT_PATH = '/api/v2/contact';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** react-admin sort fields (column sources and their aliases) → the server's `sort` values. */
const SORT_FIELDS: Record<string, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  name: 'firstName',
  phone: 'phoneNumber',
  created: 'createdAt',
};

/**
 * Spec doc 2's catalogue: a contact call without a session token fails with 'No token or
 * orgAccountId'. The http client hides its context, but `url()` shows what a call would carry.
 * (A target without an organization gets the same message from the server.)
 */
function assertSession(http: HttpClient): void {
  const query = http.url(CONTACT_PATH).split('?')[1] ?? '';
  if (!new URLSearchParams(query).get('token')) throw new ApiError(400, NO_TOKEN_OR_ORG);
}

function writable(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || (READ_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    body[key] = value;
  }
  return body;
}

const PAGING: Paging = { style: 'oneBased', defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE };

/** The search and sort of a list call (the paging comes from PAGING). */
function filterQuery(params: Partial<GetListParams>): Record<string, string> {
  const query: Record<string, string> = {};
  const search = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  if (search) query.search = search;
  const sort = params.sort?.field ? SORT_FIELDS[params.sort.field] : undefined;
  if (sort) {
    query.sort = sort;
    query.order = params.sort?.order === 'ASC' ? 'asc' : 'desc';
  }
  return query;
}

export function listQuery(params: Partial<GetListParams>): Record<string, string | number> {
  return { ...(pagingQuery(PAGING, params.pagination) as Record<string, number>), ...filterQuery(params) };
}

/** The body of a save: only the changed fields on update (the server deep-merges), all of them otherwise. */
function saveBody({ id, data, previousData }: UpdateParamsOf): Record<string, unknown> | null {
  if (!previousData) return { ...writable(data), id };
  const changes = changedFields(previousData as Contact, data);
  return Object.keys(changes).length === 0 ? null : { ...changes, id };
}

export function contactsAdapter(http: HttpClient): Partial<DataProvider> {
  const adapter = restAdapter(http, {
    path: CONTACT_PATH,
    before: () => assertSession(http),
    list: { path: CONTACT_PATH, query: filterQuery, paging: PAGING, key: 'contacts', total: 'total', totalExact: 'totalExact' },
    one: { key: 'contact' },
    // Contacts are referenced one by one (a task, a conversation): a contact deleted meanwhile is
    // left out instead of failing the whole reference.
    skipMissing: true,
    create: { body: ({ data }) => writable(data), key: 'contact' },
    update: { path: CONTACT_PATH, method: 'POST', body: saveBody, key: 'contact' },
    delete: { path: CONTACT_PATH, body: ({ id }) => ({ id }) },
  });
  return {
    ...adapter,
    async getManyReference(_resource: string, params: { target: string }) {
      throw new Error(`contacts: getManyReference by "${params.target}" is not supported; contacts belong to the target organization`);
    },
  };
}
