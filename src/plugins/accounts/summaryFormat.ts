// Pure display helpers for an Account summary (docs/api-contract.md): kind, title, hierarchy,
// dates, counts, plan and status, and which info overlay shows it. Unit-tested with rules.ts.
import { parseId } from '@kernel/sdk';
import { messages } from './messages';
import type { AccountSummary } from './rules';
import { formatNumber } from '../../shared/intl';

export type AccountKind = keyof typeof messages.kinds;

/** A member is an organization-type account that is not its own organization. */
export function accountKind(account: Pick<AccountSummary, 'id' | 'accountType' | 'organizationId'>): AccountKind {
  switch (account.accountType) {
    case 'partner':
    case 'reseller':
    case 'agent':
      return account.accountType;
    default:
      return account.organizationId != null && account.organizationId !== account.id ? 'member' : 'organization';
  }
}

export const kindLabel = (account: Pick<AccountSummary, 'id' | 'accountType' | 'organizationId'>) =>
  messages.kinds[accountKind(account)];

/** The account's own name: account name for a company, person's name for a member. */
export function accountTitle(account: Partial<AccountSummary> | null | undefined): string {
  if (!account) return '';
  const personal = account.accountType === 'organization' && accountKind(account as AccountSummary) === 'member';
  const first = personal ? account.name : account.accountName;
  const second = personal ? account.accountName : account.name;
  return first || second || account.username || (account.id != null ? `#${account.id}` : '');
}

/** Partner › reseller › org, as deep as the account's own level (spec: the search's hierarchy). */
export function hierarchyNames(account: Partial<AccountSummary>): string[] {
  const levels: (string | null | undefined)[] = [account.partnerName];
  if (account.accountType !== 'partner') levels.push(account.resellerName);
  if (account.accountType !== 'partner' && account.accountType !== 'reseller') levels.push(account.orgName);
  return levels.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}

export const formatHierarchy = (account: Partial<AccountSummary>): string => hierarchyNames(account).join(' › ');

/** Unix seconds → YYYY-MM-DD (UTC); empty for a missing or invalid time. */
export function formatDay(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

export const formatCount = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : '';

export function formatPlan(account: Partial<AccountSummary>): string {
  if (!account.productPlanId) return '';
  return account.productPlanTerm ? `${account.productPlanId} / ${account.productPlanTerm}` : account.productPlanId;
}

export type AccountStatus = keyof typeof messages.status;

/** Disabled wins over canceled; everything else is active. */
export function accountStatus(account: Partial<AccountSummary>): AccountStatus {
  if (account.enabled === false) return 'disabled';
  if (account.canceled) return 'canceled';
  return 'active';
}

/** The info overlay for an account (a member's is its organization's). */
export function infoOverlayFor(account: Pick<AccountSummary, 'id' | 'accountType' | 'organizationId'>): {
  name: 'orgInfo' | 'resellerInfo' | 'partnerInfo' | 'agentInfo';
  value: string;
} {
  const kind = accountKind(account);
  if (kind === 'partner') return { name: 'partnerInfo', value: String(account.id) };
  if (kind === 'reseller') return { name: 'resellerInfo', value: String(account.id) };
  if (kind === 'agent') return { name: 'agentInfo', value: String(account.id) };
  return { name: 'orgInfo', value: String(kind === 'member' ? account.organizationId : account.id) };
}

/** An overlay value that names one account: a positive integer, else null (the kernel's one id rule). */
export const accountIdParam = parseId;
