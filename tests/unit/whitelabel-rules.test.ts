// The white-label panel's pure rules: switch states under the partner's settings, link validation,
// and the live preview of an org owner's console (spec section 6 settings table, the manifest).
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../src/shared/permissionKeys';
import type { Manifest, ManifestEntry } from '../../src/shared/manifest';
import {
  checkLink,
  controlledKeys,
  GRANT_KEYS,
  grantsOf,
  linkText,
  MANIFEST,
  ownerPreview,
  pluginToggles,
  previewSettings,
  switchState,
  withSetting,
} from '../../src/plugins/whitelabel/rules';

// Spec 1-product.md section 6, retyped here on purpose (not read from SETTING_GRANTS) so that a
// wrong table in the kernel fails this test.
const SPEC_TABLE: [string, string[]][] = [
  ['grantTrialEntry', ['canOnboardWithoutPlan']],
  ['showMembers', ['canManageUsers', 'canInviteUsers']],
  ['showBilling', ['canViewBilling', 'canManageBilling']],
  ['allowSignup', ['canDeleteOrg', 'canDeactivateOrg']],
  ['allowTasks', ['canViewTasks']],
  ['allowAddAgents', ['canAddAgents']],
  ['allowAgentTakeover', ['canTakeoverAgent']],
  ['allowFullEditor', ['canUseFullEditor']],
  ['allowEmbeds', ['canViewEmbeds']],
  ['smsMessaging', ['canSetupSMS']],
  ['allowOrgNumberAssignment', ['canSelectNumber']],
];

const labels = (preview: ReturnType<typeof ownerPreview>) => preview.menu.map((m) => m.label);

/** The permissions no plugin of the real manifest has a feature for yet (tasks, SMS, numbers, embeds, billing, trial entry). */
const WITHOUT_FEATURE = ['canOnboardWithoutPlan', 'canViewBilling', 'canManageBilling', 'canViewTasks', 'canViewEmbeds', 'canSetupSMS'];

/** The real manifest plus a plugin that declares every grant: what the build will be once all have landed. */
const contactsEntry = MANIFEST.plugins.find((p) => p.id === 'contacts') as ManifestEntry;
const EVERY_GRANT_USED: Manifest = {
  plugins: [...MANIFEST.plugins, { ...contactsEntry, id: 'future', toggle: null, grants: [...GRANT_KEYS], resources: [], overlays: [], menu: [] }],
};

describe('the settings keys', () => {
  it('are the eleven of the spec, in the spec order', () => {
    expect(GRANT_KEYS).toEqual(SPEC_TABLE.map(([key]) => key));
  });

  it.each(SPEC_TABLE)('%s grants %j', (key, permissions) => {
    expect([...grantsOf(key as (typeof GRANT_KEYS)[number])]).toEqual(permissions);
  });

  it('plugin switches come from the manifest toggles, every plugin but the kernel\'s own', () => {
    expect(pluginToggles()).toEqual([
      { id: 'contacts', title: 'Contacts', toggle: 'enableContacts' },
      { id: 'agents', title: 'Agents', toggle: 'enableAgents' },
      { id: 'onboarding', title: 'Onboarding', toggle: 'enableOnboarding' },
      { id: 'logs', title: 'Conversation logs', toggle: 'enableLogs' },
      { id: 'dashboards', title: 'Dashboards', toggle: 'enableDashboards' },
      { id: 'numbers', title: 'Phone numbers', toggle: 'enableNumbers' },
      { id: 'calls', title: 'Calls', toggle: 'enableCalls' },
      { id: 'inbox', title: 'Inbox', toggle: 'enableInbox' },
      { id: 'tasks', title: 'Task lists', toggle: 'enableTasks' },
      { id: 'webhooks', title: 'Webhooks', toggle: 'enableWebhooks' },
      { id: 'developer', title: 'Developer', toggle: 'enableDeveloper' },
      { id: 'sip', title: 'SIP trunking', toggle: 'enableSip' },
      { id: 'knowledge-base', title: 'Knowledge bases', toggle: 'enableKnowledgeBase' },
      { id: 'wallet', title: 'Wallet', toggle: 'enableWallet' },
      { id: 'integrations', title: 'Integrations', toggle: 'enableIntegrations' },
      { id: 'profile', title: 'Profile and public page', toggle: 'enableProfile' },
    ]);
    // plugins without a toggle get no switch
    for (const toggle of pluginToggles()) expect(toggle.toggle).toBeTruthy();
    expect(pluginToggles().map((t) => t.id)).not.toContain('whitelabel');
    expect(controlledKeys()).toEqual([...SPEC_TABLE.map(([key]) => key), ...pluginToggles().map((t) => t.toggle)]);
  });

});

describe('switchState', () => {
  it.each([
    ['unset', {}, {}, { checked: true, lockedByPartner: false }],
    ['true', {}, { k: true }, { checked: true, lockedByPartner: false }],
    ['false', {}, { k: false }, { checked: false, lockedByPartner: false }],
    ['null', {}, { k: null }, { checked: true, lockedByPartner: false }],
    ['partner false wins over own true', { k: false }, { k: true }, { checked: false, lockedByPartner: true }],
    ['partner false, own unset', { k: false }, {}, { checked: false, lockedByPartner: true }],
    ['partner true, own false', { k: true }, { k: false }, { checked: false, lockedByPartner: false }],
  ])('%s', (_name, inherited, own, expected) => {
    expect(switchState(inherited, own, 'k')).toEqual(expected);
  });

  it('without any settings: on', () => {
    expect(switchState(null, undefined, 'enableContacts')).toEqual({ checked: true, lockedByPartner: false });
  });
});

describe('withSetting', () => {
  it('sets a key without touching the original, null removes it', () => {
    const original = { a: true, b: 'x' };
    expect(withSetting(original, 'a', false)).toEqual({ a: false, b: 'x' });
    expect(withSetting(original, 'b', null)).toEqual({ a: true });
    expect(original).toEqual({ a: true, b: 'x' });
  });
});

describe('ownerPreview', () => {
  it('with nothing switched off: every permission but inspecting JSON, and the Contacts menu entry', () => {
    const preview = ownerPreview({}, {});
    expect(preview.denied).toEqual(['canInspectJSON']);
    expect(preview.allowed).toEqual(PERMISSION_KEYS.filter((k) => k !== 'canInspectJSON' && !WITHOUT_FEATURE.includes(k)));
    expect(PERMISSION_KEYS.filter((k) => !preview.permissions[k])).toEqual(['canInspectJSON']);
    expect(labels(preview)).toContain('Contacts');
    expect(preview.plugins).toContain('contacts');
  });

  it('with the real manifest an owner sees Contacts, Agent accounts, Logs, Metrics, Numbers, Live, Inbox, Task lists, Webhooks, SIP trunking, Knowledge bases, Wallet, Billing and Integrations, never the partner-level lists', () => {
    expect(labels(ownerPreview({}, {}))).toEqual(['Agent accounts', 'Contacts', 'Logs', 'Metrics', 'Numbers', 'Live', 'Inbox', 'Task lists', 'Webhooks', 'SIP trunking', 'Knowledge bases', 'Wallet', 'Billing', 'Integrations']);
  });

  it('never shows partner-level plugins to an owner (white-label, audit log, super-admin tools)', () => {
    const preview = ownerPreview({}, {});
    expect(preview.plugins).not.toContain('whitelabel');
    expect(preview.plugins).not.toContain('audit');
    expect(preview.plugins).not.toContain('admin-tools');
    expect(labels(preview)).not.toContain('Audit log');
    expect(labels(preview)).not.toContain('Admin tools');
    expect(preview.permissions.canSeePartnerControls).toBe(false);
    expect(preview.permissions.canUseSuperAdminTools).toBe(false);
  });

  it.each(SPEC_TABLE)('%s false denies exactly %j (and nothing else changes)', (key, permissions) => {
    const preview = ownerPreview({}, { [key]: false }, EVERY_GRANT_USED);
    expect([...preview.denied].sort()).toEqual([...permissions, 'canInspectJSON'].sort());
    for (const p of permissions) expect(preview.permissions[p as keyof typeof preview.permissions]).toBe(false);
    // a grant does not switch a plugin off
    expect(labels(preview)).toContain('Contacts');
  });

  it.each(SPEC_TABLE)('%s true (or any non-false value) allows %j', (key, permissions) => {
    for (const value of [true, null, 'yes', 0]) {
      const preview = ownerPreview({}, { [key]: value }, EVERY_GRANT_USED);
      for (const p of permissions) expect(preview.allowed).toContain(p);
    }
  });

  it.each(SPEC_TABLE)('the partner\'s %s false wins over the form\'s true', (key, permissions) => {
    const preview = ownerPreview({ [key]: false }, { [key]: true }, EVERY_GRANT_USED);
    for (const p of permissions) expect(preview.denied).toContain(p);
  });

  it('enableContacts false removes the Contacts menu entry; true or unset brings it back', () => {
    expect(labels(ownerPreview({}, { enableContacts: false }))).not.toContain('Contacts');
    expect(ownerPreview({}, { enableContacts: false }).plugins).not.toContain('contacts');
    expect(labels(ownerPreview({}, { enableContacts: true }))).toContain('Contacts');
    expect(labels(ownerPreview({}, {}))).toContain('Contacts');
    // the permissions do not depend on the plugin toggle
    expect(ownerPreview({}, { enableContacts: false }).permissions).toEqual(ownerPreview({}, {}).permissions);
  });

  it('the partner\'s enableContacts false wins over the form', () => {
    expect(labels(ownerPreview({ enableContacts: false }, { enableContacts: true }))).not.toContain('Contacts');
    expect(labels(ownerPreview({ enableContacts: false }, {}))).not.toContain('Contacts');
  });

  it('a reseller may switch off what its partner allows', () => {
    const preview = ownerPreview({ enableContacts: true, showBilling: true }, { enableContacts: false, showBilling: false });
    expect(labels(preview)).not.toContain('Contacts');
    expect(preview.permissions.canViewBilling).toBe(false);
  });

  it('the partner\'s other settings show through, the form\'s win where the partner did not say false', () => {
    const settings = previewSettings({ supportUrl: 'https://p.example', allowTasks: true, showMembers: false }, { supportUrl: 'https://r.example', allowTasks: false, showMembers: true });
    expect(settings).toEqual({ supportUrl: 'https://r.example', allowTasks: false, showMembers: false });
  });

  it('links never change what an owner may do', () => {
    const links = { talkToSalesUrl: 'https://a.example', supportUrl: 'https://b.example', privacyUrl: null, tosUrl: 'https://c.example' };
    expect(ownerPreview({}, links).permissions).toEqual(ownerPreview({}, {}).permissions);
  });

  it('the seeded Northwind profile (billing and the full editor off) under the seeded partner', () => {
    const preview = ownerPreview({ showBilling: true, allowFullEditor: true }, { showBilling: false, allowFullEditor: false });
    expect([...preview.denied].sort()).toEqual(['canInspectJSON', 'canUseFullEditor']);
    // billing has no plugin yet: denied, but not listed
    expect(preview.permissions.canViewBilling).toBe(false);
    expect(ownerPreview({ showBilling: true }, { showBilling: false }, EVERY_GRANT_USED).denied).toContain('canViewBilling');
  });

  it('lists the titles of the plugins an owner gets; a switched-off one leaves the list', () => {
    expect(ownerPreview({}, {}).titles).toEqual(['Accounts', 'Contacts', 'Agents', 'Onboarding', 'Conversation logs', 'Dashboards', 'Phone numbers', 'Calls', 'Inbox', 'Task lists', 'Webhooks', 'Developer', 'SIP trunking', 'Knowledge bases', 'Wallet', 'Billing', 'Integrations', 'Profile and public page']);
    expect(ownerPreview({}, { enableAgents: false, enableLogs: false }).titles).toEqual(['Accounts', 'Contacts', 'Onboarding', 'Dashboards', 'Phone numbers', 'Calls', 'Inbox', 'Task lists', 'Webhooks', 'Developer', 'SIP trunking', 'Knowledge bases', 'Wallet', 'Billing', 'Integrations', 'Profile and public page']);
    expect(ownerPreview({ enableDashboards: false }, { enableDashboards: true }).titles).not.toContain('Dashboards');
  });

  it('a menu entry that names a permission (optional static field) shows only with it', () => {
    const base = MANIFEST.plugins.find((p) => p.id === 'contacts') as ManifestEntry;
    const accounts = {
      ...base,
      id: 'accounts',
      toggle: null,
      menu: [
        { id: 'organizations', label: 'Organizations', to: '/organizations', permission: 'canSeePartnerControls' },
        { id: 'agentAccounts', label: 'Agent accounts', to: '/agentAccounts', permission: 'canViewOrg' },
        { id: 'members', label: 'Members', to: '/members', permission: 'canManageUsers' },
      ],
    } as unknown as ManifestEntry;
    const manifest: Manifest = { plugins: [accounts] };
    expect(labels(ownerPreview({}, {}, manifest))).toEqual(['Agent accounts', 'Members']);
    expect(labels(ownerPreview({}, { showMembers: false }, manifest))).toEqual(['Agent accounts']);
  });

  it('a plugin that requires a switched-off plugin is off too (manifest `requires`)', () => {
    const base = MANIFEST.plugins.find((p) => p.id === 'contacts') as ManifestEntry;
    const dependent: ManifestEntry = { ...base, id: 'campaigns', title: 'Campaigns', toggle: null, requires: ['contacts'], resources: [], overlays: [], menu: [{ id: 'campaigns', label: 'Campaigns', to: '/campaigns' }] };
    const manifest: Manifest = { plugins: [base, dependent] };
    expect(labels(ownerPreview({}, {}, manifest))).toEqual(['Contacts', 'Campaigns']);
    expect(labels(ownerPreview({}, { enableContacts: false }, manifest))).toEqual([]);
  });
});

describe('checkLink', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/help?x=1#top', 'http://example.com/help?x=1#top'],
    ['  https://example.com/a  ', 'https://example.com/a'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
  ])('%j is a link', (input, value) => {
    expect(checkLink(input)).toEqual({ ok: true, value });
  });

  it.each(['', '   '])('%j unsets the link', (input) => {
    expect(checkLink(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://',
    'https:// example.com',
    'https://exa mple.com',
    'https://example.com/\u0007',
    '//example.com',
    'mailto:help@example.com',
  ])('%j is not', (input) => {
    expect(checkLink(input)).toEqual({ ok: false, error: 'url' });
  });

  it('is at most 2000 characters', () => {
    const long = `https://example.com/${'a'.repeat(2000)}`;
    expect(checkLink(long)).toEqual({ ok: false, error: 'tooLong' });
    expect(checkLink(long.slice(0, 2000)).ok).toBe(true);
  });

  it('linkText shows a stored link, else nothing', () => {
    expect(linkText({ tosUrl: 'https://x.example' }, 'tosUrl')).toBe('https://x.example');
    expect(linkText({ tosUrl: null }, 'tosUrl')).toBe('');
    expect(linkText(undefined, 'supportUrl')).toBe('');
  });
});
