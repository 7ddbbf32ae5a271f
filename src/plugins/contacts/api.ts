// The contacts resource adapter: react-admin's CRUD calls mapped onto /api/v2/contact
// (docs/api-contract.md, "Contacts"). Screens reach it only through react-admin hooks.
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { ApiError, type HttpClient } from '../../adapters/http';
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

interface ListResponse {
  contacts?: Contact[];
  total?: number;
}
interface OneResponse {
  contact: Contact;
}

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

export function listQuery(params: Partial<GetListParams>): Record<string, string | number> {
  const page = Math.max(1, Math.floor(params.pagination?.page ?? 1));
  const perPage = Math.floor(params.pagination?.perPage ?? DEFAULT_PAGE_SIZE);
  const query: Record<string, string | number> = {
    page,
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, perPage)),
  };
  const search = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  if (search) query.search = search;
  const sort = params.sort?.field ? SORT_FIELDS[params.sort.field] : undefined;
  if (sort) {
    query.sort = sort;
    query.order = params.sort?.order === 'ASC' ? 'asc' : 'desc';
  }
  return query;
}

export function contactsAdapter(http: HttpClient): Partial<DataProvider> {
  const getOne = async (id: RaRecord['id'], signal?: AbortSignal): Promise<Contact> => {
    assertSession(http);
    const response = await http.request<OneResponse>(`${CONTACT_PATH}/${encodeURIComponent(String(id))}`, {
      signal,
    });
    return response.contact;
  };

  const remove = async (id: RaRecord['id']): Promise<void> => {
    assertSession(http);
    await http.request(CONTACT_PATH, { method: 'DELETE', body: { id } });
  };

  const save = async (body: Record<string, unknown>): Promise<Contact> => {
    assertSession(http);
    const response = await http.request<OneResponse>(CONTACT_PATH, { method: 'POST', body });
    return response.contact;
  };

  return {
    async getList(_resource: string, params: GetListParams) {
      assertSession(http);
      const response = await http.request<ListResponse>(CONTACT_PATH, {
        query: listQuery(params),
        signal: params.signal,
      });
      const data = response.contacts ?? [];
      return { data: data as any[], total: response.total ?? data.length };
    },

    async getOne(_resource: string, params: GetOneParams) {
      return { data: (await getOne(params.id, params.signal)) as any };
    },

    // Contacts are referenced one by one (a task, a conversation): parallel getOne, and a contact
    // deleted meanwhile is left out instead of failing the whole reference.
    async getMany(_resource: string, params: GetManyParams) {
      const settled = await Promise.allSettled(params.ids.map((id) => getOne(id, params.signal)));
      const data: Contact[] = [];
      for (const result of settled) {
        if (result.status === 'fulfilled') data.push(result.value);
        else if (!(result.reason instanceof ApiError && result.reason.status === 404)) throw result.reason;
      }
      return { data: data as any[] };
    },

    async getManyReference(_resource: string, params: { target: string }) {
      throw new Error(`contacts: getManyReference by "${params.target}" is not supported; contacts belong to the target organization`);
    },

    async create(_resource: string, params: CreateParams) {
      return { data: (await save(writable(params.data ?? {}))) as any };
    },

    // Only the changed fields are sent, so the server's deep merge keeps everything else.
    async update(_resource: string, params: UpdateParams) {
      const changes = changedFields(params.previousData as Contact, params.data ?? {});
      if (Object.keys(changes).length === 0) return { data: params.previousData as any };
      return { data: (await save({ ...changes, id: params.id })) as any };
    },

    async updateMany(_resource: string, params: UpdateManyParams) {
      const body = writable(params.data ?? {});
      await Promise.all(params.ids.map((id) => save({ ...body, id })));
      return { data: params.ids };
    },

    async delete(_resource: string, params: DeleteParams) {
      await remove(params.id);
      return { data: (params.previousData ?? { id: params.id }) as any };
    },

    async deleteMany(_resource: string, params: DeleteManyParams) {
      await Promise.all(params.ids.map((id) => remove(id)));
      return { data: params.ids };
    },
  };
}
