// The `templates` resource (docs/api-contract.md "Templates"): list (disabled ones with
// `disabled=true`), read, create (createTemplate), update and rename (one call with baseRevision),
// delete. Migration and create-agent-from-template are the agents resource's actions.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../../adapters/http';
import { restAdapter } from '../../../adapters/restAdapter';

export const TEMPLATES_PATH = '/api/v2/templates';

export function templatesAdapter(http: HttpClient): Partial<DataProvider> {
  return restAdapter(http, {
    path: TEMPLATES_PATH,
    list: {
      path: TEMPLATES_PATH,
      key: 'templates',
      query: (params) => (params.filter?.disabled ? { disabled: true } : {}),
    },
    one: { key: 'template' },
    create: { path: `${TEMPLATES_PATH}/createTemplate`, key: 'template' },
    update: {
      method: 'POST',
      key: 'template',
      body: ({ data, previousData }) => {
        const { id: _id, revision, ownerAccountId: _o, ownerName: _n, agentCount: _c, createdAt: _ca, updatedAt: _u, ...rest } = data;
        return { ...rest, baseRevision: revision ?? previousData?.revision ?? 0 };
      },
    },
    delete: {},
  });
}
