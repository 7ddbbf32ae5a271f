// Validation of plugin.manifest.json: its JSON schema (checked with Ajv) plus the cross-entry rules
// a schema cannot say. Run by the build (vite.config.ts) and the unit tests; not shipped to browsers,
// since the manifest is static and bundled.
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import schema from '../../plugin.manifest.schema.json';
import { ACCESS_KEYS } from '../shared/permissionKeys';
import { findRequireCycles, type Manifest } from '../shared/manifest';
import { isGrantKey } from '../shared/pluginGrants';
import { isOverlayName } from '../overlays/catalogue';
import { isViewRuleName } from '../shared/viewRules';
import { isShellIcon } from './shell/iconNames';

const checkSchema = new Ajv2020({ allErrors: true }).compile(schema);

function describe(error: ErrorObject): string {
  const at = error.instancePath || '(root)';
  if (error.keyword === 'required') return `${at}: missing ${error.params.missingProperty}`;
  if (error.keyword === 'additionalProperties') return `${at}: unknown property ${error.params.additionalProperty}`;
  return `${at}: ${error.message}`;
}

/** Schema violations plus the cross-entry rules a schema cannot say. [] when valid. */
export function validateManifest(value: unknown): string[] {
  if (!checkSchema(value)) return (checkSchema.errors ?? []).map(describe);
  const errors: string[] = [];
  const plugins = (value as unknown as Manifest).plugins;
  const ids = new Set<string>();
  const overlayOwner = new Map<string, string>();
  const resourceOwner = new Map<string, string>();
  const toggleOwner = new Map<string, string>();
  for (const p of plugins) {
    if (ids.has(p.id)) errors.push(`plugin ${p.id}: duplicate id`);
    ids.add(p.id);
    if (p.entry !== `src/plugins/${p.id}/module.ts`) errors.push(`plugin ${p.id}: entry must be src/plugins/${p.id}/module.ts`);
    if (p.permission && !(ACCESS_KEYS as readonly string[]).includes(p.permission)) {
      errors.push(`plugin ${p.id}: unknown permission ${p.permission}`);
    }
    const withPermission = [
      ...p.menu.map((m) => ['menu', m] as const),
      ...(p.settingsPanels ?? []).map((m) => ['settings panel', m] as const),
      ...(p.routes ?? []).map((m) => ['route', m] as const),
      ...(p.appBarActions ?? []).map((m) => ['app-bar action', m] as const),
      ...(p.userMenu ?? []).map((m) => ['user menu item', m] as const),
      ...(p.dashboardWidgets ?? []).map((m) => ['dashboard widget', m] as const),
    ];
    for (const [kind, m] of withPermission) {
      if (m.permission && !(ACCESS_KEYS as readonly string[]).includes(m.permission)) {
        errors.push(`plugin ${p.id}: ${kind} ${m.id} has unknown permission ${m.permission}`);
      }
      const view = 'view' in m ? m.view : undefined;
      if (view && !isViewRuleName(view)) errors.push(`plugin ${p.id}: ${kind} ${m.id} has unknown view rule ${view}`);
      const icon = 'icon' in m ? m.icon : undefined;
      if (icon && !isShellIcon(icon)) errors.push(`plugin ${p.id}: ${kind} ${m.id} has unknown icon ${icon} (src/kernel/shell/icons.ts)`);
    }
    for (const action of p.appBarActions ?? []) {
      if (!p.overlays.includes(action.overlay)) errors.push(`plugin ${p.id}: app-bar action ${action.id} opens ${action.overlay}, not one of its overlays`);
    }
    for (const item of p.userMenu ?? []) {
      if (!p.overlays.includes(item.overlay)) errors.push(`plugin ${p.id}: user menu item ${item.id} opens ${item.overlay}, not one of its overlays`);
    }
    for (const resource of Object.keys(p.resourceViews ?? {})) {
      if (!p.resources.includes(resource)) errors.push(`plugin ${p.id}: resourceViews names ${resource}, not one of its resources`);
    }
    for (const grant of p.grants ?? []) {
      if (!isGrantKey(grant)) errors.push(`plugin ${p.id}: grants names ${grant}, not a grant setting of spec section 6`);
    }
    if (p.toggle) {
      if (toggleOwner.has(p.toggle)) errors.push(`plugin ${p.id}: toggle ${p.toggle} already belongs to ${toggleOwner.get(p.toggle)}`);
      toggleOwner.set(p.toggle, p.id);
    }
    for (const o of p.overlays) {
      if (!isOverlayName(o)) errors.push(`plugin ${p.id}: overlay ${o} is not in the catalogue`);
      if (overlayOwner.has(o)) errors.push(`plugin ${p.id}: overlay ${o} already belongs to ${overlayOwner.get(o)}`);
      overlayOwner.set(o, p.id);
    }
    for (const r of p.resources) {
      if (resourceOwner.has(r)) errors.push(`plugin ${p.id}: resource ${r} already belongs to ${resourceOwner.get(r)}`);
      resourceOwner.set(r, p.id);
    }
  }
  for (const p of plugins) {
    for (const dep of p.requires) if (!ids.has(dep)) errors.push(`plugin ${p.id}: requires unknown plugin ${dep}`);
  }
  for (const cycle of findRequireCycles(plugins)) errors.push(`requires cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  return errors;
}
