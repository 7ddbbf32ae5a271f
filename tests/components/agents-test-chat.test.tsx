// The test chat against the real reference server and its embedded demo model: streamed replies on
// staging, the provider named "Demo model", the actions chosen, and a second turn with the history.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/agents/messages';
import TestAgentOverlay from '../../src/plugins/agents/overlays/TestAgentOverlay';
import { agentNamed, FULL_EDITOR_OWNER, renderAgents } from './agents-helpers';

vi.setConfig({ testTimeout: 30_000 });
const { test: text } = messages;

describe('test agent', () => {
  it('talks with the staging version through the demo model, turn after turn', async () => {
    const user = userEvent.setup();
    const agent = await agentNamed(FULL_EDITOR_OWNER, 'Reception');
    await renderAgents(<TestAgentOverlay value={String(agent.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.test });
    const input = within(dialog).getByRole('textbox', { name: text.placeholder });

    await user.type(input, 'Hello, can I book an appointment tomorrow?');
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.send }));
    expect(await within(dialog).findByText(text.demoModel, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: messages.buttons.reset })).toBeEnabled(), { timeout: 15_000 });
    const first = within(dialog).getAllByTestId('agent-reply')[0];
    expect(first.textContent!.replace(text.agent, '').trim().length).toBeGreaterThan(0);
    expect(first.textContent).toContain(text.actions);

    await user.type(input, 'Thanks, bye');
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.send }));
    await waitFor(() => expect(within(dialog).getAllByTestId('agent-reply')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: messages.buttons.reset })).toBeEnabled(), { timeout: 15_000 });
    expect(within(dialog).getAllByTestId('agent-reply')[1].textContent!.replace(text.agent, '').trim().length).toBeGreaterThan(0);
  });
});
