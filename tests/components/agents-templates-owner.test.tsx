// What an organization's owner meets of templates (issue 16 point 10): the templates list without
// the changes only resellers and partners may make, and a template-mode editor that says why.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import agents from '../../src/plugins/agents/module';
import { agentNamed, renderAgents, TEMPLATE_MODE_OWNER } from './agents-helpers';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 40_000 });

describe('templates for an organization owner', () => {
  it('offers creating an agent from a template, and none of the reseller’s changes', async () => {
    await renderPlugin(agents, { persona: TEMPLATE_MODE_OWNER, path: '/templates' });
    const row = (await screen.findByText('After-hours answering', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByRole('button', { name: messages.buttons.createAgent })).toBeInTheDocument();
    for (const refused of [messages.buttons.migrate, messages.buttons.delete, messages.buttons.rename, messages.buttons.editFields]) {
      expect(within(row).queryByRole('button', { name: refused })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: messages.buttons.createTemplate })).toBeNull();
    expect(screen.queryByLabelText(messages.templates.showDisabled)).toBeNull();
  });
});

describe('template mode says why', () => {
  it('to the owner whose reseller switched the full editor off: why, and who can switch it on', async () => {
    const agent = await agentNamed(TEMPLATE_MODE_OWNER, 'After Hours');
    await renderAgents(<EditAgentOverlay value={String(agent.id)} close={vi.fn()} />, { persona: TEMPLATE_MODE_OWNER });
    const note = await screen.findByText(messages.templateModeWhy.noFullEditor, { exact: false }, { timeout: 15_000 });
    expect(note).toHaveTextContent(messages.templateModeWhy.noFullEditor);
    expect(note).toHaveTextContent(messages.templateMode);
  });
});
