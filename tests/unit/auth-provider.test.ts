// react-admin's canAccess reads the same permission set as the menu and the overlays: permission keys
// by name, plugins' named rules, and a resource's own rule for every action on it.
import { describe, expect, it } from 'vitest';
import { createAuthProvider, resourceRuleName } from '../../src/adapters/authProvider';
import { createStorage, memoryStorage, STORAGE_KEYS } from '../../src/adapters/storage';
import { Session } from '../../src/kernel/session';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import type { Account } from '../../src/kernel/account';

const member: Account = { id: 5, username: 'acme-admin', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4, superAdmin: false };
const reseller: Account = { id: 3, username: 'northwind', accountType: 'reseller', partnerId: 2, resellerId: 3, organizationId: null, superAdmin: false };

function provider(user: Account) {
  const storage = createStorage(memoryStorage());
  storage.set(STORAGE_KEYS.token, 'a-token');
  storage.setJson(STORAGE_KEYS.account, user);
  const session = new Session({ storage, apiUrl: 'http://127.0.0.1:9' });
  const rules = [
    { name: 'canSeeAudit', check: (p: ReturnType<typeof permissionsFor>) => p.canSeePartnerControls },
    { name: resourceRuleName('organizations'), check: (p: ReturnType<typeof permissionsFor>, v: { account: Account | null }) => p.canSeePartnerControls && v.account?.accountType !== 'organization' },
  ];
  return createAuthProvider(session, () => permissionsFor(user, null, {}), rules, () => ({ account: user, user }));
}

describe('canAccess', () => {
  it('answers permission keys from the set', async () => {
    expect(await provider(member).canAccess!({ action: 'canDeleteOrg', resource: '*' })).toBe(false);
    expect(await provider(member).canAccess!({ action: 'canEditOrg', resource: '*' })).toBe(true);
    expect(await provider(reseller).canAccess!({ action: 'canDeleteOrg', resource: '*' })).toBe(true);
  });
  it('answers named rules and a resource\'s own rule for any action', async () => {
    expect(await provider(member).canAccess!({ action: 'canSeeAudit', resource: '*' })).toBe(false);
    expect(await provider(reseller).canAccess!({ action: 'canSeeAudit', resource: '*' })).toBe(true);
    for (const action of ['list', 'show', 'edit', 'delete']) {
      expect(await provider(member).canAccess!({ action, resource: 'organizations' })).toBe(false);
      expect(await provider(reseller).canAccess!({ action, resource: 'organizations' })).toBe(true);
    }
  });
  it('lets a signed-in user reach resources without a rule', async () => {
    expect(await provider(member).canAccess!({ action: 'list', resource: 'contacts' })).toBe(true);
  });
});
