// The audit log list against the reference server shared by the component tests: an administrative
// action shows up as an entry, expands to its before/after JSON (as text), filters and export link.
import { describe, expect, inject, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import audit from '../../src/plugins/audit/module';
import { httpClient } from './kernelHarness';
import { renderPlugin } from './renderPlugin';
import { expectConsoleError } from './consoleGuard';

const unique = () => Math.random().toString(36).slice(2, 10);
const client = (token: string) => httpClient(inject('apiUrl'), token);
const renderList = (token: string, path = '/auditLog') => renderPlugin(audit, { persona: { token }, path });

const withFilter = (filter: Record<string, unknown>) => `/auditLog?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('Audit log list', () => {
  it('shows an entry after an action, expanding to its before/after JSON as text', async () => {
    const token = inject('resellerToken');
    const marker = `m-${unique()}`;
    // the action: the reseller switches its view (an event the console reports)
    await client(token).request('/api/v2/auditEvent', {
      method: 'POST',
      body: { action: 'viewAs.switched', details: { marker, from: 'reseller', to: 'owner', note: '<b>not bold</b>' } },
    });

    await renderList(token, withFilter({ action: 'viewAs.switched', q: 'northwind' }));
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
    const token = inject('resellerToken');
    await client(token).request('/api/v2/auditEvent', { method: 'POST', body: { action: 'viewAs.switched', details: { marker: unique() } } });
    await renderList(token, withFilter({ action: 'viewAs.switched' }));
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /create|delete/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create/i })).not.toBeInTheDocument();
  });

  it('the export button downloads the current filters with a one-use ticket, never the session token', async () => {
    const token = inject('resellerToken');
    await renderList(token, withFilter({ action: 'viewAs.switched', q: 'northwind', targetAccountId: '3', actorId: 'x' }));
    await screen.findByRole('table', {}, { timeout: 10_000 });
    const followed: { href: string; download: string }[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push({ href: this.href, download: this.download });
    });
    try {
      fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(followed).toHaveLength(1));
    } finally {
      spy.mockRestore();
    }
    expect(followed[0]!.download).toBe('audit-log.csv');
    const url = new URL(followed[0]!.href);
    expect(url.pathname).toBe('/api/v2/auditLog/export');
    const { ticket, ...rest } = Object.fromEntries(url.searchParams);
    expect(ticket).toBeTruthy();
    expect(rest).toEqual({ action: 'viewAs.switched', q: 'northwind', targetId: '3', order: 'desc' });
    expect(url.href).not.toContain(token);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((line) => line.includes('viewAs.switched'))).toBe(true);
  });

  it('a filter value that is not an account id says why', async () => {
    const token = inject('resellerToken');
    await renderList(token);
    await screen.findByRole('table', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Target account id' }));
    const input = await screen.findByRole('textbox', { name: 'Target account id' });
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Enter an account id: a whole number from 1.')).toBeInTheDocument();
  });

  it('an org owner has no audit log: the server\'s refusal shows', async () => {
    expectConsoleError(/HttpError: Forbidden/); // a refusal react-admin logs in development, shown by the screen
    await renderList(inject('acmeToken'));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Forbidden');
  });
});
