// Server side of spec 6 that no single endpoint owns: the permission set the server computes for a
// caller on a target, and the special account of spec 1.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountById } from '../../server/auth/context';
import { accounts, domainProfiles } from '../../server/db/schema';
import { permissionsOn } from '../../server/auth/permissionChecks';
import { PARTNER_PROFILE_ID, RESELLER_PROFILE_ID } from '../../server/seed';
import { call, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'globexOwner']);

const row = async (id: number) => (await accountById(server.db.db, id))!;

describe('permissions the server computes', () => {
  it('member of Acme: no billing, delete or deactivate; owner: all three (Northwind hides billing)', async () => {
    const { ids, orgs } = server.seeded;
    const member = await permissionsOn(server.db.db, await row(ids.acmeAdmin), await row(orgs.acme));
    expect([member.canViewBilling, member.canDeleteOrg, member.canDeactivateOrg, member.canSeePartnerControls]).toEqual([false, false, false, false]);
    expect(member.canEditOrg).toBe(true);
    const owner = await permissionsOn(server.db.db, await row(ids.acmeOwner), await row(orgs.acme));
    // the seeded Northwind profile sets showBilling false: the owner under it cannot view billing
    expect([owner.canViewBilling, owner.canDeleteOrg, owner.canDeactivateOrg]).toEqual([false, true, true]);
  });

  it('elevated callers get everything on their subtree; only a super admin gets the internal tools', async () => {
    const { ids, orgs } = server.seeded;
    const reseller = await permissionsOn(server.db.db, await row(ids.reseller), await row(orgs.acme));
    expect(reseller.canViewBilling && reseller.canInspectJSON && reseller.canSeePartnerControls).toBe(true);
    expect(reseller.canUseSuperAdminTools).toBe(false);
    const superAdmin = await permissionsOn(server.db.db, await row(ids.superAdmin), await row(orgs.acme));
    expect(superAdmin.canUseSuperAdminTools).toBe(true);
  });

  it('a member invited as owner has owner rights', async () => {
    const { ids, orgs } = server.seeded;
    await server.db.db.update(accounts).set({ isOwner: true }).where(eq(accounts.id, ids.acmeAdmin));
    try {
      const p = await permissionsOn(server.db.db, await row(ids.acmeAdmin), await row(orgs.acme));
      expect(p.canDeleteOrg).toBe(true);
      const token = await signIn(server, 'admin@acme.example');
      expect((await call(server, 'GET', '/api/v1/account', { token })).body.account).toMatchObject({ isOwner: true, role: 'owner' });
    } finally {
      await server.db.db.update(accounts).set({ isOwner: false }).where(eq(accounts.id, ids.acmeAdmin));
    }
  });
});

describe('the special account always gets SMS messaging and embeds', () => {
  it('even when the partner switches both off; other orgs follow the partner', async () => {
    const db = server.db.db;
    const [profile] = await db.select().from(domainProfiles).where(eq(domainProfiles.id, PARTNER_PROFILE_ID));
    await db
      .update(domainProfiles)
      .set({ settings: { ...profile.settings, smsMessaging: false, allowEmbeds: false } })
      .where(eq(domainProfiles.id, PARTNER_PROFILE_ID));
    try {
      const hq = await call(server, 'GET', '/api/v1/account', { token: t.superAdmin });
      expect(hq.body.account.settings).toMatchObject({ smsMessaging: true, allowEmbeds: true });
      const globex = await call(server, 'GET', '/api/v1/account', { token: t.globexOwner });
      expect(globex.body.account.settings).toMatchObject({ smsMessaging: false, allowEmbeds: false });
    } finally {
      await db.update(domainProfiles).set({ settings: profile.settings }).where(eq(domainProfiles.id, PARTNER_PROFILE_ID));
    }
    expect(RESELLER_PROFILE_ID).toBe(5001);
  });
});
