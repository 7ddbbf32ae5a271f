// Every overlay name of spec 1-product.md section 2.3, and the few beyond it (noted). Only these open
// from the query string.
export const OVERLAY_NAMES = [
  'accountSearch', 'addCustomNumber', 'addFunds', 'agentAdmin', 'agentInfo', 'balances', 'billing',
  'callVerify', 'call', 'calling', 'chat', 'checkout', 'contacts', 'callTranscript', 'createContact',
  'createAgentAccount', 'createOrgAccount', 'createResellerAccount', 'createTask', 'createWebhook',
  'editTask', 'taskSettings', 'uploadTaskList', 'debug', 'docsPage', 'deleteAgent', 'deleteContact',
  'deleteOrganization', 'editAgent', 'editContact', 'editPlan', 'editPage', 'agentSettings',
  'editPageProfile', 'editSocial', 'integrations', 'editAvatar', 'editEmail', 'editFullName',
  'editUserAccount', 'editSlug', 'editMetric', 'editDashboard', 'form', 'forwardingInstructions', 'help',
  'legacyLogin', 'info', 'install', 'members', 'memberInvite', 'memberDelete', 'mobile', 'number',
  'onboard', 'orgAdmin', 'orgTakeover', 'orgInfo', 'partnerInfo', 'partnerTakeover', 'planOffered',
  'planDetails', 'premium', 'previewContact', 'createTemplate', 'renameTemplate', 'requestAccess',
  'resellerPreview', 'resellerTakeover', 'resellerInfo', 'schedule', 'search', 'settings',
  'selectNumber', 'selectPlan', 'upgrade', 'setupAgent', 'shareProfile', 'subscription',
  'compareChanges', 'saveConflict', 'testAgent', 'transactions', 'wallet', 'withdraw', 'reporting',
  'logFilterBuilder', 'editConvoColumns', 'viewAs',
  // the workflow-automation integration
  'workflowAutomation',
  // beyond the spec: scheduled dashboard reports (issue 10 point 15; the spec's `reporting` is the logs export)
  'scheduleReport',
  // beyond the spec: a reseller's rebilling of one client (issue 22 point 7; ?editRebilling=<accountId>)
  'editRebilling',
  // beyond the spec: the signed-in user's phone number change, the twin of editEmail (profile plugin;
  // the spec names phoneNumber/requestVerificationCode and validateVerificationCode, no screen)
  'editPhone',
] as const;

export type OverlayName = (typeof OVERLAY_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(OVERLAY_NAMES);

export function isOverlayName(name: string): name is OverlayName {
  return NAMES.has(name);
}

/** The catalogue names present in a query string, in catalogue order. */
export function overlaysInSearch(search: string | URLSearchParams): OverlayName[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return OVERLAY_NAMES.filter((name) => params.has(name));
}
