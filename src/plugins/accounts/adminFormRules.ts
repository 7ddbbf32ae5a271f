// Pure logic of the administration forms: validation with our messages, the typed-name check of
// deleteOrganization, the invitation (its redirectUrl included), and the bodies sent to the update
// calls (only the fields that changed); a server message naming a field mapped onto that field.
import { APP_ROOT, formatAppPath, isEmail, parseAppPath } from '@kernel/sdk';
import type { AccountLike } from './adminRules';
import { messages as m } from './messages';

export type Errors<K extends string> = Partial<Record<K, string>>;

export const LIMITS = { name: 200, email: 254, id: 200, redirectUrl: 2000 } as const;

export function validateEmail(value: string, required = true): string | undefined {
  const v = value.trim();
  if (!v) return required ? m.validation.emailRequired : undefined;
  if (v.length > LIMITS.email || !isEmail(v)) return m.validation.email;
  return undefined;
}

export function validateName(value: string): string | undefined {
  const v = value.trim();
  if (!v) return m.validation.required;
  if (v.length > LIMITS.name) return m.validation.tooLong(LIMITS.name);
  return undefined;
}

/** External, plan and billing ids: optional, one token (no spaces), bounded. */
export function validateId(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (/\s/.test(v)) return m.validation.noSpaces;
  if (v.length > LIMITS.id) return m.validation.tooLong(LIMITS.id);
  return undefined;
}

export const PLAN_TERMS = ['', 'month', 'year'] as const;

export function validateTerm(value: string): string | undefined {
  return (PLAN_TERMS as readonly string[]).includes(value) ? undefined : m.validation.term;
}

/** A path under /app (no scheme, no host, no `..`): where an invited member lands after sign-in. */
export function isConsolePath(value: string): boolean {
  if (value.length > LIMITS.redirectUrl) return false;
  if (!(value === APP_ROOT || value.startsWith(`${APP_ROOT}/`) || value.startsWith(`${APP_ROOT}?`))) return false;
  return !value.includes('//') && !value.includes('\\') && !/(^|\/)\.\.(\/|$|\?)/.test(value);
}

export function validateRedirectUrl(value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined; // the server's default
  return isConsolePath(v) ? undefined : m.validation.redirectUrl;
}

/**
 * The invitation's default redirectUrl: the page the inviter is on as the invited member sees it,
 * i.e. without the account prefix (a reseller on /app/reseller/3/org/4/contacts invites to
 * /app/contacts); /app when the inviter is not on a console path.
 */
export function defaultRedirectUrl(pathname: string): string {
  return isConsolePath(pathname) ? formatAppPath({ accounts: [], rest: parseAppPath(pathname).rest }) : APP_ROOT;
}

export interface InviteValues {
  email: string;
  isOwner: boolean;
  redirectUrl: string;
}

export function validateInvite(values: InviteValues): Errors<keyof InviteValues> {
  const errors: Errors<keyof InviteValues> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const redirectUrl = validateRedirectUrl(values.redirectUrl);
  if (redirectUrl) errors.redirectUrl = redirectUrl;
  return errors;
}

/** The invitation body; isOwner only when the inviter may grant it (the server checks too). */
export function inviteBody(values: InviteValues, ownersAllowed: boolean) {
  const redirectUrl = values.redirectUrl.trim();
  return {
    email: values.email.trim().toLowerCase(),
    isOwner: ownersAllowed && values.isOwner,
    ...(redirectUrl ? { redirectUrl } : {}),
  };
}

/** deleteOrganization's strong confirmation: the typed text equals the organization's name. */
export function nameMatches(typed: string, name: string): boolean {
  const expected = name.trim();
  return expected.length > 0 && typed.trim() === expected;
}

// ---- organization and account forms -----------------------------------------------------------

export const ORG_FIELDS = ['accountName', 'externalAccountId'] as const;
/** The server takes these from super admins, partners and resellers only (billing ids included). */
export const PARTNER_FIELDS = ['externalBillingId', 'productPlanId', 'productPlanTerm', 'billingId', 'billingSubscriptionId'] as const;
export type OrgField = (typeof ORG_FIELDS)[number] | (typeof PARTNER_FIELDS)[number];
export type OrgValues = Record<OrgField, string>;

export function toOrgValues(source: Partial<Record<OrgField, unknown>>): OrgValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return Object.fromEntries([...ORG_FIELDS, ...PARTNER_FIELDS].map((f) => [f, text(source[f])])) as OrgValues;
}

export function validateOrg(values: OrgValues, partnerFields: boolean): Errors<OrgField> {
  const errors: Errors<OrgField> = {};
  const name = validateName(values.accountName);
  if (name) errors.accountName = name;
  const ids: OrgField[] = ['externalAccountId'];
  if (partnerFields) ids.push('externalBillingId', 'productPlanId', 'billingId', 'billingSubscriptionId');
  for (const field of ids) {
    const error = validateId(values[field]);
    if (error) errors[field] = error;
  }
  if (partnerFields) {
    const term = validateTerm(values.productPlanTerm);
    if (term) errors.productPlanTerm = term;
  }
  return errors;
}

/**
 * The fields that changed, trimmed; a cleared optional field is sent as null. Plan and billing
 * fields only with partner-level controls (the server refuses them from others anyway).
 */
export function changedOrgFields(initial: OrgValues, values: OrgValues, partnerFields: boolean): Partial<Record<OrgField, string | null>> {
  const fields: OrgField[] = partnerFields ? [...ORG_FIELDS, ...PARTNER_FIELDS] : [...ORG_FIELDS];
  const body: Partial<Record<OrgField, string | null>> = {};
  for (const field of fields) {
    const next = values[field].trim();
    if (next === initial[field].trim()) continue;
    body[field] = next === '' && field !== 'accountName' ? null : next;
  }
  return body;
}

export interface UserValues {
  name: string;
  email: string;
}

export function validateUser(values: UserValues, initial: UserValues): Errors<keyof UserValues> {
  const errors: Errors<keyof UserValues> = {};
  const name = validateName(values.name);
  if (name) errors.name = name;
  // an account without an email may stay without one; one that has an email cannot drop it
  const email = validateEmail(values.email, initial.email.trim() !== '');
  if (email) errors.email = email;
  return errors;
}

export function changedUserFields(initial: UserValues, values: UserValues): Partial<UserValues> {
  const body: Partial<UserValues> = {};
  if (values.name.trim() !== initial.name.trim()) body.name = values.name.trim();
  const email = values.email.trim().toLowerCase();
  if (email && email !== initial.email.trim().toLowerCase()) body.email = email;
  return body;
}

/** Renaming an agent account: its name, and its account name when the two were the same. */
export function agentRenameBody(agent: AccountLike, next: string): { name?: string; accountName?: string } {
  const name = next.trim();
  const body: { name?: string; accountName?: string } = {};
  if (name !== (agent.name ?? '')) body.name = name;
  if ((!agent.accountName || agent.accountName === agent.name) && name !== (agent.accountName ?? '')) body.accountName = name;
  return body;
}

/** A refusal naming a field (`"email: Invalid email address"`) → that field's error (the overlay kit's one reading). */
export { fieldOfMessage as fieldOfError } from '@kernel/sdk';
