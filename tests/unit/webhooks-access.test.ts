// Who sees the Webhooks menu: canManageOutgoing, the console's form of the server's ownerOrAbove
// (members get 403 from the webhooks routes, so the menu must not show to them).
import { describe, expect, it } from 'vitest';
import manifest from '../../plugin.manifest.json';
import type { AccountRow } from '../../server/auth/context';
import { ownerOrAbove } from '../../server/auth/permissionChecks';
import { computePermissions, viewsHeld, type AccessUser } from '../../src/shared/permissionSet';

const users: Record<string, AccessUser> = {
  superAdmin: { id: 1, username: 'super', accountType: 'organization', organizationId: 1, partnerId: 2, superAdmin: true },
  partner: { id: 2, username: 'switchboard', accountType: 'partner', partnerId: 2 },
  reseller: { id: 3, username: 'northwind', accountType: 'reseller', partnerId: 2, resellerId: 3 },
  owner: { id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 },
  invitedOwner: { id: 13, username: 'acme-co-owner', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4, isOwner: true },
  member: { id: 5, username: 'acme-admin', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 },
};

describe('canManageOutgoing', () => {
  it.each(Object.entries(users))('%s: the highest view agrees with the server\'s ownerOrAbove', (_name, user) => {
    const row = { superAdmin: false, isOwner: false, ...user } as unknown as AccountRow;
    expect(computePermissions(user, viewsHeld(user)[0]!).canManageOutgoing).toBe(ownerOrAbove(row));
  });

  it('members never hold it, whatever the settings; an owner viewing as admin does not either', () => {
    expect(computePermissions(users.member!, 'admin').canManageOutgoing).toBe(false);
    expect(computePermissions(users.owner!, 'admin').canManageOutgoing).toBe(false);
    expect(computePermissions(users.owner!, 'owner').canManageOutgoing).toBe(true);
    expect(ownerOrAbove(users.member as unknown as AccountRow)).toBe(false);
  });

  it('is the webhooks plugin\'s permission, so its menu entry follows it', () => {
    expect(manifest.plugins.find((p) => p.id === 'webhooks')?.permission).toBe('canManageOutgoing');
  });
});
