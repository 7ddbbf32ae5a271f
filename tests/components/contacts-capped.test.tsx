// The contacts page over a real reference server whose Globex has more contacts than the lists'
// count cap (10,000): its pager says "of 10,000+", not an exact-looking "of 10000". A server of this
// file's own, seeded past the cap (the shared one's Globex must stay small for other suites).
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { signInByEmail } from '../../server/demoSignIn';
import contacts from '../../src/plugins/contacts/module';
import { startOwnServer, type OwnServer } from './ownServer';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 20_000 });

// the server's LIST_COUNT_CAP, one past it
const PAST_THE_CAP = 10_001;

let own: OwnServer;
let token: string;

beforeAll(async () => {
  own = await startOwnServer({ bulkContacts: { org: 'globex', count: PAST_THE_CAP } });
  token = await signInByEmail(own.url, 'owner@globex.example');
}, 120_000);

afterAll(() => own?.stop());

it('a contacts list past the server\'s count cap shows its total as "10,000+"', async () => {
  await renderPlugin(contacts, { persona: { token }, apiUrl: own.url, path: '/contacts' });
  expect(await screen.findByText('1-20 of 10,000+', {}, { timeout: 10_000 })).toBeInTheDocument();
  cleanup();
  // a search within the cap is counted exactly again
  await renderPlugin(contacts, { persona: { token }, apiUrl: own.url, path: '/contacts?filter=%7B%22q%22%3A%22quinn.vega%22%7D' });
  expect(await screen.findByText(/^1-\d+ of \d+$/, {}, { timeout: 10_000 })).toBeInTheDocument();
});
