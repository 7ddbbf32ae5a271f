import type { Account } from '@kernel/sdk';

/** The organization an account acts in for agents: an agent's organization, else the account itself. */
export const organizationIdOf = (account: Account) => (account.accountType === 'agent' ? account.organizationId : account.id);
