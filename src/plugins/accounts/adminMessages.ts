// Every user-facing string of the accounts plugin's administration overlays (orgAdmin, agentAdmin,
// takeovers, members, memberInvite, memberDelete, viewAs, deleteOrganization, deleteAgent,
// editUserAccount), in one place. The list/search/create strings live in messages.ts.
import type { ViewingAs } from '@kernel/sdk';

export const adminMessages = {
  loading: 'Loading…',
  loadFailed: 'The account could not be loaded.',
  saveFailed: 'The changes could not be saved.',
  deleteFailed: 'The account could not be deleted.',
  noChanges: 'Nothing to save: no field was changed.',
  fixErrors: 'Please correct the highlighted fields.',

  actions: {
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    delete: 'Delete',
    deleting: 'Deleting…',
    remove: 'Remove',
    takeOver: 'Take over',
    apply: 'Apply',
    invite: 'Send invitation',
    inviteMember: 'Invite member',
    members: 'Members',
    agentAccounts: 'Agent accounts',
    openAgent: 'Open agent',
    agentInfo: 'Agent details',
    deleteOrganization: 'Delete organization',
    deleteAgent: 'Delete agent account',
    searchAccounts: 'Search accounts',
    retry: 'Try again',
  },

  fields: {
    accountName: 'Organization name',
    agentName: 'Agent account name',
    name: 'Name',
    email: 'Email',
    externalAccountId: 'External account id',
    externalBillingId: 'External billing id',
    productPlanId: 'Plan id',
    productPlanTerm: 'Plan term',
    billingId: 'Billing customer id',
    billingSubscriptionId: 'Billing subscription id',
    isOwner: 'Invite as owner',
    redirectUrl: 'After sign-in, open',
    superAdmin: 'Super admin',
    confirmName: 'Organization name',
  },

  terms: { '': 'No term', month: 'Monthly', year: 'Yearly' } as Record<string, string>,

  hints: {
    isOwner: 'Owners also see billing and may delete or deactivate the organization.',
    redirectUrl: 'A console path starting with /app.',
    partnerFields: 'Plan and billing (visible to partner-level views only)',
    superAdmin: 'Super admins can act on every account and use the internal tools.',
  },

  validation: {
    required: 'Required',
    tooLong: (max: number) => `At most ${max} characters`,
    email: 'Enter a valid email address, e.g. name@example.com',
    emailRequired: 'Enter an email address',
    redirectUrl: 'Must be a console path starting with /app',
    term: 'Choose monthly, yearly or no term',
    noSpaces: 'Must not contain spaces',
  },

  takeover: {
    titles: { organization: 'Take over organization', reseller: 'Take over reseller', partner: 'Take over partner' },
    question: (name: string) => `Take over ${name}?`,
    details: (name: string) => `Every call will act on ${name} until you return.`,
    wrongType: (name: string, expected: string) => `${name} is not ${expected}: it cannot be taken over here.`,
    memberNotOrg: (name: string) => `${name} is a member of an organization, not an organization.`,
    expected: { organization: 'an organization', reseller: 'a reseller', partner: 'a partner' },
  },

  orgAdmin: {
    title: (name: string) => `Administer ${name}`,
    titleLoading: 'Administer organization',
    saved: 'Organization saved',
    links: 'Go to',
    dangerZone: 'Danger zone',
    dangerDetails: 'Deleting the organization removes its members, agent accounts and contacts. It cannot be undone.',
    notOrg: 'This account is not an organization.',
  },

  agentAdmin: {
    title: (name: string) => `Administer ${name}`,
    titleLoading: 'Administer agent account',
    saved: 'Agent account renamed',
    notAgent: 'This account is not an agent account.',
    dangerZone: 'Danger zone',
  },

  members: {
    title: 'Members',
    titleOf: (org: string) => `Members of ${org}`,
    empty: 'No members yet.',
    listFailed: 'The members could not be loaded.',
    owner: 'Owner',
    invitedOwner: 'Invited owner',
    removeLabel: (name: string) => `Remove ${name}`,
  },

  invite: {
    title: 'Invite a member',
    sent: (email: string) => `Invitation sent to ${email}`,
    failed: 'The invitation could not be sent.',
    emailTaken: 'This email address already belongs to an account.',
  },

  memberDelete: {
    title: 'Remove member',
    question: (name: string) => `Remove ${name} from the organization?`,
    details: 'They lose access to the console at once and are signed out everywhere.',
    removed: (name: string) => `${name} was removed`,
    isOrg: 'The organization account itself cannot be removed.',
    failed: 'The member could not be removed.',
  },

  deleteOrganization: {
    title: 'Delete organization',
    warning: (name: string) =>
      `This permanently deletes ${name} with its members, agent accounts, sessions and contacts. It cannot be undone.`,
    typeToConfirm: (name: string) => `Type the organization's name (${name}) to confirm.`,
    mismatch: 'The name does not match.',
    deleted: (name: string) => `${name} was deleted`,
    notOrg: 'This account is not an organization.',
  },

  deleteAgent: {
    title: 'Delete agent account',
    question: (name: string) => `Delete the agent account ${name}?`,
    details: 'Its settings and history are removed. It cannot be undone.',
    deleted: (name: string) => `${name} was deleted`,
    notAgent: 'This account is not an agent account.',
  },

  viewAs: {
    title: 'View as',
    intro: 'Choose how the console looks to you. It changes what you see, never what you are allowed to do.',
    single: (label: string) => `You have a single view: ${label}. There is nothing to switch.`,
    current: 'current',
    switched: (label: string) => `Now viewing as ${label}`,
    otherAccount: 'View another account',
    otherAccountDetails: 'Find an organization, reseller or agent account and open it.',
    explanations: {
      superAdmin: 'Everything, including the internal tools (refunds, enabling and disabling accounts, calls for review).',
      partner: 'Partner-level controls: white-label settings, resellers, organizations and plans.',
      reseller: 'Partner-level controls for your organizations: white-label settings, plans and billing ids.',
      owner: "What the organization's owner sees under the reseller's settings.",
      admin: 'What a member sees: no billing, no deleting or deactivating the organization.',
    } satisfies Record<ViewingAs, string>,
  },

  editUser: {
    title: 'Edit account',
    saved: 'Account saved',
    superAdminSection: 'Super admin',
    grantTitle: (name: string) => `Make ${name} a super admin?`,
    revokeTitle: (name: string) => `Remove super admin from ${name}?`,
    grantDetails: 'A super admin can act on every account of the platform.',
    revokeDetails: 'The account loses access to the internal tools and to accounts outside its own hierarchy.',
    grant: 'Make super admin',
    revoke: 'Remove super admin',
    superAdminOn: 'Super admin granted',
    superAdminOff: 'Super admin removed',
  },
} as const;
