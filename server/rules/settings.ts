// The resolved settings of an account: partner profile, reseller profile, its organization, then its
// own settings, later levels winning. Except for the keys a partner or reseller controls (the
// permission grants of spec section 6 and the plugin toggles of plugin.manifest.json): a level
// below may switch those off for itself, never back on once a partner or reseller said false.
import { CONTROLLED_KEYS, keepSwitchedOff } from '../../src/shared/controlledSettings';
import { applySpecialAccount } from '../../src/shared/specialAccount';
import { deepMerge } from './deepMerge';

type Settings = Record<string, unknown>;

export { CONTROLLED_KEYS };

export interface SettingsLevels {
  partner?: Settings | null;
  reseller?: Settings | null;
  organization?: Settings | null;
  own?: Settings | null;
  /** the special account of spec section 1 (src/shared/specialAccount.ts) */
  special?: boolean;
}

export function resolveSettings(levels: SettingsLevels): Settings {
  const chain = [levels.partner, levels.reseller, levels.organization, levels.own].map((s) => s ?? {});
  const merged = chain.reduce<Settings>((acc, level) => deepMerge(acc, level), {});
  return applySpecialAccount(keepSwitchedOff(merged, [levels.partner, levels.reseller]), levels.special === true);
}
