// Every user-facing string of the accounts plugin in one object (house rule): the lists, search,
// create and info strings here, the administration overlays' in adminMessages.ts, spread in below.
// The spec's constants live in rules.ts. Common words (Save, Cancel, Close, Delete) are react-admin's
// own (ra.action.*); the lists' column labels reach react-admin as
// resources.<organizations|resellers|agentAccounts>.fields.* (declared below).
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';
import { adminMessages } from './adminMessages';

const english = {
  menu: {
    organizations: 'Organizations',
    resellers: 'Resellers',
    agentAccounts: 'Agent accounts',
  },

  /** what an account overlay names in "… not found" */
  account: 'Account',
  kinds: {
    partner: 'Partner',
    reseller: 'Reseller',
    organization: 'Organization',
    member: 'Member',
    agent: 'Agent',
  },

  status: {
    active: 'Active',
    disabled: 'Disabled',
    canceled: 'Canceled',
  },

  fields: {
    name: 'Name',
    accountName: 'Account name',
    organization: 'Organization',
    reseller: 'Reseller',
    partner: 'Partner',
    owner: 'Owner',
    ownerName: 'Owner name',
    contactName: 'Contact name',
    username: 'Username',
    email: 'Email',
    phoneNumber: 'Phone number',
    plan: 'Plan',
    subscribed: 'Subscribed',
    canceled: 'Canceled',
    canceledAt: 'Canceled on',
    onboardingComplete: 'Onboarding complete',
    voiceMinutes: 'Voice minutes',
    messageCount: 'Messages',
    created: 'Created',
    status: 'Status',
    type: 'Type',
    hierarchy: 'Hierarchy',
    id: 'Account id',
    externalAccountId: 'External account id',
    externalBillingId: 'External billing id',
    billingId: 'Billing customer id',
    billingSubscriptionId: 'Billing subscription id',
    productPlanId: 'Plan id',
    productPlanTerm: 'Plan term',
    disabledReason: 'Disabled because',
    agentName: 'Agent name',
    organizationName: 'Organization name',
    agentAccountName: 'Agent account name',
    isOwner: 'Invite as owner',
    redirectUrl: 'After sign-in, open',
    superAdmin: 'Super admin',
    confirmName: 'Organization name',
  },

  filters: {
    search: 'Search',
    searchPlaceholder: 'Name, account name, username or email',
    active: 'Status',
    activeChoices: { true: 'Active', false: 'Disabled', all: 'All' },
    yes: 'Yes',
    no: 'No',
    voiceMinutesMin: 'Voice minutes at least',
    voiceMinutesMax: 'Voice minutes at most',
    messageCountMin: 'Messages at least',
    messageCountMax: 'Messages at most',
    onboardingComplete: 'Onboarding complete',
    subscribed: 'Subscribed',
    canceled: 'Canceled',
    productPlanId: 'Plan id',
    productPlanTerm: 'Plan term',
    billingSubscriptionId: 'Billing subscription id',
    billingId: 'Billing id',
    externalAccountId: 'External account id',
    createdFrom: 'Created from',
    createdTo: 'Created until',
    canceledFrom: 'Canceled from',
    canceledTo: 'Canceled until',
  },

  titles: {
    organizations: 'Organizations',
    resellers: 'Resellers',
    agentAccounts: 'Agent accounts',
    accountSearch: 'Find an account',
    createOrgAccount: 'New organization',
    createResellerAccount: 'New reseller',
    createAgentAccount: 'New agent account',
    orgInfo: 'Organization',
    resellerInfo: 'Reseller',
    partnerInfo: 'Partner',
    agentInfo: 'Agent account',
  },

  actions: {
    info: 'Info',
    takeOver: 'Take over',
    admin: 'Administer',
    editAgent: 'Edit agent',
    open: 'Open',
    create: 'Create',
    createOrganization: 'Create organization',
    createOrgUnder: 'New organization',
    createReseller: 'Create reseller',
    createAgent: 'Create agent account',
    recent: 'Recent accounts',
    clearRecent: 'Clear history',
    saving: 'Saving…',
    deleting: 'Deleting…',
    remove: 'Remove',
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

  empty: {
    organizations: 'No organizations here yet.',
    resellers: 'No resellers here yet.',
    agentAccounts: 'No agent accounts in this organization yet.',
    noMatch: 'No account matches these filters.',
  },

  listFailed: 'The accounts could not be loaded.',
  loading: 'Loading…',
  loadFailed: 'The account could not be loaded.',
  saveFailed: 'The changes could not be saved.',
  deleteFailed: 'The account could not be deleted.',
  noChanges: 'Nothing to save: no field was changed.',
  fixErrors: 'Please correct the highlighted fields.',

  search: {
    label: 'Search accounts',
    placeholder: 'Name, email, phone, username, id or billing id',
    hint: 'Type at least one character.',
    noResults: (phrase: string) => `No account matches “${phrase}”.`,
    failed: 'The search failed.',
    searching: 'Searching…',
    results: 'Accounts found',
    recentEmpty: 'No recently opened accounts.',
    tooLong: (max: number) => `Enter at most ${max} characters.`,
  },

  info: {
    loading: 'Loading account…',
    failed: 'The account could not be loaded.', // = loadFailed
    badId: 'This is not an account id.',
    wrongKind: (expected: string, actual: string) => `This account is a ${actual.toLowerCase()}, not a ${expected.toLowerCase()}.`,
    none: '—',
  },

  create: {
    failed: 'The account could not be created.',
    pickReseller: 'Choose the reseller the organization belongs to.',
    noReseller: 'No reseller to create the organization under.',
    noPartner: 'No partner to create the reseller under.',
    resellersFailed: 'The resellers could not be loaded.',
    created: {
      organization: 'Organization created',
      reseller: 'Reseller created',
      agent: 'Agent account created',
    },
  },

  validation: {
    required: 'This field is required', // spec 1, form helper
    email: 'Enter a valid email address, e.g. name@example.com',
    emailRequired: 'Enter an email address',
    phone: 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
    tooLong: (max: number) => `At most ${max} characters`,
    redirectUrl: 'Must be a console path starting with /app',
    term: 'Choose monthly, yearly or no term',
    noSpaces: 'Must not contain spaces',
    count: 'Enter a whole number, 0 or more.',
    flag: 'Choose yes or no.',
    text: 'Enter text.',
    date: 'Enter a date as YYYY-MM-DD.',
    range: (upper: string) => `Must not exceed “${upper}”.`,
    reseller: 'Choose a reseller.',
  },

  terms: { '': 'No term', month: 'Monthly', year: 'Yearly' } as Record<string, string>,

  hints: {
    isOwner: 'Owners also see billing and may delete or deactivate the organization.',
    redirectUrl: 'A console path starting with /app.',
    partnerFields: 'Plan and billing (visible to partner-level views only)',
    superAdmin: 'Super admins can act on every account and use the internal tools.',
  },

  ...adminMessages,
  // react-admin's resource names (singular |||| plural)
  resourceNames: { resellers: 'Reseller |||| Resellers', organizations: 'Organization |||| Organizations', agentAccounts: 'Agent account |||| Agent accounts' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

// react-admin's labels of the list columns (resources.<name>.fields.*), from the same strings
const { fields } = messages;
const listed = { accountName: fields.name, name: fields.owner, email: fields.email, timestamp: fields.created, enabled: fields.status };
defineResourceMessages('organizations', {
  name: messages.resourceNames.organizations,
  fields: { ...listed, productPlanId: fields.plan, subscribed: fields.subscribed, voiceMinutes: fields.voiceMinutes, messageCount: fields.messageCount },
});
defineResourceMessages('resellers', { name: messages.resourceNames.resellers, fields: listed });
defineResourceMessages('agentAccounts', {
  name: messages.resourceNames.agentAccounts,
  fields: { accountName: fields.name, username: fields.username, timestamp: fields.created },
});
