// Versions from the editor against the real reference server: create from staging with a title,
// rename, replace with a snapshot, restore.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import { agentNamed, FULL_EDITOR_OWNER, realAgents, renderAgents } from './agents-helpers';
import { unique } from './renderPlugin';

vi.setConfig({ testTimeout: 40_000 });
const { buttons, versions: text } = messages;

describe('versions', () => {
  it('creates a version from staging, renames it and restores it', async () => {
    const user = userEvent.setup();
    const agent = await agentNamed(FULL_EDITOR_OWNER, 'Recall Line');
    await renderAgents(<EditAgentOverlay value={String(agent.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    await user.click(await screen.findByRole('button', { name: buttons.versions }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: messages.titles.versions });

    const title = `Before the holidays ${unique()}`;
    await user.type(within(dialog).getByRole('textbox', { name: messages.fields.title }), title);
    await user.click(within(dialog).getByRole('button', { name: buttons.createVersion }));
    const item = (await within(dialog).findByText(title, {}, { timeout: 10_000 })).closest('li')!;

    const renamed = `${title} (renamed)`;
    await user.click(within(item).getByRole('button', { name: buttons.rename }));
    const field = within(item).getByRole('textbox', { name: messages.fields.title });
    await user.clear(field);
    await user.type(field, renamed);
    await user.click(within(item).getByRole('button', { name: buttons.rename }));
    expect(await within(dialog).findByText(renamed, {}, { timeout: 10_000 })).toBeInTheDocument();

    const { api } = await realAgents(FULL_EDITOR_OWNER);
    const listed = (await api.listVersions('agents', { id: agent.id })).data.find((v) => v.title === renamed);
    // (another test file edits this agent's staging side by side: compare with the version itself)
    const kept = listed?.data?.agentInstructions;
    expect(kept).toBeTruthy();

    // staging moves on; restoring the version brings its prompt back
    const current = await agentNamed(FULL_EDITOR_OWNER, 'Recall Line');
    await api.saveCampaign('agents', { id: agent.id, campaign: { ...current.staging, agentInstructions: `Moved on ${unique()}` }, baseRevision: current.revision, mode: current.mode });
    const row = within(dialog).getByText(renamed).closest('li')!;
    await user.click(within(row).getByRole('button', { name: buttons.restore }));
    expect(await screen.findByText(text.restored, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(async () => expect((await agentNamed(FULL_EDITOR_OWNER, 'Recall Line')).staging.agentInstructions).toBe(kept));
  });
});
