// The permission set (spec 1-product.md section 6) as one pure function of the user, the view and
// the settings. The console uses it for what the user sees; the reference server imports the same
// module to decide (the client's checks are for the eyes).
import { ACCESS_KEYS, type PermissionKey, type PermissionSet } from './permissionKeys';

export type AccountType = 'partner' | 'reseller' | 'organization' | 'agent';
export type ViewingAs = 'superAdmin' | 'partner' | 'reseller' | 'owner' | 'admin';
export const VIEWING_AS_ORDER: readonly ViewingAs[] = ['superAdmin', 'partner', 'reseller', 'owner', 'admin'];
export const VIEWING_AS_LABELS: Readonly<Record<ViewingAs, string>> = {
  superAdmin: 'Super admin',
  partner: 'Partner',
  reseller: 'Reseller',
  owner: 'Owner',
  admin: 'Admin',
};

/** The fields of the signed-in user that the rules read. */
export interface AccessUser {
  id: number;
  username: string;
  accountType?: AccountType | string | null;
  partnerId?: number | null;
  resellerId?: number | null;
  organizationId?: number | null;
  superAdmin?: boolean | null;
  /** a member invited as owner (POST /api/v2/inviteAdminUser with isOwner) */
  isOwner?: boolean | null;
}

/** Reseller or partner settings keys of spec section 3 that grant permissions. */
export type AccessSettings = Partial<Record<(typeof SETTING_GRANTS)[number][0], unknown>>;

/** Which setting grants which permissions (spec section 6 table): allowed unless explicitly false. */
export const SETTING_GRANTS = [
  ['grantTrialEntry', ['canOnboardWithoutPlan']],
  ['showMembers', ['canManageUsers', 'canInviteUsers']],
  ['showBilling', ['canViewBilling', 'canManageBilling']],
  ['allowSignup', ['canDeleteOrg', 'canDeactivateOrg']],
  ['allowTasks', ['canViewTasks']],
  ['allowAddAgents', ['canAddAgents']],
  ['allowAgentTakeover', ['canTakeoverAgent']],
  ['allowFullEditor', ['canUseFullEditor']],
  ['allowEmbeds', ['canViewEmbeds']],
  ['smsMessaging', ['canSetupSMS']],
  ['allowOrgNumberAssignment', ['canSelectNumber']],
] as const satisfies readonly (readonly [string, readonly PermissionKey[]])[];

/**
 * The hard-coded test usernames of spec section 6 (store reviewers and demo logins). They may view
 * and edit the org, onboard without a plan, select numbers and deactivate, and nothing else.
 */
export const TEST_USERNAMES: readonly string[] = ['appreview', 'appreview-ios', 'appreview-android', 'demo-reviewer'];
const TEST_USER_GRANTS: readonly PermissionKey[] = [
  'canViewOrg',
  'canEditOrg',
  'canOnboardWithoutPlan',
  'canSelectNumber',
  'canDeactivateOrg',
];

/** Never granted to members (admins), whatever the settings say. */
const NEVER_FOR_ADMINS: readonly PermissionKey[] = ['canViewBilling', 'canManageBilling', 'canDeleteOrg', 'canDeactivateOrg'];

function set(grant: (key: PermissionKey) => boolean): PermissionSet {
  return Object.fromEntries(ACCESS_KEYS.map((key) => [key, grant(key)])) as PermissionSet;
}

export const NONE_ALLOWED: PermissionSet = set(() => false);

/** Type detection of spec section 6. */
export function detectAccountType(user: AccessUser): 'partner' | 'reseller' | 'organization' {
  if (user.accountType === 'partner' || (user.organizationId != null && user.organizationId === user.partnerId)) return 'partner';
  if (user.accountType === 'reseller' || (user.organizationId != null && user.organizationId === user.resellerId)) return 'reseller';
  return 'organization';
}

/** The org owner: the account that is its organization, or a member invited as owner. */
export function isOrgOwner(user: AccessUser): boolean {
  return user.organizationId != null && (user.id === user.organizationId || user.isOwner === true);
}

/** The views this user has the right to, highest first. */
export function viewsHeld(user: AccessUser): ViewingAs[] {
  const type = detectAccountType(user);
  const held = new Set<ViewingAs>();
  if (user.superAdmin) ['superAdmin', 'partner', 'reseller', 'owner', 'admin'].forEach((v) => held.add(v as ViewingAs));
  if (type === 'partner') ['partner', 'reseller', 'owner', 'admin'].forEach((v) => held.add(v as ViewingAs));
  if (type === 'reseller') ['reseller', 'owner', 'admin'].forEach((v) => held.add(v as ViewingAs));
  if (isOrgOwner(user)) held.add('owner');
  held.add('admin');
  return VIEWING_AS_ORDER.filter((v) => held.has(v));
}

/** viewingAs: the stored value if the user has the right to it, else the highest role held. */
export function resolveViewingAs(user: AccessUser, stored: unknown): ViewingAs {
  const held = viewsHeld(user);
  return typeof stored === 'string' && (held as string[]).includes(stored) ? (stored as ViewingAs) : held[0];
}

export function computePermissions(user: AccessUser, viewingAs: ViewingAs, settings: AccessSettings = {}): PermissionSet {
  const type = detectAccountType(user);
  const everything =
    (viewingAs === 'superAdmin' && !!user.superAdmin) ||
    (viewingAs === 'partner' && (type === 'partner' || !!user.superAdmin)) ||
    (viewingAs === 'reseller' && (type === 'reseller' || type === 'partner' || !!user.superAdmin));
  if (everything) {
    return set((key) => key !== 'canUseSuperAdminTools' || (viewingAs === 'superAdmin' && !!user.superAdmin));
  }
  if (TEST_USERNAMES.includes(user.username)) return set((key) => TEST_USER_GRANTS.includes(key));

  const owner = viewingAs === 'owner' || (viewingAs !== 'admin' && isOrgOwner(user));
  const granted = new Set<PermissionKey>(['canViewOrg', 'canEditOrg']);
  for (const [setting, keys] of SETTING_GRANTS) {
    if (settings[setting] !== false) keys.forEach((key) => granted.add(key));
  }
  if (!owner) NEVER_FOR_ADMINS.forEach((key) => granted.delete(key));
  if (owner) granted.add('canManageOutgoing');
  granted.delete('canInspectJSON');
  return set((key) => granted.has(key));
}

/** Partner-level controls: super admin, partner or reseller not viewing as owner or admin. */
export function canSeePartnerControls(user: AccessUser, viewingAs: ViewingAs): boolean {
  const type = detectAccountType(user);
  const elevated = !!user.superAdmin || type === 'partner' || type === 'reseller';
  return elevated && viewingAs !== 'owner' && viewingAs !== 'admin';
}
