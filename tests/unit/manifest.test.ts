import { describe, expect, it } from 'vitest';
import manifestJson from '../../plugin.manifest.json';
import { findRequireCycles, resolveEnablement, type Manifest, type ManifestEntry } from '../../src/shared/manifest';
import { validateManifest } from '../../src/kernel/manifestValidation';
import { permissionsFor } from '../../src/kernel/viewPermissions';

const entry = (id: string, over: Partial<ManifestEntry> = {}): ManifestEntry => ({
  id,
  title: id,
  entry: `src/plugins/${id}/module.ts`,
  enabledByDefault: true,
  requires: [],
  toggle: null,
  permission: null,
  resources: [],
  overlays: [],
  menu: [],
  ...over,
});
const manifest = (...plugins: ManifestEntry[]): Manifest => ({ plugins });

describe('plugin.manifest.json', () => {
  it('is valid against its schema and the cross-entry rules', () => {
    expect(validateManifest(manifestJson)).toEqual([]);
  });
});

describe('validateManifest', () => {
  it.each([
    ['a missing field', { plugins: [JSON.parse(JSON.stringify({ ...entry('a'), title: undefined }))] }, /missing title/],
    ['an unknown field', { plugins: [{ ...entry('a'), colour: 'red' }] }, /unknown property colour/],
    ['a bad id', { plugins: [entry('Bad_Id')] }, /\/plugins\/0\/id: must match pattern/],
    ['a wrong type', { plugins: [{ ...entry('a'), enabledByDefault: 'yes' }] }, /enabledByDefault: must be boolean/],
    ['an entry outside the plugin folder', { plugins: [entry('a', { entry: 'src/plugins/b/module.ts' })] }, /entry must be/],
    ['a duplicate id', { plugins: [entry('a'), entry('a')] }, /duplicate id/],
    ['an unknown permission', { plugins: [entry('a', { permission: 'canFly' as never })] }, /unknown permission canFly/],
    ['an overlay outside the catalogue', { plugins: [entry('a', { overlays: ['teleport'] })] }, /teleport is not in the catalogue/],
    ['an overlay owned twice', { plugins: [entry('a', { overlays: ['help'] }), entry('b', { overlays: ['help'] })] }, /already belongs to a/],
    ['a resource owned twice', { plugins: [entry('a', { resources: ['x'] }), entry('b', { resources: ['x'] })] }, /resource x already belongs/],
    ['an unknown requirement', { plugins: [entry('a', { requires: ['ghost'] })] }, /requires unknown plugin ghost/],
    ['a requires cycle', { plugins: [entry('a', { requires: ['b'] }), entry('b', { requires: ['a'] })] }, /requires cycle: a -> b -> a/],
    ['a menu entry without a path', { plugins: [entry('a', { menu: [{ id: 'm', label: 'M', to: 'm' }] })] }, /menu\/0\/to: must match pattern/],
    ['not an object', 'nope', /\(root\): must be object/],
    ['a toggle not named enable<Plugin>', { plugins: [entry('a', { toggle: 'contactsOn' })] }, /toggle: must match pattern/],
    ['a toggle owned twice', { plugins: [entry('a', { toggle: 'enableA' }), entry('b', { toggle: 'enableA' })] }, /toggle enableA already belongs to a/],
    ['a grant that is not a spec grant setting', { plugins: [entry('a', { grants: ['allowTeleport'] })] }, /grants names allowTeleport, not a grant setting/],
    ['a grant listed twice', { plugins: [entry('a', { grants: ['allowTasks', 'allowTasks'] })] }, /grants: must NOT have duplicate items/],
  ])('rejects %s', (_name, value, message) => {
    const errors = validateManifest(value);
    expect(errors.join('\n')).toMatch(message);
  });

  it('accepts a well-formed manifest', () => {
    expect(validateManifest(manifest(entry('a', { requires: ['b'], toggle: 'enableA', permission: 'canViewTasks', grants: ['allowTasks'] }), entry('b')))).toEqual([]);
  });
});

describe('findRequireCycles', () => {
  it.each([
    ['none', manifest(entry('a', { requires: ['b'] }), entry('b')), []],
    ['self', manifest(entry('a', { requires: ['a'] })), [['a']]],
    ['three', manifest(entry('a', { requires: ['b'] }), entry('b', { requires: ['c'] }), entry('c', { requires: ['a'] })), [['a', 'b', 'c']]],
  ])('%s', (_name, m, cycles) => {
    expect(findRequireCycles(m.plugins)).toEqual(cycles);
  });
});

describe('resolveEnablement', () => {
  const all = permissionsFor({ id: 1, username: 'super', accountType: 'partner', partnerId: 1, superAdmin: true });
  const owner = permissionsFor({ id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 });
  it.each([
    ['on by default', manifest(entry('a')), {}, all, ['a'], {}],
    ['off by default', manifest(entry('a', { enabledByDefault: false })), {}, all, [], { a: 'default' }],
    ['toggle explicitly false', manifest(entry('a', { toggle: 'enableA' })), { enableA: false }, all, [], { a: 'toggle' }],
    ['toggle true', manifest(entry('a', { toggle: 'enableA' })), { enableA: true }, all, ['a'], {}],
    ['toggle absent', manifest(entry('a', { toggle: 'enableA' })), {}, all, ['a'], {}],
    ['toggle falsy but not false', manifest(entry('a', { toggle: 'enableA' })), { enableA: 0 }, all, ['a'], {}],
    ['permission missing', manifest(entry('a', { permission: 'canInspectJSON' })), {}, owner, [], { a: 'permission' }],
    ['permission held', manifest(entry('a', { permission: 'canInspectJSON' })), {}, all, ['a'], {}],
    ['no permission set at all', manifest(entry('a', { permission: 'canViewOrg' })), {}, null, [], { a: 'permission' }],
    ['requires an enabled plugin', manifest(entry('a', { requires: ['b'] }), entry('b')), {}, all, ['a', 'b'], {}],
    ['requires a plugin that is off', manifest(entry('a', { requires: ['b'] }), entry('b', { toggle: 'enableB' })), { enableB: false }, all, [], { a: 'requires', b: 'toggle' }],
    ['a chain of requirements', manifest(entry('a', { requires: ['b'] }), entry('b', { requires: ['c'] }), entry('c', { enabledByDefault: false })), {}, all, [], { a: 'requires', b: 'requires', c: 'default' }],
    ['requires an unknown plugin', manifest(entry('a', { requires: ['ghost'] })), {}, all, [], { a: 'requires' }],
    ['a cycle is off, its dependants too', manifest(entry('a', { requires: ['b'] }), entry('b', { requires: ['a'] }), entry('c', { requires: ['a'] }), entry('d')), {}, all, ['d'], { a: 'cycle', b: 'cycle', c: 'requires' }],
    ['manifest order is kept', manifest(entry('z'), entry('a'), entry('m')), {}, all, ['z', 'a', 'm'], {}],
  ] as const)('%s', (_name, m, settings, permissions, enabled, off) => {
    const result = resolveEnablement(m as Manifest, { settings, permissions });
    expect(result.enabled).toEqual(enabled);
    expect(result.off).toEqual(off);
  });
});
