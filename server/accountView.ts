import { inArray } from 'drizzle-orm';
import { roleOf, type Role } from './auth/subtree';
import { accountById, type AccountRow } from './auth/context';
import { accounts } from './db/schema';
import type { Db } from './db/store';
import { profilesOf, type DomainProfileRow } from './domains';
import { isSpecialAccount } from '../src/shared/specialAccount';
import { resolveSettings } from './rules/settings';
import { vidaPhoneNumberOf } from './numbers/scope';

/** The account object of the API contract (`GET /api/v1/account`). */
export interface AccountObject {
  id: number;
  username: string;
  accountType: AccountRow['accountType'];
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  superAdmin: boolean;
  timestamp: number;
  email: string | null;
  name: string | null;
  accountName: string | null;
  phoneNumber: string | null;
  /** an agent's assigned number (spec 1 §3), null for other accounts */
  vidaPhoneNumber: string | null;
  externalAccountId: string | null;
  externalBillingId: string | null;
  isOwner: boolean;
  enabled: boolean;
  role: Role;
  settings: Record<string, unknown>;
  details: {
    orgName: string | null;
    resellerName: string | null;
    partnerName: string | null;
    accountName: string | null;
    name: string | null;
    image: string | null;
  };
  domainProfileId: number | null;
}

export async function accountObject(db: Db, row: AccountRow): Promise<AccountObject> {
  const relatedIds = [row.organizationId, row.resellerId, row.partnerId].filter(
    (id): id is number => id !== null && id !== row.id,
  );
  const related = relatedIds.length
    ? await db.select().from(accounts).where(inArray(accounts.id, relatedIds))
    : [];
  const byId = new Map<number, AccountRow>([...related, row].map((r) => [r.id, r]));
  const nameOf = (id: number | null) => (id === null ? null : (byId.get(id)?.accountName ?? null));
  const [{ partner, reseller }, vidaPhoneNumber] = await Promise.all([profilesOf(db, row), vidaPhoneNumberOf(db, row)]);
  const organization = row.organizationId !== null && row.organizationId !== row.id ? byId.get(row.organizationId) : undefined;
  const settings = settingsFrom(row, organization, partner, reseller);
  const image = typeof row.settings.image === 'string' ? row.settings.image : null;
  return {
    id: row.id,
    username: row.username,
    accountType: row.accountType,
    partnerId: row.partnerId,
    resellerId: row.resellerId,
    organizationId: row.organizationId,
    superAdmin: row.superAdmin,
    timestamp: Math.floor(row.createdAt.getTime() / 1000),
    email: row.email,
    name: row.name,
    accountName: row.accountName,
    phoneNumber: row.phoneNumber,
    vidaPhoneNumber,
    externalAccountId: row.externalAccountId,
    externalBillingId: row.externalBillingId,
    isOwner: row.isOwner,
    enabled: row.enabled,
    role: roleOf(row),
    settings,
    details: {
      orgName: nameOf(row.organizationId),
      resellerName: nameOf(row.resellerId) ?? strOrNull(reseller?.details.resellerName),
      partnerName: nameOf(row.partnerId) ?? strOrNull(partner?.details.partnerName),
      accountName: row.accountName,
      name: row.name,
      image,
    },
    domainProfileId: (reseller ?? partner)?.id ?? null,
  };
}

// Members and agent accounts inherit their organization's settings (rules/settings.ts).
function settingsFrom(
  row: AccountRow,
  organization: AccountRow | undefined,
  partner: DomainProfileRow | undefined,
  reseller: DomainProfileRow | undefined,
): Record<string, unknown> {
  return resolveSettings({
    partner: partner?.settings,
    reseller: reseller?.settings,
    organization: organization?.settings,
    own: row.settings,
    special: isSpecialAccount(row.username, organization?.username),
  });
}

/** The resolved settings of an account (what `account.settings` carries), for server-side permission checks. */
export async function resolvedSettingsOf(db: Db, row: AccountRow): Promise<Record<string, unknown>> {
  const { partner, reseller } = await profilesOf(db, row);
  const organization =
    row.organizationId !== null && row.organizationId !== row.id ? await accountById(db, row.organizationId) : undefined;
  return settingsFrom(row, organization, partner, reseller);
}

function strOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
