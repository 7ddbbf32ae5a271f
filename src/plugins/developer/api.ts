// The apiTokens resource adapter (spec doc 2 "Developer": GET, POST, DELETE /api/v2/tokens with
// description, type; token): the list without values, create answering the value once as `token`,
// delete by id.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { tokenRows, type ApiToken } from './rules';

export const TOKENS_PATH = '/api/v2/tokens';

export function apiTokensAdapter(http: HttpClient): Partial<DataProvider> {
  return {
    async getList(_resource, params) {
      const data = tokenRows(await http.request(TOKENS_PATH, { signal: params.signal }));
      return { data, total: data.length } as never;
    },
    // the answer's `token` is the value, shown once by the panel and never fetched again
    async create(_resource, params) {
      const reply = await http.request<{ token: string; apiToken: ApiToken }>(TOKENS_PATH, { method: 'POST', body: params.data });
      return { data: { ...reply.apiToken, token: reply.token } } as never;
    },
    async delete(_resource, params) {
      await http.request(TOKENS_PATH, { method: 'DELETE', body: { id: String(params.id) } });
      return { data: params.previousData ?? { id: params.id } } as never;
    },
  };
}
