// The inbox's room list against a reference server of its own: the Junk tab (rooms the agent
// handled alone) paged 20 at a time, the unread-only filter, a text arriving while the page is open
// (the events stream, no reload), and a failed load shown on the page without a console error.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import inbox from '../../src/plugins/inbox/module';
import { messages as m } from '../../src/plugins/inbox/messages';
import { RoomList } from '../../src/plugins/inbox/RoomList';
import { renderPlugin } from './renderPlugin';
import { caller, inboxWorld, pattern, shown, streamOpen, type InboxWorld } from './inbox-helpers';

vi.setConfig({ testTimeout: 60_000 });

let world: InboxWorld;
const rooms: string[] = [];
const callers: string[] = [];
beforeAll(async () => {
  world = await inboxWorld();
  for (let i = 0; i < 21; i++) {
    callers.push(caller());
    rooms.push(await world.sms(callers[i]!, `Question ${i}`));
  }
}, 180_000);
afterAll(() => world?.own.stop());

const list = () => screen.findByRole('list', { name: m.rooms }, { timeout: 15_000 });
const rows = async () => within(await list()).getAllByRole('button');
// a row reads as its caller's number (its last message is the agent's answer)
const who = (i: number) => pattern(shown(callers[i]!));

describe('the Junk tab', () => {
  it('pages 20 rooms at a time, newest first; the next page holds the 21st', async () => {
    const user = userEvent.setup();
    await renderPlugin(inbox, { persona: world.owner, path: '/inbox?filter=agent' });
    expect(await rows()).toHaveLength(20);
    expect((await rows())[0]).toHaveAccessibleName(who(20));
    expect(screen.getByText(/1-20 of 21/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect((await rows())[0]).toHaveAccessibleName(who(0));
  });

  it('unread only: a room read once leaves the list', async () => {
    const user = userEvent.setup();
    // reading a room marks it read
    await world.owner.http().request(`/api/v1/agentConversations/${rooms[20]}`);
    await renderPlugin(inbox, { persona: world.owner, path: '/inbox?filter=agent' });
    expect((await rows())[0]).toHaveAccessibleName(who(20));
    await user.click(screen.getByRole('switch', { name: m.unreadOnly }));
    await waitFor(async () => expect((await rows())[0]).toHaveAccessibleName(who(19)));
    expect(screen.getByText(/1-20 of 20/)).toBeInTheDocument();
  });

  it('a text arriving while the inbox is open shows without a reload', async () => {
    const { requests } = await renderPlugin(inbox, { persona: world.owner, path: '/inbox?filter=agent' });
    await list();
    await streamOpen();
    const from = caller();
    await world.sms(from, 'Arrived while you were reading');
    expect(await within(await list()).findByRole('button', { name: pattern(shown(from)) }, { timeout: 15_000 })).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('GET /api/v1/agentConversations?')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a failed load', () => {
  it('is shown on the page, not logged to the console', async () => {
    // nobody signed in: the session sends nothing (tests/unit/session-live.test.ts), so the list fails
    // at once; the page says so, and the console guard fails the test on any log
    const list = <RoomList tab="agent" unread={false} archived={false} active={null} onOpen={() => undefined} />;
    await renderPlugin(inbox, { persona: null, apiUrl: world.own.url, ui: list });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(m.listFailed);
  });
});
