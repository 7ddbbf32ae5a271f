// Pure logic of the administration overlays: which account an overlay value means, form validation,
// the typed-name check of deleteOrganization, the invitation's redirectUrl, member badges, and the
// bodies sent to the update calls (only the fields that changed).
import { APP_ROOT } from '../../kernel/constants';
import type { ViewingAs } from '../../kernel/permissionRules';
import { adminMessages as m } from './adminMessages';

/** The fields of an account these rules read (the account object or a summary). */
export interface AccountLike {
  id: number;
  username?: string | null;
  accountType?: string | null;
  partnerId?: number | null;
  resellerId?: number | null;
  organizationId?: number | null;
  name?: string | null;
  accountName?: string | null;
}

/** One admin user of GET /api/v2/listAdminUsers. */
export interface Member {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  isOwner: boolean;
  /** the account that is the organization */
  owner: boolean;
  timestamp: number;
}

export type Errors<K extends string> = Partial<Record<K, string>>;

export const LIMITS = { name: 200, email: 254, id: 200, redirectUrl: 2000 } as const;

/** An overlay's value: 'true' = the viewed account, else a positive integer id; anything else null. */
export function accountIdFrom(value: string, viewed: { id: number } | null | undefined): number | null {
  if (value === 'true') return viewed?.id ?? null;
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/** For overlays about an organization: 'true' = the viewed account's organization (or the account). */
export function orgIdFrom(value: string, viewed: AccountLike | null | undefined): number | null {
  if (value === 'true') return viewed ? (viewed.organizationId ?? viewed.id) : null;
  return accountIdFrom(value, viewed);
}

/** The account's own name for lists and questions: the org/account name first, then the person. */
export function accountLabel(account: AccountLike | null | undefined): string {
  return account?.accountName || account?.name || account?.username || (account ? `#${account.id}` : '');
}

export function memberLabel(member: Pick<Member, 'id' | 'name' | 'email' | 'username'>): string {
  return member.name || member.email || member.username || `#${member.id}`;
}

/** An organization account proper: the account that is its organization (not a member). */
export function isOrganization(account: AccountLike): boolean {
  return account.accountType === 'organization' && (account.organizationId == null || account.organizationId === account.id);
}

export function isMemberAccount(account: AccountLike): boolean {
  return account.accountType === 'organization' && account.organizationId != null && account.organizationId !== account.id;
}

export type TakeoverKind = 'organization' | 'reseller' | 'partner';

/** Why an account cannot be taken over by the overlay for `kind`, or null when it can. */
export function takeoverRefusal(kind: TakeoverKind, account: AccountLike): string | null {
  const name = accountLabel(account);
  if (kind === 'organization') {
    if (isOrganization(account)) return null;
    if (isMemberAccount(account)) return m.takeover.memberNotOrg(name);
  } else if (account.accountType === kind) {
    return null;
  }
  return m.takeover.wrongType(name, m.takeover.expected[kind]);
}

/** The viewed account is `orgId` or lies inside it (a member or agent of it). */
export function isActingOn(viewed: AccountLike | null | undefined, orgId: number): boolean {
  return !!viewed && (viewed.id === orgId || viewed.organizationId === orgId);
}

/** The organization an account belongs to, as a hierarchy account (for pathToAccount). */
export function organizationOf(account: AccountLike): AccountLike | null {
  if (account.organizationId == null) return null;
  return {
    id: account.organizationId,
    accountType: 'organization',
    partnerId: account.partnerId ?? null,
    resellerId: account.resellerId ?? null,
    organizationId: account.organizationId,
  };
}

export type MemberBadge = 'owner' | 'invitedOwner' | null;

export function memberBadge(member: Pick<Member, 'owner' | 'isOwner'>): MemberBadge {
  if (member.owner) return 'owner';
  return member.isOwner ? 'invitedOwner' : null;
}

/**
 * The account that is the organization cannot be removed (the server answers 400), and an invited
 * owner only by an owner or an elevated view (the server answers 403 to members).
 */
export function canRemoveMember(member: Pick<Member, 'owner' | 'isOwner'>, ownerRights: boolean): boolean {
  return !member.owner && (!member.isOwner || ownerRights);
}

/** Owner rights over members ("Invite as owner", removing an invited owner): not when viewing as admin. */
export function canInviteOwners(viewingAs: ViewingAs): boolean {
  return viewingAs !== 'admin';
}

// ---- validation -------------------------------------------------------------------------------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string, required = true): string | undefined {
  const v = value.trim();
  if (!v) return required ? m.validation.emailRequired : undefined;
  if (v.length > LIMITS.email || !EMAIL.test(v)) return m.validation.email;
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

/** The invitation's default redirectUrl: the current console path, or /app when not under it. */
export function defaultRedirectUrl(pathname: string): string {
  return isConsolePath(pathname) ? pathname : APP_ROOT;
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

/** A 400 naming a field (`"email: Invalid email address"`) → that field's error; else null. */
export function fieldOfError(message: string, fields: readonly string[]): { field: string; message: string } | null {
  const match = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.+)$/.exec(message);
  if (!match || !fields.includes(match[1])) return null;
  return { field: match[1], message: match[2] };
}
