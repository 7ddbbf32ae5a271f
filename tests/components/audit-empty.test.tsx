// The audit list's empty state needs a log nobody has written to: every reseller of the shared
// component-test server is acted on by other suites, so this file runs a fresh seeded server of its
// own (ownServer.ts; startTestServer cannot run inside jsdom).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { signInByEmail } from '../../server/demoSignIn';
import type { HttpClient } from '../../src/adapters/http';
import audit from '../../src/plugins/audit/module';
import { httpClient } from './kernelHarness';
import { startOwnServer, type OwnServer } from './ownServer';
import { renderPlugin } from './renderPlugin';

let own: OwnServer;
let http: HttpClient;
let token: string;

beforeAll(async () => {
  own = await startOwnServer();
  token = await signInByEmail(own.url, 'reseller@blueharbor.example');
  http = httpClient(own.url, token);
}, 120_000);

afterAll(() => own?.stop());

it('a log with nothing recorded shows the empty state, and the first change replaces it with an entry', async () => {
  await renderPlugin(audit, { persona: { token }, apiUrl: own.url, path: '/auditLog' });
  expect(await screen.findByText('No administrative changes recorded yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  cleanup();

  // the reseller's first administrative change (a view switch it reports)
  await http.request('/api/v2/auditEvent', { method: 'POST', body: { action: 'viewAs.switched', details: { to: 'owner' } } });
  await renderPlugin(audit, { persona: { token }, apiUrl: own.url, path: '/auditLog' });
  expect(await screen.findByText('View switched', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('No administrative changes recorded yet.')).not.toBeInTheDocument();
  expect(screen.getAllByText(/^blue-harbor \(#\d+\)$/).length).toBeGreaterThan(0); // actor (and target)
});
