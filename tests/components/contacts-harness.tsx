// Shared by the contacts component tests: react-admin over the plugin's own adapter and a real
// http client pointed at the reference server started by vitest's globalSetup.
import type { ComponentType, ReactNode } from 'react';
import { inject } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { OverlayProps } from '../../src/kernel/contracts';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import ContactsOverlay from '../../src/plugins/contacts/overlays/ContactsOverlay';
import CreateContactOverlay from '../../src/plugins/contacts/overlays/CreateContactOverlay';
import DeleteContactOverlay from '../../src/plugins/contacts/overlays/DeleteContactOverlay';
import EditContactOverlay from '../../src/plugins/contacts/overlays/EditContactOverlay';
import PreviewContactOverlay from '../../src/plugins/contacts/overlays/PreviewContactOverlay';
import type { Contact } from '../../src/plugins/contacts/rules';
import { httpClient, OverlayStandIn, renderInConsole } from './kernelHarness';

export { location, LocationSpy } from './kernelHarness';

/** The plugin's adapter over the real server, with its calls counted (not replaced). */
export function provider(token: string | null = inject('acmeToken')) {
  const apiUrl = inject('apiUrl');
  if (!apiUrl) {
    throw new Error("No 'apiUrl' provided: these tests need the vitest globalSetup that runs server/testing.ts startTestServer()");
  }
  const real = contactsAdapter(httpClient(apiUrl, token)) as DataProvider;
  const calls: string[] = [];
  const dataProvider = new Proxy(real, {
    get(target, method: string) {
      const fn = (target as any)[method];
      if (typeof fn !== 'function') return fn;
      return (...args: unknown[]) => {
        calls.push(method);
        return fn(...args);
      };
    },
  });
  return { dataProvider, calls, real };
}

/** `ui` on a contacts screen at `path`, as the console mounts it (see kernelHarness.tsx). */
export function renderAdmin(ui: ReactNode, { path = '/contacts', dataProvider = provider().dataProvider } = {}) {
  return renderInConsole(ui, { path, dataProvider, resource: 'contacts' });
}

const OVERLAYS: Record<string, ComponentType<OverlayProps>> = {
  contacts: ContactsOverlay,
  createContact: CreateContactOverlay,
  editContact: EditContactOverlay,
  deleteContact: DeleteContactOverlay,
  previewContact: PreviewContactOverlay,
};

/** A stand-in for the kernel's overlay host: `?name=value` renders the plugin's overlay. */
export function OverlayHost() {
  return <OverlayStandIn overlays={OVERLAYS} />;
}

export const unique = () => Math.random().toString(36).slice(2, 8);

export async function createContact(data: Record<string, unknown>): Promise<Contact> {
  const { data: contact } = await provider().real.create('contacts', { data });
  return contact as Contact;
}
