// Shared by the contact overlay tests (contacts-overlays*.test.tsx, split so that no file waits on
// all of them): the plugin's adapter over the real server, and a contacts screen as the console mounts it.
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import type { DataProvider } from 'react-admin';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import contacts from '../../src/plugins/contacts/module';
import type { Contact } from '../../src/plugins/contacts/rules';
import { httpClient } from './kernelHarness';
import { apiUrl, renderPlugin, type Persona } from './renderPlugin';

/** The plugin's adapter over the real server, to set up and check what a screen did. */
export const real = () => contactsAdapter(httpClient(apiUrl(), inject('acmeToken'))) as DataProvider;

export async function createContact(data: Record<string, unknown>): Promise<Contact> {
  const { data: contact } = await real().create('contacts', { data });
  return contact as Contact;
}

/** `ui` on a contacts screen at `path`, as the console mounts it for acme's owner (or `persona`). */
export const renderAdmin = (ui: ReactNode, options: { path?: string; persona?: Persona; overlays?: boolean } = {}) =>
  renderPlugin(contacts, { persona: 'owner@acme.example', path: '/contacts', ...options, ui });
