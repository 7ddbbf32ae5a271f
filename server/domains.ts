import { eq, inArray } from 'drizzle-orm';
import { domainProfiles } from './db/schema';
import type { Db } from './db/store';
import type { AccountRow } from './auth/context';

export type DomainProfileRow = typeof domainProfiles.$inferSelect;

export interface DomainProfile {
  id: number;
  name: string;
  details: Record<string, unknown>;
  settings: Record<string, unknown>;
}

/** Host as the lookup compares it: lower case, no port, loopback addresses read as `localhost`. */
export function normalizeHost(input: string): string {
  let host = input.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split('/')[0];
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  else host = host.replace(/:\d+$/, '');
  if (host === '127.0.0.1' || host === '::1' || host === '0.0.0.0') return 'localhost';
  return host.replace(/\.$/, '');
}

export function publicProfile(row: DomainProfileRow): DomainProfile {
  return { id: row.id, name: row.name, details: row.details, settings: row.settings };
}

export async function profileForHost(db: Db, host: string): Promise<DomainProfileRow | undefined> {
  const [row] = await db.select().from(domainProfiles).where(eq(domainProfiles.domain, normalizeHost(host)));
  return row;
}

/** The partner's and the reseller's profiles of an account (either may be missing). */
export async function profilesOf(
  db: Db,
  account: Pick<AccountRow, 'partnerId' | 'resellerId'>,
): Promise<{ partner?: DomainProfileRow; reseller?: DomainProfileRow }> {
  const owners = [account.partnerId, account.resellerId].filter((id): id is number => id !== null);
  if (owners.length === 0) return {};
  const rows = await db.select().from(domainProfiles).where(inArray(domainProfiles.ownerAccountId, owners));
  // Lowest id first, so an owner with several profiles resolves deterministically.
  rows.sort((a, b) => a.id - b.id);
  return {
    partner: rows.find((r) => r.ownerAccountId === account.partnerId),
    reseller: account.resellerId === null ? undefined : rows.find((r) => r.ownerAccountId === account.resellerId),
  };
}

/** The profile that brands an account: its reseller's if any, else its partner's. */
export async function profileForAccount(
  db: Db,
  account: Pick<AccountRow, 'partnerId' | 'resellerId'>,
): Promise<DomainProfileRow | undefined> {
  const { partner, reseller } = await profilesOf(db, account);
  return reseller ?? partner;
}
