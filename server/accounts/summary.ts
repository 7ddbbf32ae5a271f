// The Account summary of docs/api-contract.md ("Account summary"): one row per account in lists and
// search results, with the partner's, reseller's and organization's names joined in the same query.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { reply } from '../kit/schemas';

const partner = alias(accounts, 'partner');
const reseller = alias(accounts, 'reseller');
const organization = alias(accounts, 'organization');

const columns = {
  id: accounts.id,
  username: accounts.username,
  accountType: accounts.accountType,
  accountName: accounts.accountName,
  name: accounts.name,
  email: accounts.email,
  phoneNumber: accounts.phoneNumber,
  partnerId: accounts.partnerId,
  resellerId: accounts.resellerId,
  organizationId: accounts.organizationId,
  enabled: accounts.enabled,
  isOwner: accounts.isOwner,
  superAdmin: accounts.superAdmin,
  createdAt: accounts.createdAt,
  partnerName: partner.accountName,
  resellerName: reseller.accountName,
  orgName: organization.accountName,
  externalAccountId: accounts.externalAccountId,
  externalBillingId: accounts.externalBillingId,
  productPlanId: accounts.productPlanId,
  productPlanTerm: accounts.productPlanTerm,
  subscribed: accounts.subscribed,
  canceled: accounts.canceled,
  canceledAt: accounts.canceledAt,
  billingId: accounts.billingId,
  billingSubscriptionId: accounts.billingSubscriptionId,
  onboardingComplete: accounts.onboardingComplete,
  voiceMinutes: accounts.voiceMinutes,
  messageCount: accounts.messageCount,
  disabledReason: accounts.disabledReason,
  disabledDetails: accounts.disabledDetails,
};

/** `select <summary columns> from accounts` with the three name joins; add where/order/limit. */
export function summaryQuery(db: Db) {
  return db
    .select(columns)
    .from(accounts)
    .leftJoin(partner, eq(partner.id, accounts.partnerId))
    .leftJoin(reseller, eq(reseller.id, accounts.resellerId))
    .leftJoin(organization, eq(organization.id, accounts.organizationId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

export type AccountSummary = Omit<SummaryRow, 'createdAt' | 'canceledAt'> & {
  timestamp: number;
  canceledAt: number | null;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function toSummary(row: SummaryRow): AccountSummary {
  const { createdAt, canceledAt, ...rest } = row;
  return { ...rest, timestamp: seconds(createdAt), canceledAt: canceledAt ? seconds(canceledAt) : null };
}

export async function summaryById(db: Db, id: number): Promise<AccountSummary | undefined> {
  const [row] = await summaryQuery(db).where(eq(accounts.id, id));
  return row ? toSummary(row) : undefined;
}

/** The fields an audit entry keeps of a created or deleted account. */
export function auditFields(summary: AccountSummary): Record<string, unknown> {
  const { id, username, accountType, accountName, name, email, phoneNumber, partnerId, resellerId, organizationId } =
    summary;
  return { id, username, accountType, accountName, name, email, phoneNumber, partnerId, resellerId, organizationId };
}

export const summaryDoc = reply('An account summary (see docs/api-contract.md "Account summary")');
