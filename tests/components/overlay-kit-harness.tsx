// Shared by the overlay kit's component tests: the contacts adapter over a real http client of the
// reference server started by the components project's globalSetup, as a react-admin data provider.
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import type { DataProvider } from 'react-admin';
import { withErrorMapping } from '../../src/adapters/dataProvider';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import type { Contact } from '../../src/plugins/contacts/rules';
import { httpClient, renderInConsole } from './kernelHarness';

/** The contacts adapter over the real server; `calls` names each method react-admin called (none replaced). */
export function contactsProvider(token: string | null = inject('acmeToken'), calls: string[] = []): DataProvider {
  const adapter = contactsAdapter(httpClient(inject('apiUrl'), token)) as Record<string, (...args: unknown[]) => unknown>;
  const counted = Object.fromEntries(
    Object.entries(adapter).map(([name, method]) => [name, (...args: unknown[]) => (calls.push(name), method(...args))]),
  );
  return withErrorMapping(counted, 'contacts');
}

export function renderKit(ui: ReactNode, { path = '/', dataProvider = contactsProvider() } = {}) {
  return renderInConsole(ui, { path, dataProvider, resource: 'contacts' });
}

export async function newContact(data: Record<string, unknown>): Promise<Contact> {
  return (await contactsProvider().create('contacts', { data })).data as Contact;
}

export const unique = () => Math.random().toString(36).slice(2, 8);
