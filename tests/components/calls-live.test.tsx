// The Live page and the caller console against the real reference server (Demo carrier): a text
// from the console is answered by the agent; the conversation shows on the Live page, where the
// supervisor takes it over and writes in it; a call from the console is in progress turn by turn
// until the caller hangs up, and a supervisor's End reaches the console; a call opens with its
// transcript.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import calls from '../../src/plugins/calls/module';
import { consoleMessages, liveMessages } from '../../src/plugins/calls/liveMessages';
import { renderPlugin, signIn } from './renderPlugin';

// real server round trips and user-event typing: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 60_000 });

const owner = await signIn('owner@acme.example');
const http = owner.http();
const { accounts } = await http.request<{ accounts: { id: number; accountType: string; accountName: string | null }[] }>('/api/v2/listAccounts', { query: { pageSize: 100 } });
const agent = accounts.find((a) => a.accountType === 'agent')!;
const offered = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '617' } });
const number = offered.numbers[0]!.number;
await http.request('/api/v2/phoneNumber/assign', { method: 'POST', body: { number }, query: { targetAccountId: agent.id } });
const shown = `+1 (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;

/** The caller console open on the agent's number, as the caller `caller`. */
async function consoleAs(user: ReturnType<typeof userEvent.setup>, caller: string) {
  await renderPlugin(calls, { persona: owner, path: '/callerConsole' });
  await user.click(await screen.findByRole('combobox', { name: consoleMessages.number }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('option', { name: new RegExp(shown.replace(/[()+]/g, '\\$&')) }));
  const from = screen.getByLabelText(consoleMessages.from);
  await user.clear(from);
  await user.type(from, caller);
}

describe('the caller console and the Live page', () => {
  it('texts the number as a caller and shows the agent\'s answer', async () => {
    const user = userEvent.setup();
    await consoleAs(user, '+15555550177');
    await user.type(screen.getByLabelText(consoleMessages.write), 'Are you open on Sunday?');
    await user.click(screen.getByRole('button', { name: consoleMessages.send }));
    const thread = screen.getByRole('list', { name: consoleMessages.title });
    expect(await within(thread).findByText(consoleMessages.agent, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the conversation live; the supervisor takes it over and writes in it', async () => {
    const user = userEvent.setup();
    await renderPlugin(calls, { persona: owner, path: '/live' });
    const rooms = await screen.findByRole('list', { name: liveMessages.conversations }, { timeout: 15_000 });
    await user.click(within(rooms).getByRole('button', { name: /\+1 \(555\) 555-0177/ }));
    const room = await screen.findByRole('region', { name: '+1 (555) 555-0177' }, { timeout: 10_000 });
    expect(await within(room).findByText('Are you open on Sunday?')).toBeInTheDocument();
    await user.click(within(room).getByRole('button', { name: liveMessages.takeOver }));
    expect(await within(room).findByText(liveMessages.takenOver, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(within(room).getByLabelText(liveMessages.message), 'A person here: yes, 10 to 4.');
    await user.click(within(room).getByRole('button', { name: liveMessages.send }));
    expect(await within(room).findByText('A person here: yes, 10 to 4.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('calls turn by turn: the greeting, one answer per line, in progress on the Live view until Hang up', async () => {
    const user = userEvent.setup();
    await consoleAs(user, '+15555550179');
    await user.click(screen.getByRole('button', { name: consoleMessages.call }));
    await user.click(screen.getByRole('button', { name: consoleMessages.placeCall }));
    const thread = screen.getByRole('list', { name: consoleMessages.title });
    expect(await within(thread).findByText(/^Hello, you are speaking with/, {}, { timeout: 15_000 })).toBeInTheDocument();
    const inProgress = async () => (await http.request<{ calls: { from: string }[] }>('/api/v2/live')).calls.some((c) => c.from === '+15555550179');
    expect(await inProgress()).toBe(true);
    await user.type(screen.getByLabelText(consoleMessages.say), 'Do you take walk-ins?');
    await user.click(screen.getByRole('button', { name: consoleMessages.send }));
    expect(await within(thread).findByText('Do you take walk-ins?')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(thread).getAllByText(consoleMessages.agent)).toHaveLength(2), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: consoleMessages.hangUp }));
    expect(await within(thread).findByText(consoleMessages.callEnded, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(thread).getAllByText(consoleMessages.callEnded)).toHaveLength(1);
    expect(await inProgress()).toBe(false);
  });

  it('tells the caller when a supervisor ends the call', async () => {
    const user = userEvent.setup();
    await consoleAs(user, '+15555550180');
    await user.click(screen.getByRole('button', { name: consoleMessages.call }));
    await user.click(screen.getByRole('button', { name: consoleMessages.placeCall }));
    const thread = screen.getByRole('list', { name: consoleMessages.title });
    await within(thread).findByText(/^Hello, you are speaking with/, {}, { timeout: 15_000 });
    const { calls: live } = await http.request<{ calls: { callId: string; from: string }[] }>('/api/v2/live');
    await http.request(`/api/v2/live/calls/${live.find((c) => c.from === '+15555550180')!.callId}/end`, { method: 'POST' });
    // call.ended on the events stream says it, before the caller says anything more
    expect(await within(thread).findByText(consoleMessages.callEnded, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: consoleMessages.placeCall })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: consoleMessages.hangUp })).not.toBeInTheDocument();
  });

  it('opens a call (?call=) with its transcript and status; an ended call offers no End', async () => {
    const dialled = await http.request<{ callId: string }>('/dev/carrier/call', { method: 'POST', anonymous: true, body: { from: '+15555550178', to: number, turns: ['Do you take walk-ins?'] } });
    await renderPlugin(calls, { persona: owner, path: `/live?call=${dialled.callId}` });
    const dialog = await screen.findByRole('dialog', { name: liveMessages.listen }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Do you take walk-ins?', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByText(liveMessages.status.ended!)).toBeInTheDocument();
    expect(within(dialog).getAllByText(liveMessages.agentSays).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: liveMessages.end })).not.toBeInTheDocument();
  });
});
