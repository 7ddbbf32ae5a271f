// Seed of the white-label domain profiles: the partner's own brand and the Northwind reseller's.
import { domainProfiles } from '../db/schema';
import type { Db } from '../db/store';
import { PARTNER_PROFILE_ID, PARTNER_SETTINGS, RESELLER_PROFILE_ID, RESELLER_SETTINGS } from './data';

export async function seedDomainProfiles(t: Db, owners: { partner: number; reseller: number }): Promise<void> {
  const { partner, reseller } = owners;
  await t.insert(domainProfiles).values([
    {
      id: PARTNER_PROFILE_ID,
      name: 'Switchboard',
      domain: 'localhost',
      ownerAccountId: partner,
      details: { partnerName: 'Switchboard', resellerName: null, image: '/logo.svg' },
      settings: PARTNER_SETTINGS,
    },
    {
      id: RESELLER_PROFILE_ID,
      name: 'Northwind Voice',
      domain: 'whitelabel.localhost',
      ownerAccountId: reseller,
      details: { partnerName: 'Switchboard', resellerName: 'Northwind Voice', image: null },
      settings: RESELLER_SETTINGS,
    },
  ]);
}
