// The settings keys a partner or reseller controls (the permission grants of spec section 6 and the
// plugin toggles of plugin.manifest.json) and their one rule: once a partner or reseller says false,
// no level below switches the key back on. The server's settings resolution (server/rules/settings.ts)
// and the white-label preview both apply it from here.
import manifestJson from '../../plugin.manifest.json';
import type { Manifest } from './manifest';
import { SETTING_GRANTS } from './permissionSet';

type Settings = Record<string, unknown>;

/** The grant keys, then each plugin's toggle, in manifest order. */
export function controlledKeysOf(manifest: Manifest): string[] {
  return [
    ...SETTING_GRANTS.map(([key]) => key),
    ...manifest.plugins.map((plugin) => plugin.toggle).filter((key): key is string => typeof key === 'string' && key !== ''),
  ];
}

export const CONTROLLED_KEYS: readonly string[] = controlledKeysOf(manifestJson as unknown as Manifest);

/** `merged` with every controlled key that one of the `deciders` (partner, reseller) set to false forced to false. */
export function keepSwitchedOff(
  merged: Settings,
  deciders: readonly (Settings | null | undefined)[],
  keys: readonly string[] = CONTROLLED_KEYS,
): Settings {
  const result = { ...merged };
  for (const key of keys) if (deciders.some((level) => level?.[key] === false)) result[key] = false;
  return result;
}
