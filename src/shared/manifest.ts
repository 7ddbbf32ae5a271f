// plugin.manifest.json: read without running plugin code. Enablement is pure; validation lives in
// manifestValidation.ts (run by the build and the tests, never shipped to the browser).
import manifestJson from '../../plugin.manifest.json';
import type { PermissionKey, PermissionSet } from './permissionKeys';
import { VIEW_RULES, type ViewedAccounts, type ViewRuleName } from './viewRules';

/** Who sees a part of the shell, decided from the manifest alone (no plugin code runs). */
export interface ManifestShown {
  /** the permission-set key it needs, so tools that run no plugin code (the white-label preview)
   * know who sees it; the console checks it too */
  permission?: PermissionKey;
  /** which account must be in view (src/shared/viewRules.ts) */
  view?: ViewRuleName;
}

export interface ManifestMenuEntry extends ManifestShown {
  id: string;
  label: string;
  to: string;
  /** where the entry sits in the sidebar (default 'workspace') */
  group?: 'accounts' | 'workspace' | 'admin';
  /** a kernel menu icon's name (src/kernel/shell/icons.ts) */
  icon?: string;
}

export interface ManifestSettingsPanel extends ManifestShown {
  id: string;
  title: string;
}

export interface ManifestRoute {
  id: string;
  /** a path inside the app, relative to the account prefix */
  path: string;
  permission?: PermissionKey;
  /** rendered without the layout (a full page) */
  noLayout?: boolean;
}

/** A button in the app bar, drawn by the kernel, that opens one of the plugin's overlays. */
export interface ManifestAppBarAction extends ManifestShown {
  id: string;
  label: string;
  icon: string;
  overlay: string;
  /** Ctrl (⌘) + this key opens it from anywhere */
  shortcut?: string;
}

/** An entry of the user menu, drawn by the kernel, that opens one of the plugin's overlays. */
export interface ManifestUserMenuItem extends ManifestShown {
  id: string;
  label: string;
  overlay: string;
}

export interface ManifestWidget extends ManifestShown {
  id: string;
}

export type ResourceView = 'list' | 'create' | 'edit' | 'show';

export interface ManifestEntry {
  id: string;
  title: string;
  entry: string;
  enabledByDefault: boolean;
  requires: string[];
  /** the setting that switches the plugin off when false (`enable<Plugin>`); null: never off */
  toggle: string | null;
  /** the permission-grant settings (spec section 6) its features read: their switches show while it exists */
  grants?: string[];
  permission: PermissionKey | null;
  resources: string[];
  overlays: string[];
  menu: ManifestMenuEntry[];
  settingsPanels?: ManifestSettingsPanel[];
  routes?: ManifestRoute[];
  appBarActions?: ManifestAppBarAction[];
  userMenu?: ManifestUserMenuItem[];
  dashboardWidgets?: ManifestWidget[];
  /** the screens of each resource that has any */
  resourceViews?: Record<string, ResourceView[]>;
}

export interface Manifest {
  plugins: ManifestEntry[];
}

/** The bundled plugin.manifest.json (validated at build time by vite.config.ts). */
export const manifest = manifestJson as unknown as Manifest;


/** Cycles in `requires`, each as the list of ids around it. */
export function findRequireCycles(plugins: ManifestEntry[]): string[][] {
  const byId = new Map(plugins.map((p) => [p.id, p]));
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      cycles.push(stack.slice(stack.indexOf(id)));
      return;
    }
    state.set(id, 'visiting');
    stack.push(id);
    for (const dep of byId.get(id)?.requires ?? []) if (byId.has(dep)) visit(dep);
    stack.pop();
    state.set(id, 'done');
  };
  plugins.forEach((p) => visit(p.id));
  return cycles;
}

export type OffReason = 'default' | 'toggle' | 'permission' | 'requires' | 'cycle';

export interface EnablementInput {
  /** the resolved settings: partner's and reseller's domain profile, then the account's own */
  settings: Record<string, unknown> | null | undefined;
  permissions: PermissionSet | null;
}

export interface Enablement {
  /** enabled plugin ids, in manifest order */
  enabled: string[];
  off: Record<string, OffReason>;
}

export function resolveEnablement(manifest: Manifest, input: EnablementInput): Enablement {
  const off: Record<string, OffReason> = {};
  const inCycle = new Set(findRequireCycles(manifest.plugins).flat());
  for (const p of manifest.plugins) {
    if (inCycle.has(p.id)) off[p.id] = 'cycle';
    else if (!p.enabledByDefault) off[p.id] = 'default';
    else if (p.toggle && input.settings?.[p.toggle] === false) off[p.id] = 'toggle';
    else if (p.permission && !input.permissions?.[p.permission]) off[p.id] = 'permission';
  }
  // a plugin whose required plugin is off is off; repeat until nothing changes (chains)
  const known = new Set(manifest.plugins.map((p) => p.id));
  let changed = true;
  while (changed) {
    changed = false;
    for (const p of manifest.plugins) {
      if (off[p.id]) continue;
      if (p.requires.some((dep) => !known.has(dep) || off[dep])) {
        off[p.id] = 'requires';
        changed = true;
      }
    }
  }
  return { enabled: manifest.plugins.filter((p) => !off[p.id]).map((p) => p.id), off };
}

/** Whether a manifest-declared part of the shell shows: its permission key and its view rule. */
export function isShown(shown: ManifestShown, permissions: PermissionSet, view: ViewedAccounts): boolean {
  if (shown.permission && !permissions[shown.permission]) return false;
  return !shown.view || VIEW_RULES[shown.view](view);
}
