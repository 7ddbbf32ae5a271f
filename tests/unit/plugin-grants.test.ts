// The grant → plugin rule (issue 16 point 6): a permission grant of spec section 6 is a setting a
// reseller sees only while a plugin of the manifest declares it in `grants`; the rule reads the
// manifest, so a plugin that lands with its feature brings the switch back by declaring it.
import { describe, expect, it } from 'vitest';
import manifestJson from '../../plugin.manifest.json';
import { CONTROLLED_KEYS } from '../../src/shared/controlledSettings';
import type { Manifest, ManifestEntry } from '../../src/shared/manifest';
import { GRANT_KEYS, grantsInUse, isGrantKey, permissionsWithoutFeature, pluginsUsingGrant } from '../../src/shared/pluginGrants';

const real = manifestJson as unknown as Manifest;
const plugin = (id: string, grants?: string[]): ManifestEntry => ({
  id, title: id, entry: `src/plugins/${id}/module.ts`, enabledByDefault: true, requires: [], toggle: null, permission: null,
  resources: [], overlays: [], menu: [], ...(grants ? { grants } : {}),
});

describe('the grants in use', () => {
  it('with today\'s plugins: members, sign-up (delete/deactivate), adding agents, takeover, the full editor and number selection', () => {
    expect(grantsInUse(real)).toEqual(['showMembers', 'allowSignup', 'allowAddAgents', 'allowAgentTakeover', 'allowFullEditor', 'allowOrgNumberAssignment']);
  });

  it('a grant without a feature stays a controlled key: a value set before its plugin lands is kept and enforced', () => {
    for (const key of GRANT_KEYS) expect(CONTROLLED_KEYS).toContain(key);
  });

  it('none without plugins; a plugin without `grants` declares none', () => {
    expect(grantsInUse({ plugins: [] })).toEqual([]);
    expect(grantsInUse({ plugins: [plugin('a')] })).toEqual([]);
  });

  it('a plugin that lands with a feature brings its switches back, in the spec\'s order', () => {
    const withTasks: Manifest = { plugins: [...real.plugins, plugin('tasks', ['allowTasks']), plugin('numbers', ['allowOrgNumberAssignment', 'smsMessaging'])] };
    expect(grantsInUse(withTasks)).toEqual([
      'showMembers', 'allowSignup', 'allowTasks', 'allowAddAgents', 'allowAgentTakeover', 'allowFullEditor', 'smsMessaging', 'allowOrgNumberAssignment',
    ]);
  });

  it('names every plugin that uses a grant', () => {
    expect(pluginsUsingGrant(real, 'allowAddAgents')).toEqual(['accounts', 'agents']);
    expect(pluginsUsingGrant(real, 'allowFullEditor')).toEqual(['agents']);
    expect(pluginsUsingGrant(real, 'allowTasks')).toEqual([]);
  });
});

describe('permissionsWithoutFeature', () => {
  it('today: what tasks, SMS, embeds, billing and trial entry would grant', () => {
    expect(permissionsWithoutFeature(real).sort()).toEqual(
      ['canOnboardWithoutPlan', 'canViewBilling', 'canManageBilling', 'canViewTasks', 'canViewEmbeds', 'canSetupSMS'].sort(),
    );
  });

  it('none once every grant has a plugin; never a permission no grant gives', () => {
    expect(permissionsWithoutFeature({ plugins: [plugin('all', [...GRANT_KEYS])] })).toEqual([]);
    const none = permissionsWithoutFeature({ plugins: [] });
    expect(none).not.toContain('canViewOrg');
    expect(none).not.toContain('canInspectJSON');
  });
});

it('isGrantKey knows exactly the eleven settings of the spec table', () => {
  expect(GRANT_KEYS).toHaveLength(11);
  expect(GRANT_KEYS.every(isGrantKey)).toBe(true);
  for (const other of ['enableContacts', 'supportUrl', 'canAddAgents', '']) expect(isGrantKey(other)).toBe(false);
});
