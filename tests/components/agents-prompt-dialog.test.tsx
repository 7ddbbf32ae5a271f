// The prompt modal against the real reference server: the full-height prompt editor shows the
// length against the cap and the empty-prompt rule, inserts a variable at the cursor, and its
// edits are the editor's (autosaved to staging, seen by the prompt panel).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PROMPT_CHARS } from '../../src/plugins/agents/constants';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages, SPEC_MESSAGES } from '../../src/plugins/agents/messages';
import { modalMessages } from '../../src/plugins/agents/modalMessages';
import { agentNamed, copyOfAgent, FULL_EDITOR_OWNER, passQuietPeriod, realAgents, renderAgents, takeTheClock } from './agents-helpers';
import { unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const { buttons, status } = messages;
const m = modalMessages.promptModal;

describe('prompt modal', () => {
  afterEach(() => vi.useRealTimers());

  it('edits the prompt with the count and the empty rule, inserts a variable at the cursor; autosaved', async () => {
    const name = `Prompt ${unique()}`;
    const copy = await copyOfAgent(FULL_EDITOR_OWNER, 'Reception', name);
    const { api } = await realAgents(FULL_EDITOR_OWNER);
    await api.saveCampaign('agents', { id: copy.id, campaign: { ...copy.staging, variables: { clinicName: 'Harbor Dental' } }, baseRevision: copy.revision, mode: 'FULL_AGENT' });
    await renderAgents(<EditAgentOverlay value={String(copy.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: messages.panels.prompt }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: buttons.promptEditor }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    const box = within(dialog).getByTestId('agent-prompt-modal') as HTMLTextAreaElement;

    takeTheClock();
    await user.clear(box);
    expect(within(dialog).getByText(new RegExp(SPEC_MESSAGES.emptyPrompt.replace('.', '\\.')))).toBeInTheDocument();
    await user.type(box, 'You answer for . Be kind.');
    expect(within(dialog).getByText(m.count(25, MAX_PROMPT_CHARS))).toBeInTheDocument();
    box.setSelectionRange(15, 15);
    await user.click(within(dialog).getByRole('button', { name: `${m.insert}: clinicName` }));
    expect(box.value).toBe('You answer for {{clinicName}}. Be kind.');
    expect(box.selectionStart).toBe(29);
    await user.type(box, '{{misspelt}}'.replace(/\{/g, '{{'));
    expect(within(dialog).getByText(m.unknown('misspelt'))).toBeInTheDocument();
    await user.keyboard('{Backspace>12/}');
    expect(box.value).toBe('You answer for {{clinicName}}. Be kind.');

    await user.click(within(dialog).getByRole('button', { name: m.done }));
    expect(screen.getByTestId('agent-prompt')).toHaveValue('You answer for {{clinicName}}. Be kind.');
    await passQuietPeriod();
    await waitFor(() => expect(within(screen.getByRole('status')).getByText(status.saved)).toBeInTheDocument(), { timeout: 10_000 });
    expect((await agentNamed(FULL_EDITOR_OWNER, name)).staging.agentInstructions).toBe('You answer for {{clinicName}}. Be kind.');
  });
});
