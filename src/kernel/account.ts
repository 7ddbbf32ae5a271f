// The account object of GET /api/v1/account (docs/api-contract.md).
export interface Account {
  id: number;
  username: string;
  accountType: string;
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  superAdmin: boolean;
  /** a member invited as owner */
  isOwner?: boolean;
  timestamp?: number;
  email?: string | null;
  name?: string | null;
  accountName?: string | null;
  phoneNumber?: string | null;
  enabled?: boolean;
  role?: string;
  settings?: Record<string, unknown>;
  details?: Record<string, unknown>;
  domainProfileId?: number | null;
}

export interface AccountResponse {
  success: boolean;
  account: Account;
  user?: Account;
}

export function displayName(account: Account | null | undefined): string {
  return account?.name || account?.accountName || account?.username || '';
}

/** How an account (rather than the person behind it) is named: its account name first. */
export function accountLabel(account: Account | null | undefined): string {
  return account?.accountName || account?.name || account?.username || '';
}
