// The console hides a plugin switched off per domain profile (issue 16 point 6): the reseller switches
// Agents and Logs off in its profile, as its Settings › Plugins panel does, and an org owner under it
// gets no menu entry, no page, no overlay and no home widget of theirs, while Contacts and Dashboards stay.
// Its own server (ownServer.ts): the toggles must not reach the shared one.
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { signInByEmail } from '../../server/demoSignIn';
import { KernelAdmin } from '../../src/kernel/KernelAdmin';
import { Session } from '../../src/kernel/session';
import { createStorage } from '../../src/adapters/storage';
import { brandFor } from '../../src/shared/whiteLabel';
import { httpClient } from './kernelHarness';
import { startOwnServer, type OwnServer } from './ownServer';

let own: OwnServer;
let reseller: string;
let acme: string;

beforeAll(async () => {
  own = await startOwnServer();
  [reseller, acme] = await Promise.all(['reseller@example.com', 'owner@acme.example'].map((email) => signInByEmail(own.url, email)));
}, 120_000);
afterAll(() => own?.stop());

const OFF = ['enableAgents', 'enableLogs'] as const;
const setProfile = (key: string, value: boolean | null) =>
  httpClient(own.url, reseller, null).request('/api/v2/domainProfile/setting', { method: 'POST', body: { key, value } });

function renderShell(url: string) {
  window.history.replaceState(null, '', url);
  const storage = createStorage();
  storage.set('token', acme);
  const session = new Session({ storage, apiUrl: own.url });
  return render(
    <BrowserRouter basename="/app">
      <KernelAdmin session={session} brand={brandFor(null)} prefix="/app" targetAccountId={null} />
    </BrowserRouter>,
  );
}

const areas = async () => within(await screen.findByRole('list', { name: 'Areas' }, { timeout: 15_000 }));
const NOT_FOUND = /^Either you typed a wrong URL, or you followed a bad link/;

describe('with every toggle on (the seed)', () => {
  it('the owner has the Agents and Dashboard widgets on the home, and Logs and Metrics in the menu', async () => {
    renderShell('/app');
    const menu = await areas();
    expect(menu.getByRole('link', { name: 'Logs' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Metrics' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Agents' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('What your agents did, and whether it is working.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('an agents overlay in the URL opens the agent editor', async () => {
    renderShell(`/app/contacts?editAgent=${own.seeded.agents.acme[0]}`);
    expect(await screen.findByRole('dialog', { name: /^Agent editor/ }, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('with Agents and Logs switched off in the reseller\'s profile', () => {
  beforeAll(async () => {
    for (const key of OFF) await setProfile(key, false);
  });
  afterAll(async () => {
    for (const key of OFF) await setProfile(key, null);
  });

  it('the menu keeps Contacts and Metrics and loses Logs; the home keeps the Dashboard widget, not the Agents one', async () => {
    renderShell('/app');
    const menu = await areas();
    expect(menu.getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Metrics' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Logs' })).not.toBeInTheDocument();
    // the widgets have loaded: the one still on shows
    expect(await screen.findByText('What your agents did, and whether it is working.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agents' })).not.toBeInTheDocument();
  });

  it('/app/logs is not a page', async () => {
    renderShell('/app/logs');
    expect(await screen.findByText(NOT_FOUND, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('an agents overlay in the URL does not open the agent editor', async () => {
    renderShell(`/app/contacts?editAgent=${own.seeded.agents.acme[0]}`);
    // the page under it has loaded, so the overlay host has had its chance
    expect(await screen.findByText(/^1-\d+ of \d+$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Agent editor/ })).not.toBeInTheDocument();
  });
});
