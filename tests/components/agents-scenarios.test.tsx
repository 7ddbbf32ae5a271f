// Test scenarios from the test chat against the real reference server and its demo model: a
// conversation saved as a scenario with the expectations it suggests, one with an expectation that
// cannot hold, run all on staging, pass/fail per scenario and per version, delete.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/agents/messages';
import TestAgentOverlay from '../../src/plugins/agents/overlays/TestAgentOverlay';
import { agentNamed, FULL_EDITOR_OWNER, realAgents, renderAgents } from './agents-helpers';

vi.setConfig({ testTimeout: 60_000 });
const { scenarios: t } = messages;

describe('test scenarios', () => {
  it('saves the conversation as scenarios, runs all on staging, shows pass/fail per scenario and per version, deletes', async () => {
    const user = userEvent.setup();
    const agent = await agentNamed(FULL_EDITOR_OWNER, 'Reception');
    const { api } = await realAgents(FULL_EDITOR_OWNER);
    await renderAgents(<TestAgentOverlay value={String(agent.id)} close={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.test });
    await user.type(within(dialog).getByRole('textbox', { name: messages.test.placeholder }), 'Hello, can I book an appointment tomorrow?');
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.send }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: messages.buttons.reset })).toBeEnabled(), { timeout: 20_000 });

    const stamp = Date.now();
    const good = `Books ${stamp}`;
    const bad = `Never holds ${stamp}`;
    const panel = within(dialog).getByRole('region', { name: t.title });
    const form = within(panel).getByRole('group', { name: t.saveAs });
    // the conversation chose an action: it is offered as an expectation, checked
    expect(within(form).getByRole('checkbox', { name: t.action('Book appointment') })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: t.noTransfer })).toBeChecked();
    await user.type(within(form).getByLabelText(t.name), good);
    await user.click(within(form).getByRole('button', { name: t.save }));
    await within(panel).findByText(good, {}, { timeout: 10_000 });

    await user.type(within(form).getByLabelText(t.name), bad);
    await user.type(within(form).getByLabelText(t.replyContains), 'xyzzy-never-said');
    await user.click(within(form).getByRole('button', { name: t.save }));
    await within(panel).findByText(bad, {}, { timeout: 10_000 });

    const saved = (await api.listScenarios('agents', { id: agent.id })).data.scenarios.filter((s) => s.name === good || s.name === bad);
    expect(saved.find((s) => s.name === good)).toMatchObject({ turns: ['Hello, can I book an appointment tomorrow?'], expect: expect.arrayContaining([{ kind: 'action', name: 'Book appointment' }]) });
    expect(saved.find((s) => s.name === bad)!.expect).toContainEqual({ kind: 'replyContains', text: 'xyzzy-never-said' });

    await user.click(within(panel).getByRole('button', { name: t.runAll }));
    const row = (name: string) => within(panel).getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(within(row(good)).getByText(t.passed)).toBeInTheDocument(), { timeout: 30_000 });
    expect(within(row(bad)).getByText(t.failed)).toBeInTheDocument();
    expect(row(bad).textContent).toContain('xyzzy-never-said');
    const versions = within(panel).getByText(t.perVersion).parentElement!;
    expect(versions.textContent).toMatch(/Revision \d+: \d+ passed, [1-9]\d* failed/);

    for (const name of [good, bad]) {
      await user.click(within(row(name)).getByRole('button', { name: `${t.delete}: ${name}` }));
      await waitFor(() => expect(within(panel).queryByText(name)).toBeNull(), { timeout: 10_000 });
    }
    const left = (await api.listScenarios('agents', { id: agent.id })).data.scenarios.map((s) => s.name);
    expect(left).not.toContain(good);
    expect(left).not.toContain(bad);
  });
});
