// The audit plugin: the read-only auditLog resource (lazy list) over its adapter.
import HistoryIcon from '@mui/icons-material/History';
import { definePlugin, detectAccountType, type AccessCheck } from '@kernel/sdk';

/**
 * The server reads a partner's or reseller's subtree, or everything for a super admin viewing their
 * own account; any other viewed account (an organization, an agent) has no audit log of its own.
 */
const hasAuditLog: AccessCheck = (permissions, { account, user }) =>
  permissions.canSeePartnerControls &&
  account != null &&
  (detectAccountType(account) !== 'organization' || (!!user?.superAdmin && user.id === account.id));

export default definePlugin({
  id: 'audit',
  resources: {
    auditLog: {
      adapter: { load: () => import('./api').then((m) => m.auditAdapter) },
      list: () => import('./AuditList'),
      icon: HistoryIcon,
      recordRepresentation: (entry: { actionLabel?: string; id?: number }) => entry.actionLabel ?? `#${entry.id}`,
    },
  },
  // the menu entry only, not the resource: react-admin's canAccess stays as it was
  menu: { auditLog: { icon: HistoryIcon, canAccess: hasAuditLog } },
});
