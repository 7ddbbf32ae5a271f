// Every user-facing string of the white-label plugin, in one place.
import { localized, type SpecPermissionKey } from '@kernel/sdk';
import fr, { frLabels } from './messages.fr';
import type { GrantKey, LinkKey } from './rules';

const english = {
  panel: 'White-label',
  noProfile: 'This account has no domain profile',
  noProfileHint: 'Domain profiles belong to partners and resellers; ask your platform contact to set one up.',
  loadFailed: 'The domain profile could not be loaded.',
  retry: 'Retry',

  sections: {
    plugins: 'Plugins',
    pluginsHint: 'Switch whole areas of the console on or off for every account under you.',
    grants: 'What org owners may do',
    grantsHint: 'Each switch grants these permissions to the owners (and, where allowed, the admins) of your organizations.',
    links: 'Links',
    linksHint: 'Shown to your customers. Leave a field empty to use the default.',
  },

  switchedOffByPartner: 'Switched off by your partner',
  grants: 'Grants',

  notify: {
    saved: 'White-label setting saved',
    saveFailed: (reason: string) => `The setting could not be saved: ${reason}`,
  },

  validation: {
    url: 'Enter a full link starting with https:// or http://, e.g. https://example.com/help.',
    tooLong: 'This link is too long (at most 2000 characters).',
  },

  preview: {
    title: 'What an org owner under you sees',
    button: 'Preview as an org owner',
    overlayTitle: 'Preview as an org owner',
    hint: 'Computed from the values above, saved or not.',
    plugins: 'Their plugins',
    menu: 'Menu',
    noMenu: 'No menu entries besides the dashboard and settings.',
    permissions: 'Permissions',
    allowed: 'Allowed',
    denied: 'Not allowed',
  },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

/** Plain-language labels of the settings keys a partner or reseller controls (spec section 3). */
const englishGrants: Readonly<Record<GrantKey, string>> = {
  grantTrialEntry: 'Start using the product without a plan (trial entry)',
  showMembers: 'See and invite team members',
  showBilling: 'See and manage billing',
  allowSignup: 'Sign up, and delete or deactivate their organization',
  allowTasks: 'Use task lists',
  allowAddAgents: 'Add agents',
  allowAgentTakeover: 'Take over agent accounts',
  allowFullEditor: 'Use the full agent editor',
  allowEmbeds: 'Use embeds',
  smsMessaging: 'Set up SMS messaging',
  allowOrgNumberAssignment: 'Choose their own phone numbers',
};

const englishLinks: Readonly<Record<LinkKey, string>> = {
  talkToSalesUrl: 'Talk to sales link',
  supportUrl: 'Support link',
  privacyUrl: 'Privacy policy link',
  tosUrl: 'Terms of service link',
};

/** Plain-language names of the permissions of spec section 6. */
const englishPermissions: Readonly<Record<SpecPermissionKey, string>> = {
  canViewOrg: 'View the organization',
  canEditOrg: 'Edit the organization',
  canOnboardWithoutPlan: 'Onboard without a plan',
  canManageUsers: 'Manage team members',
  canInviteUsers: 'Invite team members',
  canViewBilling: 'View billing',
  canManageBilling: 'Manage billing',
  canDeleteOrg: 'Delete the organization',
  canViewTasks: 'View task lists',
  canAddAgents: 'Add agents',
  canTakeoverAgent: 'Take over agents',
  canUseFullEditor: 'Use the full editor',
  canViewEmbeds: 'View embeds',
  canSetupSMS: 'Set up SMS',
  canSelectNumber: 'Select phone numbers',
  canInspectJSON: 'Inspect raw JSON',
  canDeactivateOrg: 'Deactivate the organization',
};

/** The label tables' English: messages.fr.ts translates them too (named exports beside its default). */
export type EnglishLabels = { grants: typeof englishGrants; links: typeof englishLinks; permissions: typeof englishPermissions };

const labels = localized<EnglishLabels>({ grants: englishGrants, links: englishLinks, permissions: englishPermissions }, { fr: frLabels });
export const GRANT_LABELS = labels.grants;
export const LINK_LABELS = labels.links;
export const PERMISSION_LABELS = labels.permissions;
