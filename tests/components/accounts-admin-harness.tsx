// Shared by the accounts administration component tests: the plugin's overlays inside react-admin's
// context and a kernel context built as the kernel root builds it (a real Session signed in against
// the reference server of vitest's globalSetup, the viewed account from GET /api/v1/account, the
// permission set from the stored viewingAs). Changing viewingAs rebuilds the permissions, as the
// kernel root does.
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { inject } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, testDataProvider } from 'react-admin';
import { createStorage, memoryStorage, STORAGE_KEYS } from '../../src/adapters/storage';
import type { HttpClient } from '../../src/adapters/http';
import type { Account, AccountResponse } from '../../src/kernel/account';
import type { OverlayProps } from '../../src/kernel/contracts';
import { KernelContext, type KernelValue } from '../../src/kernel/KernelContext';
import { permissionsFor } from '../../src/kernel/permissions';
import { Session } from '../../src/kernel/session';
import { ConfirmProvider } from '../../src/kernel/shell/ConfirmProvider';
import { brandFor } from '../../src/kernel/whiteLabel';
import DeleteAgentOverlay from '../../src/plugins/accounts/overlays/DeleteAgentOverlay';
import DeleteOrganizationOverlay from '../../src/plugins/accounts/overlays/DeleteOrganizationOverlay';
import EditUserAccountOverlay from '../../src/plugins/accounts/overlays/EditUserAccountOverlay';
import MemberDeleteOverlay from '../../src/plugins/accounts/overlays/MemberDeleteOverlay';
import MemberInviteOverlay from '../../src/plugins/accounts/overlays/MemberInviteOverlay';
import MembersOverlay from '../../src/plugins/accounts/overlays/MembersOverlay';
import OrgAdminOverlay from '../../src/plugins/accounts/overlays/OrgAdminOverlay';
import OrgTakeoverOverlay from '../../src/plugins/accounts/overlays/OrgTakeoverOverlay';
import ViewAsOverlay from '../../src/plugins/accounts/overlays/ViewAsOverlay';
import AgentAdminOverlay from '../../src/plugins/accounts/overlays/AgentAdminOverlay';
import { kernelValue, OverlayStandIn } from './kernelHarness';
import { i18nProvider } from '../../src/kernel/i18n';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    acmeToken: string;
    globexToken: string;
  }
}

export function apiUrl(): string {
  const url = inject('apiUrl');
  if (!url) throw new Error("No 'apiUrl' provided: these tests need the vitest globalSetup that starts the reference server");
  return url;
}

export interface SignedIn {
  session: Session;
  user: Account;
  /** an http client of this session aimed at `target` (default: the user's own account) */
  http(target?: number | null): HttpClient;
}

/** A real Session signed in with `token`, its account fetched from the server. */
export async function signedIn(token: string, viewingAs?: string): Promise<SignedIn> {
  const storage = createStorage(memoryStorage());
  storage.set(STORAGE_KEYS.token, token);
  if (viewingAs) storage.set(STORAGE_KEYS.viewingAs, viewingAs);
  const session = new Session({ storage, apiUrl: apiUrl() });
  const user = await session.refresh();
  if (!user) throw new Error('sign-in failed: GET /api/v1/account did not answer with an account');
  return { session, user, http: (target = null) => session.http(() => target) };
}

const OVERLAYS: Record<string, ComponentType<OverlayProps>> = {
  agentAdmin: AgentAdminOverlay,
  deleteAgent: DeleteAgentOverlay,
  deleteOrganization: DeleteOrganizationOverlay,
  editUserAccount: EditUserAccountOverlay,
  members: MembersOverlay,
  memberInvite: MemberInviteOverlay,
  memberDelete: MemberDeleteOverlay,
  orgAdmin: OrgAdminOverlay,
  orgTakeover: OrgTakeoverOverlay,
  viewAs: ViewAsOverlay,
};

const Overlays = () => <OverlayStandIn overlays={OVERLAYS} />;

export const location = { current: '' };
function LocationSpy() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

function Kernel({ signed, account }: { signed: SignedIn; account: Account }) {
  const { session } = signed;
  const { user, viewingAs } = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const http = useMemo(() => signed.http(account.id === signed.user.id ? null : account.id), [signed, account.id]);
  const value: KernelValue = useMemo(
    () =>
      kernelValue({
        permissions: permissionsFor(user ?? signed.user, viewingAs, account.settings),
        brand: brandFor(null),
        session,
        http,
        account,
        user: user ?? signed.user,
        enabledPlugins: ['accounts'],
      }),
    [user, signed.user, viewingAs, account, session, http],
  );
  return (
    <KernelContext.Provider value={value}>
      <ConfirmProvider>
        <Overlays />
      </ConfirmProvider>
    </KernelContext.Provider>
  );
}

/** Renders the overlays of `search` (e.g. '?members=true') for `signed`, viewing `target` (default: own). */
export async function renderOverlays(signed: SignedIn, search: string, target?: number) {
  const account =
    target == null || target === signed.user.id
      ? signed.user
      : (await signed.http(target).request<AccountResponse>('/api/v1/account')).account;
  const utils = render(
    <MemoryRouter initialEntries={[`/${search}`]}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <Kernel signed={signed} account={account} />
        <Notification />
      </AdminContext>
      <LocationSpy />
    </MemoryRouter>,
  );
  return { ...utils, account };
}

export const unique = () => Math.random().toString(36).slice(2, 8);
