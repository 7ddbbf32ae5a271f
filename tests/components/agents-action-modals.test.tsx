// The editor's action edit, action info and routes modals against the real reference server: what
// a modal changes is autosaved into the campaign's actions[] on staging. (The suggestions modal:
// agents-suggestions.test.tsx.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import { agentNamed, FULL_EDITOR_OWNER, passQuietPeriod, renderAgents, takeTheClock } from './agents-helpers';

vi.setConfig({ testTimeout: 40_000 });
const { buttons, fields, status, actionModals } = messages;
const AGENT = 'Reception';
const TRANSFER = 'Transfer to a human';

async function openEditor(panel: string) {
  const state = await agentNamed(FULL_EDITOR_OWNER, AGENT);
  await renderAgents(<EditAgentOverlay value={String(state.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: panel }, { timeout: 10_000 }));
  return { state, user };
}

const saved = () => waitFor(() => expect(within(screen.getByRole('status')).getByText(status.saved)).toBeInTheDocument(), { timeout: 10_000 });

describe('action modals', () => {
  afterEach(() => vi.useRealTimers());

  it('action edit changes the transfer destination, message and scoring of the actions[] entry; info and routes show it', async () => {
    const { user } = await openEditor(messages.panels.advanced);
    takeTheClock();
    await user.click(screen.getByRole('button', { name: `${buttons.editAction}: ${TRANSFER}` }));
    const dialog = await screen.findByRole('dialog', { name: actionModals.editTitle });
    const to = within(dialog).getByLabelText(fields.transferTo);
    await user.clear(to);
    await user.type(to, '12');
    expect(within(dialog).getByText(actionModals.transferTooShort)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: buttons.save })).toBeDisabled();
    await user.type(to, '3-front-desk');
    const message = within(dialog).getByLabelText(fields.transferMessage);
    await user.clear(message);
    await user.paste('Connecting you now.');
    await user.click(within(dialog).getByLabelText(fields.scoreInteraction));
    await user.click(within(dialog).getByRole('button', { name: buttons.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: actionModals.editTitle })).toBeNull());
    await passQuietPeriod();
    await saved();

    const after = await agentNamed(FULL_EDITOR_OWNER, AGENT);
    const action = after.staging.actions.find((a) => a.name === TRANSFER)!;
    expect(action.transfer).toEqual({ to: '123-front-desk', message: 'Connecting you now.' });
    expect(action.scoreInteraction).toBe(true);

    await user.click(screen.getByRole('button', { name: `${buttons.actionInfo}: ${TRANSFER}` }));
    const info = await screen.findByRole('dialog', { name: `${actionModals.infoTitle}: ${TRANSFER}` });
    expect(within(info).getByText('123-front-desk')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${actionModals.infoTitle}: ${TRANSFER}` })).toBeNull());

    await user.click(screen.getByRole('button', { name: buttons.routes }));
    const routes = await screen.findByRole('table', { name: actionModals.routesTitle });
    expect(within(routes).getByText('123-front-desk')).toBeInTheDocument();
    expect(within(routes).getByText('Connecting you now.')).toBeInTheDocument();
  });

  it('a duplicate action name is refused in the modal and nothing is saved', async () => {
    const { user, state } = await openEditor(messages.panels.advanced);
    const [first, second] = state.staging.actions;
    await user.click(screen.getByRole('button', { name: `${buttons.editAction}: ${second.name}` }));
    const dialog = await screen.findByRole('dialog', { name: actionModals.editTitle });
    const name = within(dialog).getByLabelText(fields.actionName, { exact: false });
    await user.clear(name);
    await user.type(name, first.name.toUpperCase());
    expect(within(dialog).getByText(actionModals.duplicateName)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: buttons.save })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: buttons.cancel }));
    expect((await agentNamed(FULL_EDITOR_OWNER, AGENT)).revision).toBe(state.revision);
  });
});
