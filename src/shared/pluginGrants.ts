// Which permission grants of spec section 6 have a feature in this build: a plugin lists, in its
// manifest entry's `grants`, the grant settings its screens and routes read. A grant no plugin
// declares (tasks, SMS, numbers, embeds, billing today) guards nothing yet, so the white-label panel
// hides its switch; the plugin that lands with the feature brings it back by declaring it.
import type { Manifest } from './manifest';
import type { PermissionKey } from './permissionKeys';
import { SETTING_GRANTS } from './permissionSet';

export type GrantKey = (typeof SETTING_GRANTS)[number][0];

export const GRANT_KEYS: readonly GrantKey[] = SETTING_GRANTS.map(([key]) => key);

export function isGrantKey(key: string): key is GrantKey {
  return (GRANT_KEYS as readonly string[]).includes(key);
}

/** The ids of the manifest's plugins that declare `grant`, in manifest order. */
export function pluginsUsingGrant(manifest: Manifest, grant: GrantKey): string[] {
  return manifest.plugins.filter((p) => p.grants?.includes(grant)).map((p) => p.id);
}

/** The grants some plugin of the manifest declares, in the spec's order. */
export function grantsInUse(manifest: Manifest): GrantKey[] {
  return GRANT_KEYS.filter((grant) => pluginsUsingGrant(manifest, grant).length > 0);
}

/**
 * The permissions only unused grants give (none of the manifest's plugins has a feature behind
 * them); a permission no grant controls (viewing the org, inspecting JSON) is never among them.
 */
export function permissionsWithoutFeature(manifest: Manifest): PermissionKey[] {
  const used = new Set<GrantKey>(grantsInUse(manifest));
  const live = new Set<PermissionKey>(SETTING_GRANTS.filter(([key]) => used.has(key)).flatMap(([, keys]) => keys));
  return SETTING_GRANTS.filter(([key]) => !used.has(key))
    .flatMap(([, keys]) => keys)
    .filter((key) => !live.has(key));
}
