// The plugin-facing API (`@kernel/sdk`): everything a plugin may use of the kernel and the overlay
// frame, and nothing else. ESLint (eslint.config.js) keeps plugins on it: a plugin imports this
// module, src/adapters and its own folder, never another plugin and never a kernel file directly.
// A name exported here is a promise to every plugin: add with care, rename never.

// --- declaring a plugin (module.ts)
export {
  allOf,
  definePlugin,
  type Contribute,
  type OverlaySpec,
  type PluginSpec,
  type ResourceSpec,
  type RouteSpec,
  type ScreenSpec,
  type WidgetSpec,
} from './definePlugin';
export type { AccessCheck, AccessView, MenuGroup, OverlayProps, PluginModule, ScreenLoader } from './contracts';

// --- contribution points and kernel services, by token
export { contributionToken, TOKENS, type ContributionToken, type ServiceToken } from './tokens';
export { useContributions, useService } from './useContributions';
export type { Confirm as ConfirmService, Notifier, OverlayOpener } from './services';

// --- the current account view
export { usePluginKernel as useKernel, type PluginKernel } from './pluginKernel';
export type { SessionActions } from './services';
export { useAccessCheck } from './useAccessCheck';
export { useViewingAs, type ViewingAsState } from './useViewingAs';
export { useConfirm, type Confirm, type ConfirmOptions } from './shell/ConfirmProvider';
export { reportAuditEvent, type ClientAuditAction } from './auditEvents';

// --- live events from the server (issue 18): one stream per tab, refreshing what they change
export { useEvents, useLiveRefresh, type LiveEvent, type LiveEventHandler } from './events/useEvents';

// --- overlays: opening them by query parameter, and the frame they share
export { useOpenOverlay, type OpenOverlay } from '../overlays/useOverlayParams';
export { OverlayDialog, OverlayError, OverlayLoading } from '../overlays/OverlayDialog';

// --- navigation between accounts (spec 2.1)
export { navigateApp } from './appLocation';
export { APP_ROOT } from './constants';
export { formatAppPath, parseAppPath, pathToAccount, type AccountSegment, type AppPath, type HierarchyAccount } from './navigation';

// --- accounts, permissions and settings (spec sections 3 and 6)
export { accountLabel, displayName, type Account, type AccountResponse } from './account';
export type { Brand } from '../shared/whiteLabel';
export { ACCESS_KEYS, PERMISSION_KEYS, type PermissionKey, type PermissionSet, type SpecPermissionKey } from '../shared/permissionKeys';
export {
  computePermissions,
  detectAccountType,
  SETTING_GRANTS,
  VIEWING_AS_ORDER,
  type AccessUser,
  type AccountType,
  type ViewingAs,
} from '../shared/permissionSet';
// the roles' names in the page's language (the English stays in src/shared/permissionSet.ts, for the server)
export { VIEWING_AS_LABELS } from './i18n/viewingAsLabels';
export { controlledKeysOf, keepSwitchedOff } from '../shared/controlledSettings';
export { manifest, resolveEnablement, type Manifest, type ManifestEntry, type ManifestMenuEntry } from '../shared/manifest';

// --- the audit log's vocabulary
export type { AuditEntryShape } from '../shared/auditActions';

// --- input rules shared with the server
export * from '../shared/validation';

// --- dialogs, forms and list errors (src/overlays/kit); translations (src/kernel/i18n)
export * from '../overlays/kit';
export { defineResourceMessages, localized, localizedLater, type ResourceMessages, type Translation, type TranslationLoaders, type Translations } from './i18n';
// the page's language and Intl formatting in it (src/shared/intl.ts; plugins may import it directly too)
export {
  currentLocale,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDateWith,
  formatNumber,
  formatShortDay,
  type LocaleCode,
} from '../shared/intl';

// --- call data: formulas, date filters, filter operators, log fields, metrics (src/shared/calls)
export * from '../shared/calls';
