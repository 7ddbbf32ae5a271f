// Every user-facing string of the contacts plugin, in one place (house rule: the spec's exact
// strings are imported, never retyped). Field labels reach react-admin as resources.contacts.fields.*;
// common words (Save, Cancel, Close, Edit, Delete) are react-admin's own (ra.action.*).
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';

/** Spec doc 2, error catalogue: "Contact load without token or org id". */
export const NO_TOKEN_OR_ORG = 'No token or orgAccountId';

const english = {
  menu: 'Contacts',
  resource: 'Contacts',
  unnamed: 'Unnamed contact',

  fields: {
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    phoneNumber: 'Phone number',
    email: 'Email',
    company: 'Company',
    notes: 'Notes',
    createdAt: 'Created',
    updatedAt: 'Updated',
    extraFields: 'Other fields',
    extraKey: 'Field name',
    extraValue: 'Value',
  },

  titles: {
    list: 'Contacts',
    create: 'New contact',
    edit: 'Edit contact',
    delete: 'Delete contact',
    preview: 'Contact',
    picker: 'Contacts',
  },

  actions: {
    create: 'Create contact',
    addField: 'Add field',
    removeField: 'Remove field',
  },

  search: 'Search',
  searchPlaceholder: 'Search name, phone or email',
  empty: 'No contacts yet.',
  emptyHint: 'Add the people your agents call and text.',
  noMatch: 'No contact matches this search.',
  noExtraFields: 'No other fields.',
  loading: 'Loading contact…',
  loadFailed: 'The contact could not be loaded.',
  listFailed: 'The contacts could not be loaded.',
  saveFailed: 'The contact could not be saved.',
  deleteFailed: 'The contact could not be deleted.',

  notify: {
    created: 'Contact created',
    updated: 'Contact updated',
    deleted: 'Contact deleted',
  },

  confirmDelete: (name: string) => `Delete ${name}? This cannot be undone.`,

  validation: {
    atLeastOne: 'Enter a name, a phone number or an email.',
    email: 'Enter a valid email address.',
    phone: 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
    keyRequired: 'Enter a field name.',
    keyFormat: 'Use letters, digits and underscores, starting with a letter (at most 64).',
    keyReserved: 'This name is already a contact field.',
    keyDuplicate: 'This field name is used twice.',
  },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { contacts: 'Contact |||| Contacts' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

/** What the contact overlays say while their contact loads or when it cannot. */
export const CONTACT_LOAD = { loading: messages.loading, failed: messages.loadFailed };

defineResourceMessages('contacts', { name: messages.resourceNames.contacts, fields: messages.fields });
