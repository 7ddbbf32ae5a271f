// The permission set of spec section 6. Issue 3 completes the rules; the shape is fixed here so
// every menu, overlay and button can already ask it.
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

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type PermissionSet = Record<PermissionKey, boolean>;
