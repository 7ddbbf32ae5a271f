// The permission set of spec section 6 (the 17 keys), plus three keys the kernel derives from the same
// section so that menus, overlays, buttons and the manifest ask one set:
//  - canSeePartnerControls: "Partner-level controls are visible to a super admin, partner or reseller
//    who is not viewing as owner or admin";
//  - canUseSuperAdminTools: a super admin viewing as superAdmin (refunds, enable/disable, review);
//  - canManageOutgoing: the organization's owner or anyone above it, never a member (admin view):
//    channels that send the organization's data out (webhooks), as the server's ownerOrAbove decides.
export const PERMISSION_KEYS = [
  'canViewOrg',
  'canEditOrg',
  'canOnboardWithoutPlan',
  'canManageUsers',
  'canInviteUsers',
  'canViewBilling',
  'canManageBilling',
  'canDeleteOrg',
  'canViewTasks',
  'canAddAgents',
  'canTakeoverAgent',
  'canUseFullEditor',
  'canViewEmbeds',
  'canSetupSMS',
  'canSelectNumber',
  'canInspectJSON',
  'canDeactivateOrg',
] as const;

export const KERNEL_ACCESS_KEYS = ['canSeePartnerControls', 'canUseSuperAdminTools', 'canManageOutgoing'] as const;

/** Every key of the set: the spec's 17, then the kernel's 3. */
export const ACCESS_KEYS = [...PERMISSION_KEYS, ...KERNEL_ACCESS_KEYS] as const;

export type SpecPermissionKey = (typeof PERMISSION_KEYS)[number];
export type PermissionKey = (typeof ACCESS_KEYS)[number];
export type PermissionSet = Record<PermissionKey, boolean>;
