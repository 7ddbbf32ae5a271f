// The actions modal against the real reference server: the agent's actions with what they do; add
// (through the action edit modal), reorder, delete (confirmed), action info; each change autosaved
// into the campaign's actions[] on staging.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import { modalMessages } from '../../src/plugins/agents/modalMessages';
import { agentNamed, copyOfAgent, FULL_EDITOR_OWNER, passQuietPeriod, renderAgents, takeTheClock } from './agents-helpers';
import { unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const { buttons, fields, status, actionModals } = messages;
const m = { ...actionModals, ...modalMessages.actions };

describe('actions modal', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the actions; adds, reorders, deletes with a confirmation; autosaved', async () => {
    const name = `Actions ${unique()}`;
    const state = await copyOfAgent(FULL_EDITOR_OWNER, 'Reception', name);
    const before = state.staging.actions.map((a) => a.name);
    expect(before.length).toBeGreaterThan(1);
    await renderAgents(<EditAgentOverlay value={String(state.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: messages.panels.advanced }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: buttons.actions }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    const list = within(dialog).getByRole('list', { name: m.title });
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(before);

    takeTheClock();
    await user.click(within(dialog).getByRole('button', { name: buttons.addAction }));
    const edit = await screen.findByRole('dialog', { name: m.editTitle });
    const actionName = within(edit).getByLabelText(fields.actionName, { exact: false });
    await user.clear(actionName);
    await user.type(actionName, 'Book a cleaning');
    await user.type(within(edit).getByLabelText(fields.actionDescription), 'Books a cleaning visit');
    await user.click(within(edit).getByRole('button', { name: buttons.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.editTitle })).toBeNull());
    expect(within(list).getByText('Books a cleaning visit')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `${m.moveUp}: Book a cleaning` }));
    await user.click(within(list).getByRole('button', { name: `${buttons.removeAction}: ${before[0]}` }));
    const sure = await screen.findByRole('dialog', { name: buttons.removeAction });
    await user.click(within(sure).getByRole('button', { name: buttons.delete }));
    const expected = [...before.slice(1, -1), 'Book a cleaning', before[before.length - 1]];
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(expected));

    await user.click(within(list).getByRole('button', { name: `${buttons.actionInfo}: Book a cleaning` }));
    const info = await screen.findByRole('dialog', { name: `${m.infoTitle}: Book a cleaning` });
    expect(within(info).getByText(m.notMentioned)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${m.infoTitle}: Book a cleaning` })).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: m.done }));

    await passQuietPeriod();
    await waitFor(() => expect(within(screen.getByRole('status')).getByText(status.saved)).toBeInTheDocument(), { timeout: 10_000 });
    const after = await agentNamed(FULL_EDITOR_OWNER, name);
    expect(after.staging.actions.map((a) => a.name)).toEqual(expected);
    expect(after.staging.actions.find((a) => a.name === 'Book a cleaning')?.description).toBe('Books a cleaning visit');
  });
});
