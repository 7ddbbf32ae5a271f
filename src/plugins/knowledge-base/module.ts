// The knowledge-base plugin (issue 21 point 4): the Knowledge bases list, create and each knowledge
// base's page (documents, crawl progress, sitemap import, query panel). Label, path, permission and
// toggle are in plugin.manifest.json; every screen and the adapter load lazily.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'knowledge-base',
  resources: {
    'knowledge-bases': {
      adapter: { load: () => import('./api').then((m) => m.knowledgeBasesAdapter) },
      list: () => import('./KnowledgeBaseList'),
      create: () => import('./KnowledgeBaseCreate'),
      show: () => import('./KnowledgeBaseShow'),
      recordRepresentation: (record) => String(record.title ?? record.id),
    },
  },
});
