// Spec section 1: "One special account always gets SMS messaging and embeds enabled." This is the one
// place that knows which account that is and what it gets. The reference server applies it when it
// resolves an account's settings (server/rules/settings.ts), so every reader of `account.settings`
// (the permission set, plugin toggles, the live preview) sees the same values.
//
// The special account is the platform's own house organization, seeded as "Switchboard HQ" (the super
// admin's organization). Its members and agent accounts inherit it through their organization.
export const SPECIAL_ACCOUNT_USERNAME = 'super';

/** The settings the special account always has, whatever a partner or reseller switched off. */
export const SPECIAL_ACCOUNT_SETTINGS = { smsMessaging: true, allowEmbeds: true } as const;

/** True when the account, or the organization it belongs to, is the special account. */
export function isSpecialAccount(accountUsername: string | null | undefined, organizationUsername?: string | null): boolean {
  return accountUsername === SPECIAL_ACCOUNT_USERNAME || organizationUsername === SPECIAL_ACCOUNT_USERNAME;
}

export function applySpecialAccount<T extends Record<string, unknown>>(settings: T, special: boolean): T {
  return special ? { ...settings, ...SPECIAL_ACCOUNT_SETTINGS } : settings;
}
