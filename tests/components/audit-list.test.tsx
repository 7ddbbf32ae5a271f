// The audit log list against the reference server shared by the component tests: an administrative
// action shows up as an entry, expands to its before/after JSON (as text), filters and export link.
import { Suspense } from 'react';
import { describe, expect, inject, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, defaultI18nProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { signInByEmail } from '../../server/demoSignIn';
import { createHttpClient, type HttpClient } from '../../src/adapters/http';
import { withErrorMapping } from '../../src/adapters/dataProvider';
import { KernelContext, type KernelValue } from '../../src/kernel/KernelContext';
import { auditAdapter } from '../../src/plugins/audit/api';
import AuditList from '../../src/plugins/audit/AuditList';

const apiUrl = () => inject('apiUrl');
const unique = () => Math.random().toString(36).slice(2, 10);

function client(token: string, targetAccountId: number | null = null): HttpClient {
  return createHttpClient(apiUrl(), () => ({ token, targetAccountId, adminToken: null }));
}

/** The list as the kernel mounts it: the plugin's adapter behind the kernel's error mapping. */
function renderList(token: string, path = '/auditLog') {
  const http = client(token);
  const kernel = { http, account: null, user: null, prefix: '/app', enabledPlugins: ['audit'], reloadView: () => undefined } as unknown as KernelValue;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={withErrorMapping(auditAdapter(http), 'auditLog')}
        i18nProvider={defaultI18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <KernelContext.Provider value={kernel}>
          <ResourceContextProvider value="auditLog">
            <Suspense fallback={null}>
              <AuditList />
            </Suspense>
          </ResourceContextProvider>
        </KernelContext.Provider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const withFilter = (filter: Record<string, unknown>) => `/auditLog?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('Audit log list', () => {
  it('shows an entry after an action, expanding to its before/after JSON as text', async () => {
    const token = await signInByEmail(apiUrl(), 'reseller@example.com');
    const marker = `m-${unique()}`;
    // the action: the reseller switches its view (an event the console reports)
    await client(token).request('/api/v2/auditEvent', {
      method: 'POST',
      body: { action: 'viewAs.switched', details: { marker, from: 'reseller', to: 'owner', note: '<b>not bold</b>' } },
    });

    renderList(token, withFilter({ action: 'viewAs.switched', q: 'northwind' }));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1); // the header first
    const newest = rows[0];
    expect(within(newest).getByText('View switched')).toBeInTheDocument();
    expect(within(newest).getAllByText('northwind (#3)').length).toBeGreaterThanOrEqual(1); // actor (and target)
    expect(screen.queryByText(marker, { exact: false })).not.toBeInTheDocument();

    fireEvent.click(within(newest).getByText('View switched'));
    const after = await screen.findByRole('region', { name: 'After' });
    const json = within(after).getByText((_, element) => element?.tagName === 'PRE');
    // formatted (indented) JSON; PostgreSQL's jsonb keeps its own key order
    expect(JSON.parse(json.textContent ?? '')).toEqual({ marker, from: 'reseller', to: 'owner', note: '<b>not bold</b>' });
    expect(json.textContent).toContain(`\n  "marker": "${marker}"`);
    // user data is text, never markup
    expect(json.querySelector('b')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Before' })).getByText('(none)')).toBeInTheDocument();
  });

  it('is read-only: no create, no delete, no row selection', async () => {
    const token = await signInByEmail(apiUrl(), 'reseller@example.com');
    await client(token).request('/api/v2/auditEvent', { method: 'POST', body: { action: 'viewAs.switched', details: { marker: unique() } } });
    renderList(token, withFilter({ action: 'viewAs.switched' }));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create|delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('the export link downloads the current filters with the session token', async () => {
    const token = await signInByEmail(apiUrl(), 'reseller@example.com');
    renderList(token, withFilter({ action: 'viewAs.switched', q: 'northwind', targetAccountId: '3', actorId: 'x' }));
    await screen.findByRole('table', {}, { timeout: 10_000 });
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('download');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/api/v2/auditLog/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token, action: 'viewAs.switched', q: 'northwind', targetId: '3', order: 'desc' });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((line) => line.includes('viewAs.switched'))).toBe(true);
  });

  it('a filter value that is not an account id says why', async () => {
    const token = await signInByEmail(apiUrl(), 'reseller@example.com');
    renderList(token);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Target account id' }));
    const input = await screen.findByRole('textbox', { name: 'Target account id' });
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Enter an account id: a whole number from 1.')).toBeInTheDocument();
  });

  it('an org owner has no audit log: the server\'s refusal shows', async () => {
    renderList(inject('acmeToken'));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Forbidden');
  });
});
