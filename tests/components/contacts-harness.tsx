// Shared by the contacts component tests: react-admin over the plugin's own adapter and a real
// http client pointed at the reference server started by vitest's globalSetup.
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { inject } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import {
  AdminContext,
  defaultI18nProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { createHttpClient } from '../../src/adapters/http';
import type { OverlayProps } from '../../src/kernel/contracts';
import { createOverlaySafeStore } from '../../src/overlays/overlayStore';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import ContactsOverlay from '../../src/plugins/contacts/overlays/ContactsOverlay';
import CreateContactOverlay from '../../src/plugins/contacts/overlays/CreateContactOverlay';
import DeleteContactOverlay from '../../src/plugins/contacts/overlays/DeleteContactOverlay';
import EditContactOverlay from '../../src/plugins/contacts/overlays/EditContactOverlay';
import PreviewContactOverlay from '../../src/plugins/contacts/overlays/PreviewContactOverlay';
import type { Contact } from '../../src/plugins/contacts/rules';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    acmeToken: string;
  }
}

/** The plugin's adapter over the real server, with its calls counted (not replaced). */
export function provider(token: string | null = inject('acmeToken')) {
  const apiUrl = inject('apiUrl');
  if (!apiUrl) {
    throw new Error("No 'apiUrl' provided: these tests need the vitest globalSetup that runs server/testing.ts startTestServer()");
  }
  const http = createHttpClient(apiUrl, () => ({ token, targetAccountId: null, adminToken: null }));
  const real = contactsAdapter(http) as DataProvider;
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

export const location = { current: '' };
export function LocationSpy() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

/** `ui` inside react-admin's context at `path`, as the console sets it up: toasts shown, no query retries. */
export function renderAdmin(ui: ReactNode, { path = '/contacts', dataProvider = provider().dataProvider } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={defaultI18nProvider}
        // the console's store: overlay parameters never come back from saved list params
        store={createOverlaySafeStore(memoryStore())}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value="contacts">{ui}</ResourceContextProvider>
        <Notification />
      </AdminContext>
      <LocationSpy />
    </MemoryRouter>,
  );
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
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    (name: string) => () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(name);
        return next;
      }),
    [setParams],
  );
  return (
    <>
      {Object.entries(OVERLAYS).map(([name, Overlay]) => {
        const value = params.get(name);
        return value ? <Overlay key={name} value={value} close={close(name)} /> : null;
      })}
    </>
  );
}

export const unique = () => Math.random().toString(36).slice(2, 8);

export async function createContact(data: Record<string, unknown>): Promise<Contact> {
  const { data: contact } = await provider().real.create('contacts', { data });
  return contact as Contact;
}
