// viewingAs lives in the session: stored locally, announced to subscribers (the kernel root rebuilds
// the view on it), cleared by logout, and only restored by the rules if the user holds it.
import { describe, expect, it, vi } from 'vitest';
import { createStorage, memoryStorage, STORAGE_KEYS } from '../../src/adapters/storage';
import { Session } from '../../src/kernel/session';
import { permissionsFor } from '../../src/kernel/viewPermissions';

const reseller = { id: 3, username: 'northwind', accountType: 'reseller', partnerId: 2, resellerId: 3, organizationId: null, superAdmin: false };
const member = { id: 5, username: 'acme-admin', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4, superAdmin: false };

function session(stored?: string) {
  const storage = createStorage(memoryStorage());
  if (stored) storage.set(STORAGE_KEYS.viewingAs, stored);
  // an unreachable API: logout's server call fails and is ignored
  return { storage, session: new Session({ storage, apiUrl: 'http://127.0.0.1:9', fetchImpl: () => Promise.reject(new Error('offline')) }) };
}

describe('viewingAs in the session', () => {
  it('restores the stored value on start', () => {
    expect(session('owner').session.storedViewingAs()).toBe('owner');
    expect(session().session.storedViewingAs()).toBeNull();
  });

  it('stores a switch and notifies subscribers once, with a new snapshot', () => {
    const { session: s, storage } = session();
    const listener = vi.fn();
    s.subscribe(listener);
    const before = s.getSnapshot();
    s.setViewingAs('owner');
    s.setViewingAs('owner');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.get(STORAGE_KEYS.viewingAs)).toBe('owner');
    expect(s.getSnapshot()).not.toBe(before);
    expect(s.getSnapshot().viewingAs).toBe('owner');
  });

  it('a stored view the user does not hold is not honoured by the rules', () => {
    const { session: s } = session('superAdmin');
    expect(permissionsFor(reseller, s.storedViewingAs(), {}).canUseSuperAdminTools).toBe(false);
    expect(permissionsFor(reseller, s.storedViewingAs(), {}).canSeePartnerControls).toBe(true);
    expect(permissionsFor(member, 'owner', {}).canDeleteOrg).toBe(false);
  });

  it('switching a reseller to owner hides partner-level controls; back to reseller shows them', () => {
    const { session: s } = session();
    s.setViewingAs('owner');
    expect(permissionsFor(reseller, s.storedViewingAs(), { showBilling: false }).canSeePartnerControls).toBe(false);
    expect(permissionsFor(reseller, s.storedViewingAs(), { showBilling: false }).canViewBilling).toBe(false);
    s.setViewingAs('reseller');
    expect(permissionsFor(reseller, s.storedViewingAs(), { showBilling: false }).canViewBilling).toBe(true);
  });

  it('logout forgets the view', async () => {
    const { session: s, storage } = session('owner');
    storage.set(STORAGE_KEYS.token, 't');
    await s.logout();
    expect(s.storedViewingAs()).toBeNull();
    expect(storage.get(STORAGE_KEYS.viewingAs)).toBeNull();
  });
});
