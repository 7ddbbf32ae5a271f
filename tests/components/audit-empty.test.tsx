// The audit list's empty state needs a log nobody has written to: every reseller of the shared
// component-test server is acted on by other suites, so this file runs a fresh seeded server of its
// own in a child process (server/testing.ts; startTestServer cannot run inside jsdom).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, defaultI18nProvider, memoryStore, ResourceContextProvider } from 'react-admin';
import { signInByEmail } from '../../server/demoSignIn';
import { startOwnServer, type OwnServer } from './ownServer';
import { createHttpClient } from '../../src/adapters/http';
import { withErrorMapping } from '../../src/adapters/dataProvider';
import { KernelContext, type KernelValue } from '../../src/kernel/KernelContext';
import { auditAdapter } from '../../src/plugins/audit/api';
import AuditList from '../../src/plugins/audit/AuditList';

let own: OwnServer;
let apiUrl: string;

beforeAll(async () => {
  own = await startOwnServer();
  apiUrl = own.url;
}, 120_000);

afterAll(() => own?.stop());

function renderList(token: string) {
  const http = createHttpClient(apiUrl, () => ({ token, targetAccountId: null, adminToken: null }));
  const kernel = { http, account: null, user: null, prefix: '/app', enabledPlugins: ['audit'], reloadView: () => undefined } as unknown as KernelValue;
  render(
    <MemoryRouter initialEntries={['/auditLog']}>
      <AdminContext
        dataProvider={withErrorMapping(auditAdapter(http), 'auditLog')}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <KernelContext.Provider value={kernel}>
          <ResourceContextProvider value="auditLog">
            <AuditList />
          </ResourceContextProvider>
        </KernelContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

it('a log with nothing recorded shows the empty state, and the first change replaces it with an entry', async () => {
  const token = await signInByEmail(apiUrl, 'reseller@blueharbor.example');
  renderList(token);
  expect(await screen.findByText('No administrative changes recorded yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  cleanup();

  // the reseller's first administrative change (a view switch it reports)
  await createHttpClient(apiUrl, () => ({ token, targetAccountId: null, adminToken: null })).request('/api/v2/auditEvent', {
    method: 'POST',
    body: { action: 'viewAs.switched', details: { to: 'owner' } },
  });
  renderList(token);
  expect(await screen.findByText('View switched', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('No administrative changes recorded yet.')).not.toBeInTheDocument();
  expect(screen.getAllByText(/^blue-harbor \(#\d+\)$/).length).toBeGreaterThan(0); // actor (and target)
});
