import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, type PermissionKey } from '../../src/shared/permissionKeys';
import {
  SETTING_GRANTS,
  TEST_USERNAMES,
  canSeePartnerControls,
  computePermissions,
  detectAccountType,
  resolveViewingAs,
  viewsHeld,
  type AccessUser,
} from '../../src/shared/permissionSet';

const superAdmin: AccessUser = { id: 1, username: 'super', accountType: 'partner', partnerId: 1, superAdmin: true };
const partner: AccessUser = { id: 2, username: 'partner', accountType: 'partner', partnerId: 2 };
const reseller: AccessUser = { id: 3, username: 'reseller', accountType: 'reseller', partnerId: 2, resellerId: 3 };
const owner: AccessUser = { id: 10, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 10 };
const admin: AccessUser = { id: 11, username: 'acme-admin', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 10 };

const granted = (p: Record<PermissionKey, boolean>) => PERMISSION_KEYS.filter((k) => p[k]);

describe('type detection', () => {
  it.each([
    [{ id: 5, username: 'a', accountType: 'partner' }, 'partner'],
    [{ id: 5, username: 'a', accountType: 'organization', organizationId: 7, partnerId: 7 }, 'partner'],
    [{ id: 5, username: 'a', accountType: 'reseller' }, 'reseller'],
    [{ id: 5, username: 'a', accountType: 'organization', organizationId: 8, resellerId: 8 }, 'reseller'],
    [{ id: 5, username: 'a', accountType: 'organization', organizationId: 9, resellerId: 8, partnerId: 7 }, 'organization'],
    [{ id: 5, username: 'a', accountType: 'agent', organizationId: 9 }, 'organization'],
  ] as const)('%o is %s', (user, type) => {
    expect(detectAccountType(user)).toBe(type);
  });
});

describe('everything allowed for elevated views', () => {
  it.each([
    ['super admin as superAdmin', superAdmin, 'superAdmin'],
    ['super admin as partner', superAdmin, 'partner'],
    ['partner as partner', partner, 'partner'],
    ['super admin as reseller', superAdmin, 'reseller'],
    ['partner as reseller', partner, 'reseller'],
    ['reseller as reseller', reseller, 'reseller'],
  ] as const)('%s', (_label, user, view) => {
    expect(granted(computePermissions(user, view, { showBilling: false, allowTasks: false }))).toEqual([...PERMISSION_KEYS]);
  });

  it('a reseller cannot claim the partner view', () => {
    expect(computePermissions(reseller, 'partner').canInspectJSON).toBe(false);
  });
  it('a partner cannot claim the superAdmin view', () => {
    expect(computePermissions(partner, 'superAdmin').canInspectJSON).toBe(false);
  });
});

describe('owner rules: each setting grants unless explicitly false', () => {
  for (const [setting, keys] of SETTING_GRANTS) {
    it(`${setting}`, () => {
      const on = computePermissions(owner, 'owner', {});
      const off = computePermissions(owner, 'owner', { [setting]: false });
      const unset = computePermissions(owner, 'owner', { [setting]: undefined });
      const truthy = computePermissions(owner, 'owner', { [setting]: 'false-ish string' });
      for (const key of keys) {
        expect(on[key]).toBe(true);
        expect(off[key]).toBe(false);
        expect(unset[key]).toBe(true);
        expect(truthy[key]).toBe(true);
      }
      // switching one setting off touches nothing else
      const others = PERMISSION_KEYS.filter((k) => !(keys as readonly string[]).includes(k));
      for (const key of others) expect(off[key]).toBe(on[key]);
    });
  }

  it('owners always view and edit, never inspect JSON', () => {
    const allOff = Object.fromEntries(SETTING_GRANTS.map(([s]) => [s, false]));
    expect(granted(computePermissions(owner, 'owner', allOff))).toEqual(['canViewOrg', 'canEditOrg']);
    expect(computePermissions(owner, 'owner').canInspectJSON).toBe(false);
  });

  it('viewing as owner counts as the owner even when ids differ', () => {
    expect(computePermissions(reseller, 'owner').canManageBilling).toBe(true);
  });
});

describe('admins (members)', () => {
  it('are like owners except billing, delete and deactivate', () => {
    const p = computePermissions(admin, 'admin');
    expect(p.canViewBilling || p.canManageBilling || p.canDeleteOrg || p.canDeactivateOrg).toBe(false);
    expect(p.canManageUsers && p.canViewTasks && p.canUseFullEditor && p.canViewOrg && p.canEditOrg).toBe(true);
    expect(p.canInspectJSON).toBe(false);
  });
  it('follow the settings for the rest', () => {
    expect(computePermissions(admin, 'admin', { allowTasks: false }).canViewTasks).toBe(false);
  });
  it('an owner viewing as admin gets admin rights', () => {
    expect(computePermissions(owner, 'admin').canManageBilling).toBe(false);
  });
});

describe('test usernames', () => {
  it.each(TEST_USERNAMES)('%s gets the fixed reviewer set', (username) => {
    expect(granted(computePermissions({ ...owner, username }, 'owner'))).toEqual([
      'canViewOrg',
      'canEditOrg',
      'canOnboardWithoutPlan',
      'canSelectNumber',
      'canDeactivateOrg',
    ]);
  });
});

describe('viewingAs', () => {
  it.each([
    [superAdmin, ['superAdmin', 'partner', 'reseller', 'owner', 'admin']],
    [partner, ['partner', 'reseller', 'owner', 'admin']],
    [reseller, ['reseller', 'owner', 'admin']],
    [owner, ['owner', 'admin']],
    [admin, ['admin']],
  ] as const)('views held by %o', (user, views) => {
    expect(viewsHeld(user)).toEqual(views);
  });

  it.each([
    [admin, 'superAdmin', 'admin'],
    [admin, undefined, 'admin'],
    [owner, 'reseller', 'owner'],
    [owner, 'admin', 'admin'],
    [reseller, 'owner', 'owner'],
    [reseller, 'partner', 'reseller'],
    [superAdmin, 'partner', 'partner'],
    [superAdmin, 42, 'superAdmin'],
  ] as const)('restores %o stored %s as %s', (user, stored, expected) => {
    expect(resolveViewingAs(user, stored)).toBe(expected);
  });
});

describe('partner-level controls', () => {
  it.each([
    [superAdmin, 'superAdmin', true],
    [partner, 'partner', true],
    [reseller, 'reseller', true],
    [reseller, 'owner', false],
    [partner, 'admin', false],
    [owner, 'owner', false],
  ] as const)('%o viewing as %s: %s', (user, view, expected) => {
    expect(canSeePartnerControls(user, view)).toBe(expected);
  });
});
