// Issue 3 additions to the access model: the two kernel keys derived from spec 6, members invited as
// owner, the special account, and where an account lives in /app paths.
import { describe, expect, it } from 'vitest';
import { ACCESS_KEYS, KERNEL_ACCESS_KEYS, PERMISSION_KEYS } from '../../src/shared/permissionKeys';
import {
  SETTING_GRANTS,
  VIEWING_AS_ORDER,
  canSeePartnerControls,
  computePermissions,
  resolveViewingAs,
  viewsHeld,
  type AccessUser,
} from '../../src/shared/permissionSet';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import { SPECIAL_ACCOUNT_SETTINGS, SPECIAL_ACCOUNT_USERNAME, applySpecialAccount, isSpecialAccount } from '../../src/shared/specialAccount';
import { resolveSettings } from '../../server/rules/settings';
import { hierarchySegments, pathToAccount } from '../../src/kernel/navigation';

const superAdmin: AccessUser = { id: 1, username: 'super', accountType: 'organization', organizationId: 1, partnerId: 2, superAdmin: true };
const partner: AccessUser = { id: 2, username: 'switchboard', accountType: 'partner', partnerId: 2 };
const reseller: AccessUser = { id: 3, username: 'northwind', accountType: 'reseller', partnerId: 2, resellerId: 3 };
const owner: AccessUser = { id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 };
const admin: AccessUser = { id: 5, username: 'acme-admin', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 };
const invitedOwner: AccessUser = { ...admin, id: 13, username: 'acme-co-owner', isOwner: true };
const agent = { id: 7, accountType: 'agent', partnerId: 2, resellerId: 3, organizationId: 4 };

describe('the permission set has the spec keys and two kernel keys', () => {
  it('17 spec keys, then canSeePartnerControls and canUseSuperAdminTools', () => {
    expect(PERMISSION_KEYS).toHaveLength(17);
    expect(ACCESS_KEYS).toEqual([...PERMISSION_KEYS, ...KERNEL_ACCESS_KEYS]);
    for (const view of VIEWING_AS_ORDER) {
      expect(Object.keys(computePermissions(superAdmin, view)).sort()).toEqual([...ACCESS_KEYS].sort());
    }
  });

  // canSeePartnerControls must agree with the spec's rule for every user and every view
  const users = { superAdmin, partner, reseller, owner, admin, invitedOwner };
  it.each(Object.entries(users).flatMap(([name, user]) => VIEWING_AS_ORDER.map((view) => [name, view, user] as const)))(
    '%s viewing as %s: partner controls follow the spec rule when the view is held',
    (_name, view, user) => {
      const effective = resolveViewingAs(user, view);
      expect(computePermissions(user, effective).canSeePartnerControls).toBe(canSeePartnerControls(user, effective));
    },
  );

  it.each([
    [superAdmin, 'superAdmin', true],
    [superAdmin, 'partner', false],
    [superAdmin, 'reseller', false],
    [superAdmin, 'owner', false],
    [partner, 'partner', false],
    [partner, 'superAdmin', false],
    [reseller, 'reseller', false],
  ] as const)('super-admin tools: %o as %s → %s', (user, view, expected) => {
    expect(computePermissions(user, view).canUseSuperAdminTools).toBe(expected);
  });

  it('no org role ever gets the kernel keys, whatever the settings', () => {
    const allOn = Object.fromEntries(SETTING_GRANTS.map(([key]) => [key, true]));
    for (const user of [owner, admin, invitedOwner]) {
      for (const view of ['owner', 'admin'] as const) {
        const p = computePermissions(user, view, allOn);
        expect(p.canSeePartnerControls || p.canUseSuperAdminTools).toBe(false);
      }
    }
  });
});

describe('members invited as owner', () => {
  it('hold the owner view and get owner rights (billing, delete)', () => {
    expect(viewsHeld(invitedOwner)).toEqual(['owner', 'admin']);
    const p = permissionsFor(invitedOwner, null, {});
    expect(p.canViewBilling && p.canDeleteOrg && p.canDeactivateOrg).toBe(true);
    expect(p.canInspectJSON).toBe(false);
  });
  it('a plain member restored from a stored owner view stays an admin', () => {
    const p = permissionsFor(admin, 'owner', {});
    expect(p.canViewBilling || p.canDeleteOrg).toBe(false);
  });
  it('the reseller settings still apply to an invited owner', () => {
    expect(permissionsFor(invitedOwner, 'owner', { showBilling: false }).canViewBilling).toBe(false);
  });
});

describe('the special account (spec 1) always gets SMS and embeds', () => {
  it('is recognised by its own username or its organization\'s', () => {
    expect(isSpecialAccount(SPECIAL_ACCOUNT_USERNAME)).toBe(true);
    expect(isSpecialAccount('someone', SPECIAL_ACCOUNT_USERNAME)).toBe(true);
    expect(isSpecialAccount('acme', 'acme')).toBe(false);
    expect(isSpecialAccount(null, undefined)).toBe(false);
  });
  it('wins over a partner and a reseller that switched both off, and touches nothing else', () => {
    const levels = { partner: { smsMessaging: false, allowEmbeds: false, showBilling: false }, reseller: { allowEmbeds: false } };
    expect(resolveSettings(levels)).toMatchObject({ smsMessaging: false, allowEmbeds: false, showBilling: false });
    expect(resolveSettings({ ...levels, special: true })).toMatchObject({ ...SPECIAL_ACCOUNT_SETTINGS, showBilling: false });
    const p = computePermissions(owner, 'owner', resolveSettings({ ...levels, special: true }));
    expect(p.canSetupSMS && p.canViewEmbeds).toBe(true);
    expect(p.canViewBilling).toBe(false);
    expect(applySpecialAccount({ a: 1 }, false)).toEqual({ a: 1 });
  });
});

describe('where an account lives in /app paths', () => {
  it.each([
    [partner, [{ type: 'partner', id: 2 }]],
    [reseller, [{ type: 'partner', id: 2 }, { type: 'reseller', id: 3 }]],
    [owner, [{ type: 'partner', id: 2 }, { type: 'reseller', id: 3 }, { type: 'org', id: 4 }]],
    [admin, [{ type: 'partner', id: 2 }, { type: 'reseller', id: 3 }, { type: 'org', id: 4 }]],
    [agent, [{ type: 'partner', id: 2 }, { type: 'reseller', id: 3 }, { type: 'org', id: 4 }, { type: 'agent', id: 7 }]],
    [{ id: 30, accountType: 'organization', partnerId: 2, resellerId: null, organizationId: 30 }, [{ type: 'partner', id: 2 }, { type: 'org', id: 30 }]],
  ] as const)('%o', (account, segments) => {
    expect(hierarchySegments(account)).toEqual(segments);
  });

  it.each([
    ['super admin → Acme', superAdmin, owner, '/app/partner/2/reseller/3/org/4'],
    ['partner → Acme', partner, owner, '/app/reseller/3/org/4'],
    ['partner → reseller', partner, reseller, '/app/reseller/3'],
    ['reseller → Acme agent', reseller, agent, '/app/org/4/agent/7'],
    ['owner → own agent', owner, agent, '/app/agent/7'],
    ['member → own org agent', admin, agent, '/app/agent/7'],
    ['member → own org', admin, owner, '/app'],
    ['anyone → themselves', reseller, reseller, '/app'],
  ] as const)('%s', (_label, viewer, target, path) => {
    expect(pathToAccount(viewer, target)).toBe(path);
  });

  it('keeps a rest path', () => {
    expect(pathToAccount(partner, owner, ['contacts'])).toBe('/app/reseller/3/org/4/contacts');
  });
});
