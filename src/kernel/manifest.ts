// plugin.manifest.json: read without running plugin code. Validation and enablement are pure.
import schema from '../../plugin.manifest.schema.json';
import { PERMISSION_KEYS, type PermissionKey, type PermissionSet } from './access';
import { validateJsonSchema, type JsonSchema } from './jsonSchema';
import { isOverlayName } from '../overlays/catalogue';

export interface ManifestMenuEntry {
  id: string;
  label: string;
  to: string;
}

export interface ManifestEntry {
  id: string;
  title: string;
  entry: string;
  enabledByDefault: boolean;
  requires: string[];
  toggle: string | null;
  permission: PermissionKey | null;
  resources: string[];
  overlays: string[];
  menu: ManifestMenuEntry[];
}

export interface Manifest {
  plugins: ManifestEntry[];
}

export const manifestSchema = schema as JsonSchema;

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

/** Schema violations plus the cross-entry rules a schema cannot say. [] when valid. */
export function validateManifest(value: unknown): string[] {
  const errors = validateJsonSchema(value, manifestSchema);
  if (errors.length) return errors;
  const plugins = (value as Manifest).plugins;
  const ids = new Set<string>();
  const overlayOwner = new Map<string, string>();
  const resourceOwner = new Map<string, string>();
  for (const p of plugins) {
    if (ids.has(p.id)) errors.push(`plugin ${p.id}: duplicate id`);
    ids.add(p.id);
    if (p.entry !== `src/plugins/${p.id}/module.ts`) errors.push(`plugin ${p.id}: entry must be src/plugins/${p.id}/module.ts`);
    if (p.permission && !(PERMISSION_KEYS as readonly string[]).includes(p.permission)) {
      errors.push(`plugin ${p.id}: unknown permission ${p.permission}`);
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
