// The inbox page against a reference server of its own (its writes set Acme's plan): spec 1 §4.3's
// gate before a new conversation, in order (not premium: upgrade, redirecting to selectNumber; no
// number: selectNumber), the premium landing (?premium=true reads the account again before the gate
// judges), and the URL rules (switching tab clears the open room; a room this account cannot read
// shows the spec's "Failed to fetch convo").
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import inbox from '../../src/plugins/inbox/module';
import { messages as m } from '../../src/plugins/inbox/messages';
import { location, renderPlugin, signIn, type SignedInUser } from './renderPlugin';
import { startOwnServer, type OwnServer } from './ownServer';

vi.setConfig({ testTimeout: 60_000 });

let own: OwnServer;
let owner: SignedInUser;
beforeAll(async () => {
  own = await startOwnServer({ unsubscribeAcme: true }); // the seed subscribes Acme to Growth (premium)
  owner = await signIn('owner@acme.example', { apiUrl: own.url });
}, 120_000);
afterAll(() => own?.stop());

const setSetting = (key: string, value: unknown) => owner.http().request('/api/v1/accountSetting', { method: 'POST', body: { key, value } });
const query = () => new URLSearchParams(location.current.split('?')[1] ?? '');

describe('starting a new conversation', () => {
  it('not premium: the upgrade overlay, which goes on to selectNumber; no composer', async () => {
    await renderPlugin(inbox, { persona: owner, path: '/inbox?new=true' });
    await waitFor(() => expect(query().get('upgrade')).toBe('true'), { timeout: 15_000 });
    expect(query().get('redirect')).toBe('selectNumber');
    expect(query().has('new')).toBe(false);
    expect(screen.queryByRole('region', { name: m.compose.title })).not.toBeInTheDocument();
  });

  it('the premium landing reads the account again; then, premium without a number, selectNumber', async () => {
    await setSetting('premium', true);
    const reloaded = vi.fn();
    // the view still holds the account from before the upgrade: the gate must wait for the new one
    await renderPlugin(inbox, { persona: owner, path: '/inbox?premium=true&new=true', onReloadView: reloaded });
    await waitFor(() => expect(query().get('selectNumber')).toBe('true'), { timeout: 15_000 });
    expect(reloaded).toHaveBeenCalledTimes(1);
    expect(query().has('premium')).toBe(false);
    expect(query().has('upgrade')).toBe(false);
    expect(query().has('new')).toBe(false);
  });
});

describe('the URL', () => {
  it('a room of no one of ours shows "Failed to fetch convo"; switching tab clears it', async () => {
    const user = userEvent.setup();
    await renderPlugin(inbox, { persona: owner, path: '/inbox?active=00000000-0000-4000-8000-000000000000&highlightId=7' });
    expect(await screen.findByText(m.fetchConvoFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: m.tabs.agent }));
    await waitFor(() => expect(query().get('filter')).toBe('agent'));
    expect(query().has('active')).toBe(false);
    expect(query().has('highlightId')).toBe(false);
    expect(screen.queryByText(m.fetchConvoFailed)).not.toBeInTheDocument();
  });

  it('a bad value is ignored, never a crash', async () => {
    await renderPlugin(inbox, { persona: owner, path: '/inbox?filter=<b>&active=../x&new=nope&unread=maybe' });
    expect(await screen.findByRole('tab', { name: m.tabs.priority, selected: true }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(m.selectRoom)).toBeInTheDocument();
  });
});
