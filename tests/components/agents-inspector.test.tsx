// The inspector: shown only with canInspectJSON (a reseller has it, an org owner never does); an
// applied edit is saved (with `inspector: true`, which the server accepts only with canInspectJSON).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import { agentNamed, FULL_EDITOR_OWNER, renderAgents } from './agents-helpers';

vi.setConfig({ testTimeout: 40_000 });
const RESELLER = 'reseller@blueharbor.example';

async function open(persona: string) {
  const state = await agentNamed(FULL_EDITOR_OWNER, 'Recall Line');
  await renderAgents(<EditAgentOverlay value={String(state.id)} close={vi.fn()} />, { persona });
  await screen.findByRole('tab', { name: messages.panels.prompt }, { timeout: 10_000 });
  return state;
}

describe('inspector', () => {
  it('an org owner (no canInspectJSON) has no inspector', async () => {
    await open(FULL_EDITOR_OWNER);
    expect(screen.getByRole('button', { name: messages.buttons.versions })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.buttons.inspector })).toBeNull();
  });

  it('a reseller opens it, invalid JSON is refused, a valid edit is saved to staging', async () => {
    const user = userEvent.setup();
    const state = await open(RESELLER);
    await user.click(screen.getByRole('button', { name: messages.buttons.inspector }));
    const dialog = await screen.findByRole('dialog', { name: messages.titles.inspector });
    const box = within(dialog).getByRole('textbox', { name: messages.titles.inspector }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '[1, 2' } });
    expect(within(dialog).getByText(messages.inspectorInvalid)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.buttons.apply })).toBeDisabled();
    const prompt = `Inspected ${Date.now()}`;
    fireEvent.change(box, { target: { value: JSON.stringify({ ...JSON.parse(JSON.stringify(state.staging)), agentInstructions: prompt }) } });
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.apply }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.titles.inspector })).toBeNull());
    await waitFor(() => expect(within(screen.getByRole('status')).getByText(messages.status.saved)).toBeInTheDocument(), { timeout: 10_000 });
    expect((await agentNamed(FULL_EDITOR_OWNER, 'Recall Line')).staging.agentInstructions).toBe(prompt);
  });
});
