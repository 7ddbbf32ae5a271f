// The audit plugin: the read-only auditLog resource (lazy list) over its adapter. Its menu entry
// (shown when the viewed account has an audit log: src/shared/viewRules.ts) is the manifest's.
import { definePlugin } from '@kernel/sdk';

export default definePlugin({
  id: 'audit',
  resources: {
    auditLog: {
      adapter: { load: () => import('./api').then((m) => m.auditAdapter) },
      list: () => import('./AuditList'),
      recordRepresentation: (entry: { actionLabel?: string; id?: number }) => entry.actionLabel ?? `#${entry.id}`,
    },
  },
});
