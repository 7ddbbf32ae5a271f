// Plugin toggles, enforced (issue 7 point 8): a route belongs to a plugin of plugin.manifest.json and
// answers 403 when that plugin is off for the account the request acts on, by the same resolution
// the console uses (manifest default, `requires`, the toggle key in the resolved settings: partner
// and reseller domain profiles, the organization, the account's own settings). A plugin's
// `permission` is its routes' default permission key (registerRoute.ts), not applied here.
import manifestJson from '../../plugin.manifest.json';
import type { PermissionKey, PermissionSet } from '../../src/shared/permissionKeys';
import { resolveEnablement, type Manifest, type ManifestEntry } from '../../src/shared/manifest';
import { fail } from '../http';

export const FEATURE_OFF = 'This feature is not enabled for this account.';

const manifest = manifestJson as unknown as Manifest;
const byId = new Map<string, ManifestEntry>(manifest.plugins.map((p) => [p.id, p]));

/** Every permission granted, so only defaults, toggles and `requires` decide. */
const ALL_GRANTED = new Proxy({}, { get: () => true }) as PermissionSet;

export function isKnownPlugin(id: string): boolean {
  return byId.has(id);
}

/** The permission its manifest entry names (the default of its routes), or null. */
export function manifestPermission(id: string): PermissionKey | null {
  return byId.get(id)?.permission ?? null;
}

/** Whether settings can switch `id` off at all (it, or a plugin it requires, has a toggle or is off by default). */
export function canBeSwitchedOff(id: string, seen = new Set<string>()): boolean {
  const plugin = byId.get(id);
  if (!plugin || seen.has(id)) return false;
  seen.add(id);
  return !plugin.enabledByDefault || Boolean(plugin.toggle) || plugin.requires.some((dep) => canBeSwitchedOff(dep, seen));
}

export function isPluginOn(id: string, settings: Record<string, unknown>): boolean {
  return resolveEnablement(manifest, { settings, permissions: ALL_GRANTED }).enabled.includes(id);
}

/** 403 `This feature is not enabled for this account.` when plugin `id` is off under `settings`
 * (the resolved settings of the account the request acts on). */
export function assertPluginOn(id: string, settings: Record<string, unknown>): void {
  if (!isPluginOn(id, settings)) fail(403, FEATURE_OFF);
}
