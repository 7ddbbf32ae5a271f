// The open room against a reference server of its own: a text in it shows live; the owner's reply
// goes out and is the takeover ("Handled by you — the agent resumes at …", Resume now ends it);
// closing a room moves it to the closed list, where Unarchive brings it back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import inbox from '../../src/plugins/inbox/module';
import { messages as m } from '../../src/plugins/inbox/messages';
import { renderPlugin } from './renderPlugin';
import { caller, inboxWorld, pattern, shown, streamOpen, type InboxWorld } from './inbox-helpers';

vi.setConfig({ testTimeout: 60_000 });

let world: InboxWorld;
beforeAll(async () => {
  world = await inboxWorld();
}, 180_000);
afterAll(() => world?.own.stop());

const openRoom = async (from: string, path: string) => {
  await renderPlugin(inbox, { persona: world.owner, path });
  return screen.findByRole('region', { name: shown(from) }, { timeout: 15_000 });
};

describe('the open room', () => {
  it('shows a text the caller sends while it is open, without a reload', async () => {
    const from = caller();
    const roomId = await world.sms(from, 'First question');
    const room = await openRoom(from, `/inbox?filter=agent&active=${roomId}`);
    expect(await within(room).findByText('First question')).toBeInTheDocument();
    await streamOpen();
    await world.sms(from, 'A second question, <i>as typed</i>');
    expect(await within(room).findByText('A second question, <i>as typed</i>', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a reply is the takeover: the agent resumes at a time, or now with Resume now', async () => {
    const user = userEvent.setup();
    const from = caller();
    const roomId = await world.sms(from, 'Can a person help?');
    const room = await openRoom(from, `/inbox?filter=agent&active=${roomId}`);
    expect(within(room).queryByText(/^Handled by/)).not.toBeInTheDocument();
    await user.type(within(room).getByLabelText(m.reply), 'A person here.');
    await user.click(within(room).getByRole('button', { name: m.send }));
    expect(await within(room).findByText('A person here.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await within(room).findByText(/^Handled by you — the agent resumes at \d/)).toBeInTheDocument();
    expect(within(room).getByRole('textbox', { name: m.reply })).toHaveValue('');
    await user.click(within(room).getByRole('button', { name: m.resumeNow }));
    await waitFor(() => expect(within(room).queryByText(/^Handled by/)).not.toBeInTheDocument(), { timeout: 15_000 });
  });
});

describe('closing and unarchiving', () => {
  it('a closed room leaves the tab for the closed list; Unarchive brings it back', async () => {
    const user = userEvent.setup();
    const from = caller();
    const roomId = await world.sms(from, 'Please close me');
    const room = await openRoom(from, `/inbox?filter=agent&active=${roomId}`);
    const rooms = await screen.findByRole('list', { name: m.rooms });
    const row = () => within(rooms).queryByRole('button', { name: pattern(shown(from)) });
    await waitFor(() => expect(row()).toBeInTheDocument());
    await user.click(within(room).getByRole('button', { name: m.close }));
    await waitFor(() => expect(row()).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await within(room).findByRole('button', { name: m.unarchive })).toBeInTheDocument();

    // the closed list: its own rooms, so the open room closes
    await user.click(screen.getByRole('switch', { name: m.archivedOnly }));
    const closed = await screen.findByRole('list', { name: m.rooms }, { timeout: 15_000 });
    await user.click(await within(closed).findByRole('button', { name: pattern(shown(from)) }, { timeout: 15_000 }));
    const again = await screen.findByRole('region', { name: shown(from) }, { timeout: 15_000 });
    await user.click(await within(again).findByRole('button', { name: m.unarchive }));
    expect(await within(again).findByRole('button', { name: m.close }, { timeout: 15_000 })).toBeInTheDocument();
    // it left the closed list (now empty), and is on its tab again
    await waitFor(() => expect(screen.queryByRole('button', { name: pattern(shown(from)) })).not.toBeInTheDocument(), { timeout: 15_000 });
    await user.click(screen.getByRole('switch', { name: m.archivedOnly }));
    expect(await within(await screen.findByRole('list', { name: m.rooms })).findByRole('button', { name: pattern(shown(from)) }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
