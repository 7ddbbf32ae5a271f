// Every string the domains plugin shows (issue 21 point 3), in one place. Field labels reach
// react-admin as resources.customDomains.fields.*. Domain syntax messages are src/shared/domainName.ts's.
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';

const english = {
  fields: { domain: 'Domain', status: 'Status', txtName: 'Name', txtValue: 'Value', checkedAt: 'Last checked' },
  status: { pending: 'Waiting for DNS', verified: 'Verified', failed: 'Not verified' } as Record<string, string>,
  title: 'Custom domains',
  intro: 'Serve the console on your own domain. Add it here, create the TXT record shown at your DNS provider, then check it. Once verified, the console on that domain shows your brand.',
  txtTitle: 'Create this TXT record at your DNS provider:',
  txtType: 'Type: TXT',
  defaultChip: 'Default',
  actions: { add: 'Add domain', check: 'Check again', makeDefault: 'Make default', delete: 'Delete', copy: 'Copy', retry: 'Retry' },
  copied: 'Copied',
  never: 'Never checked',
  checked: (when: string) => `Last checked ${when}`,
  empty: 'No custom domains yet.',
  loading: 'Loading custom domains…',
  listFailed: 'The custom domains could not be loaded.',
  addFailed: 'The domain could not be added.',
  actionFailed: 'That did not work. Try again.',
  invalidData: 'Invalid domain data',
  confirmDelete: (domain: string) => `Delete the domain ${domain}?`,
  confirmDeleteDetails: 'The console stops answering with your brand on it. To use it again you would add and verify it anew.',
  notify: { added: 'Domain added: create its TXT record, then check it', verified: 'Domain verified', failed: 'Domain not verified yet', defaultSet: 'Default domain set', deleted: 'Domain deleted' },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { customDomains: 'Custom domain |||| Custom domains' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

defineResourceMessages('customDomains', { name: messages.resourceNames.customDomains, fields: messages.fields });
