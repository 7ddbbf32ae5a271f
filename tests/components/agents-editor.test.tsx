// The agent editor against the real reference server: autosave after the quiet period, the prompt
// refusal, hostile text shown as text, template mode without the full editor, a 409 that opens the
// save-conflict dialog (keep mine), and the compare view's prompt line diff.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CompareChangesOverlay from '../../src/plugins/agents/overlays/CompareChangesOverlay';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages, SPEC_MESSAGES } from '../../src/plugins/agents/messages';
import { expectConsoleError } from './consoleGuard';
import { agentNamed, FULL_EDITOR_OWNER, passQuietPeriod, realAgents, renderAgents, takeTheClock, TEMPLATE_MODE_OWNER } from './agents-helpers';

vi.setConfig({ testTimeout: 30_000 });
const { status } = messages;

async function renderEditor(persona: string, agent: string) {
  const state = await agentNamed(persona, agent);
  const rendered = await renderAgents(<EditAgentOverlay value={String(state.id)} close={vi.fn()} />, { persona });
  return { state, rendered };
}

/**
 * Types `text` into the prompt as a user would: its start pasted, its last characters typed key by
 * key (each keystroke re-renders the whole editor; a whole line typed costs seconds).
 */
async function enter(user: ReturnType<typeof userEvent.setup>, prompt: HTMLElement, text: string) {
  await user.clear(prompt);
  await user.click(prompt);
  await user.paste(text.slice(0, -3));
  await user.type(prompt, text.slice(-3));
}

/** The full editor, open on its prompt. */
async function openEditor(persona: string, agent: string) {
  const opened = await renderEditor(persona, agent);
  const prompt = (await screen.findByTestId('agent-prompt', {}, { timeout: 10_000 })) as HTMLTextAreaElement;
  return { ...opened, prompt };
}

describe('agent editor', () => {
  afterEach(() => vi.useRealTimers());

  it('a change is unpublished at once and saved to staging after the quiet period', async () => {
    const user = userEvent.setup({ delay: null });
    const { state, prompt } = await openEditor(FULL_EDITOR_OWNER, 'Reception');
    const text = `Quiet-period test ${Date.now()}`;
    takeTheClock();
    await enter(user, prompt, text);
    expect(within(screen.getByRole('status')).getByText(status.unpublished)).toBeInTheDocument();
    await passQuietPeriod();
    await waitFor(() => expect(within(screen.getByRole('status')).getByText(status.saved)).toBeInTheDocument(), { timeout: 10_000 });
    const after = await agentNamed(FULL_EDITOR_OWNER, 'Reception');
    expect(after.staging.agentInstructions).toBe(text);
    expect(after.revision).toBeGreaterThan(state.revision);
    expect(after.unpublishedChanges).toBe(true);
  });

  it('an empty prompt is refused on the prompt field and nothing is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { state, prompt, rendered } = await openEditor(FULL_EDITOR_OWNER, 'Reception');
    takeTheClock();
    await user.clear(prompt);
    await passQuietPeriod();
    expect(await screen.findByText(SPEC_MESSAGES.emptyPrompt, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(rendered.calls).not.toContain('saveCampaign');
    expect((await agentNamed(FULL_EDITOR_OWNER, 'Reception')).revision).toBe(state.revision);
  });

  it('a hostile prompt is shown as text, never executed', async () => {
    const user = userEvent.setup();
    const { prompt } = await openEditor(FULL_EDITOR_OWNER, 'Reception');
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await user.clear(prompt);
    await user.click(prompt);
    await user.paste(hostile);
    expect(prompt.value).toBe(hostile);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('without the full editor: template mode only (no prompt, no advanced, no inspector)', async () => {
    // template mode has no prompt to wait for: the template-mode notice says the editor is loaded
    await renderEditor(TEMPLATE_MODE_OWNER, 'Front Desk');
    expect(await screen.findByText(messages.templateMode, { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: messages.panels.template })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: messages.panels.settings })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: messages.panels.prompt })).toBeNull();
    expect(screen.queryByRole('tab', { name: messages.panels.advanced })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.buttons.inspector })).toBeNull();
  });

  it('a save on a stale revision opens the conflict dialog; keep mine saves on top of theirs', async () => {
    const user = userEvent.setup({ delay: null });
    const { state, prompt } = await openEditor(FULL_EDITOR_OWNER, 'Recall Line');
    const { api } = await realAgents(FULL_EDITOR_OWNER);
    const theirs = `Saved in another tab ${Date.now()}`;
    await api.saveCampaign('agents', { id: state.id, campaign: { ...state.staging, agentInstructions: theirs }, baseRevision: state.revision, mode: state.mode });

    // react-admin logs every failed data-provider call in development: the 409 is the point here
    expectConsoleError(/changed by someone else/);
    const mine = `Mine ${Date.now()}`;
    takeTheClock();
    await enter(user, prompt, mine);
    await passQuietPeriod();
    const dialog = await screen.findByRole('dialog', { name: messages.titles.conflict }, { timeout: 10_000 });
    expect(within(dialog).getAllByText(new RegExp(theirs)).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText(new RegExp(mine)).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.keepMine }));
    await waitFor(async () => expect((await agentNamed(FULL_EDITOR_OWNER, 'Recall Line')).staging.agentInstructions).toBe(mine), { timeout: 10_000 });
  });
});

describe('compare changes', () => {
  it('shows staging against production field by field, the prompt as a line diff', async () => {
    const { api } = await realAgents(FULL_EDITOR_OWNER);
    const before = await agentNamed(FULL_EDITOR_OWNER, 'Reception');
    const published = (await api.publishAgent('agents', { id: before.id })).data;
    const changed = `${published.staging.agentInstructions}\nA line only staging has.`;
    await api.saveCampaign('agents', { id: before.id, campaign: { ...published.staging, agentInstructions: changed, voice: published.staging.voice === 'davis' ? 'jenny' : 'davis' }, baseRevision: published.revision, mode: published.mode });
    await renderAgents(<CompareChangesOverlay value={String(before.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const diff = await screen.findByLabelText(messages.compare.promptDiff, {}, { timeout: 10_000 });
    const added = [...diff.querySelectorAll('[data-kind="added"]')].map((line) => line.textContent);
    expect(added).toEqual(['+ A line only staging has.']);
    expect(diff.querySelectorAll('[data-kind="same"]').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: messages.titles.compare });
    expect(within(table).getByText(messages.compare.fieldLabels.voice)).toBeInTheDocument();
    expect(within(table).queryByText(messages.compare.fieldLabels.actions)).toBeNull();
  });
});
