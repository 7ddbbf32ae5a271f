// Pure rules of the white-label panel: which switches exist, their state under the partner's
// settings, link validation, and the live preview of what an org owner under the profile sees.
import {
  type AccessUser,
  computePermissions,
  controlledKeysOf,
  isHttpUrl,
  keepSwitchedOff,
  type Manifest,
  manifest as manifestJson,
  type ManifestMenuEntry,
  PERMISSION_KEYS,
  type PermissionSet,
  resolveEnablement,
  SETTING_GRANTS,
  type SpecPermissionKey,
} from '@kernel/sdk';
import { GRANT_KEYS, type GrantKey, permissionsWithoutFeature } from '../../shared/pluginGrants';

export type Settings = Record<string, unknown>;
export { GRANT_KEYS, type GrantKey };

/** The overlay this plugin contributes (plugin.manifest.json). */
export const RESELLER_PREVIEW_OVERLAY = 'resellerPreview';

/** Static data (read without running plugin code). */
export const MANIFEST = manifestJson as unknown as Manifest;

export const LINK_KEYS = ['talkToSalesUrl', 'supportUrl', 'privacyUrl', 'tosUrl'] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
export const MAX_LINK_LENGTH = 2000;

/** The permissions a settings key grants (spec section 6 table). */
export function grantsOf(key: GrantKey): readonly SpecPermissionKey[] {
  return SETTING_GRANTS.find(([k]) => k === key)?.[1] ?? [];
}

export interface PluginToggle {
  id: string;
  title: string;
  toggle: string;
}

/** One switch per manifest plugin that has a `toggle`, in manifest order. */
export function pluginToggles(manifest: Manifest = MANIFEST): PluginToggle[] {
  return manifest.plugins
    .filter((p): p is typeof p & { toggle: string } => typeof p.toggle === 'string' && p.toggle !== '')
    .map((p) => ({ id: p.id, title: p.title, toggle: p.toggle }));
}

/** Every key a partner or reseller switches on or off: the grants and the plugin toggles. */
export function controlledKeys(manifest: Manifest = MANIFEST): string[] {
  return controlledKeysOf(manifest);
}

export interface SwitchState {
  checked: boolean;
  /** the partner switched it off: a reseller cannot switch it back on */
  lockedByPartner: boolean;
}

/** A switch is on unless explicitly false; the partner's false wins over the profile's own value. */
export function switchState(inherited: Settings | null | undefined, own: Settings | null | undefined, key: string): SwitchState {
  const lockedByPartner = inherited?.[key] === false;
  return { checked: !lockedByPartner && own?.[key] !== false, lockedByPartner };
}

/** The settings with one key set, or removed when `value` is null. */
export function withSetting(settings: Settings, key: string, value: unknown): Settings {
  const next = { ...settings };
  if (value === null || value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * What an org owner under the profile inherits: the partner's settings, then the profile's (the
 * form's current values); a controlled key the partner set to false stays false
 * (server/rules/settings.ts does the same).
 */
export function previewSettings(inherited: Settings | null | undefined, form: Settings, manifest: Manifest = MANIFEST): Settings {
  return keepSwitchedOff({ ...(inherited ?? {}), ...form }, [inherited], controlledKeysOf(manifest));
}

/** The owner the preview stands in for: an organization's own account, viewing as owner. */
export const PREVIEW_OWNER: AccessUser = { id: 1, username: 'preview', accountType: 'organization', organizationId: 1 };

export interface OwnerPreview {
  settings: Settings;
  permissions: PermissionSet;
  /** enabled plugin ids, in manifest order */
  plugins: string[];
  /** the enabled plugins' titles, in manifest order: a plugin without a menu entry (a home widget) shows here */
  titles: string[];
  menu: ManifestMenuEntry[];
  allowed: SpecPermissionKey[];
  denied: SpecPermissionKey[];
}

/**
 * A manifest menu entry may name the permission it needs (`permission`, optional): the real menu's
 * `canAccess` lives in plugin code the preview cannot run, so only such a static field narrows it.
 */
function menuEntryVisible(entry: ManifestMenuEntry, permissions: PermissionSet): boolean {
  return !entry.permission || permissions[entry.permission] === true;
}

/** Pure: what an org owner under the profile sees, from the current form values. */
export function ownerPreview(inherited: Settings | null | undefined, form: Settings, manifest: Manifest = MANIFEST): OwnerPreview {
  const settings = previewSettings(inherited, form, manifest);
  const permissions = computePermissions(PREVIEW_OWNER, 'owner', settings);
  const { enabled } = resolveEnablement(manifest, { settings, permissions });
  const on = manifest.plugins.filter((p) => enabled.includes(p.id));
  const menu = on
    .flatMap((p) => p.menu)
    .filter((entry) => menuEntryVisible(entry, permissions));
  // a permission whose feature no plugin has yet would only be noise in the preview
  const hidden = new Set<string>(permissionsWithoutFeature(manifest));
  const shown = PERMISSION_KEYS.filter((key) => !hidden.has(key));
  return {
    settings,
    permissions,
    plugins: enabled,
    titles: on.map((p) => p.title),
    menu,
    allowed: shown.filter((key) => permissions[key]),
    denied: shown.filter((key) => !permissions[key]),
  };
}

export type LinkError = 'url' | 'tooLong';
export type LinkCheck = { ok: true; value: string | null } | { ok: false; error: LinkError };

/**
 * A link field's value: empty (after trimming) = unset (null); otherwise an absolute http(s) URL
 * with a host and no spaces or control characters, as the server accepts it.
 */
export function checkLink(input: string): LinkCheck {
  const value = input.trim();
  if (value === '') return { ok: true, value: null };
  if (value.length > MAX_LINK_LENGTH) return { ok: false, error: 'tooLong' };
  return isHttpUrl(value) ? { ok: true, value } : { ok: false, error: 'url' };
}

/** The text a link field shows for a stored value. */
export function linkText(settings: Settings | null | undefined, key: LinkKey): string {
  const value = settings?.[key];
  return typeof value === 'string' ? value : '';
}
