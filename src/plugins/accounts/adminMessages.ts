// The administration overlays' strings of the accounts plugin (takeover, administer, members,
// invite, delete, view as, edit account); messages.ts spreads them into the plugin's one `messages`,
// which screens import.
import type { ViewingAs } from '@kernel/sdk';

export const adminMessages = {
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
