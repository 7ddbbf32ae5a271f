// The resolved settings of an account: partner profile, reseller profile, its organization, then its
// own settings, later levels winning. Except for the keys a partner or reseller controls (the
// permission grants of spec section 6 and the plugin toggles of plugin.manifest.json): a level
// below may switch those off for itself, never back on once a partner or reseller said false.
import manifest from '../../plugin.manifest.json';
import { SETTING_GRANTS } from '../../src/kernel/permissionRules';
import { applySpecialAccount } from '../../src/kernel/specialAccount';
import { deepMerge } from './deepMerge';

type Settings = Record<string, unknown>;

export const CONTROLLED_KEYS: readonly string[] = [
  ...SETTING_GRANTS.map(([key]) => key),
  ...manifest.plugins.map((plugin) => plugin.toggle).filter((key): key is string => typeof key === 'string'),
];

export interface SettingsLevels {
  partner?: Settings | null;
  reseller?: Settings | null;
  organization?: Settings | null;
  own?: Settings | null;
  /** the special account of spec section 1 (src/kernel/specialAccount.ts) */
  special?: boolean;
}

export function resolveSettings(levels: SettingsLevels): Settings {
  const chain = [levels.partner, levels.reseller, levels.organization, levels.own].map((s) => s ?? {});
  const merged = chain.reduce<Settings>((acc, level) => deepMerge(acc, level), {});
  for (const key of CONTROLLED_KEYS) {
    if (levels.partner?.[key] === false || levels.reseller?.[key] === false) merged[key] = false;
  }
  return applySpecialAccount(merged, levels.special === true);
}
