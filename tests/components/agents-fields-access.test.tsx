// The edit-fields modal's access and its save race, against the real reference server: the
// editor's template panel offers it to a reseller only, and a template someone else changed
// meanwhile is not overwritten (the refusal in the modal, the edit kept, reopened from theirs).
// (Building fields: agents-fields.test.tsx; split so the two run side by side.)
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templatesAdapter } from '../../src/plugins/agents/api/templatesAdapter';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import type { Template } from '../../src/plugins/agents/api/types';
import { messages } from '../../src/plugins/agents/messages';
import { modalMessages } from '../../src/plugins/agents/modalMessages';
import agents from '../../src/plugins/agents/module';
import { agentNamed, renderAgents, TEMPLATE_MODE_OWNER } from './agents-helpers';
import { expectConsoleError } from './consoleGuard';
import { httpClient } from './kernelHarness';
import { apiUrl, renderPlugin, tokenFor, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const RESELLER = 'reseller@example.com';
const { buttons } = messages;
const { editFields: m } = modalMessages;

describe('edit fields: access and a concurrent change', () => {
  it("the editor's template panel offers edit fields to a reseller only", async () => {
    const user = userEvent.setup();
    const agent = await agentNamed(TEMPLATE_MODE_OWNER, 'After Hours');
    const owner = await renderAgents(<EditAgentOverlay value={String(agent.id)} close={vi.fn()} />, { persona: TEMPLATE_MODE_OWNER });
    await screen.findByRole('textbox', { name: 'On-call number' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: buttons.editFields })).toBeNull();
    owner.unmount();

    await renderAgents(<EditAgentOverlay value={String(agent.id)} close={vi.fn()} />, { persona: RESELLER });
    await user.click(await screen.findByRole('tab', { name: messages.panels.template }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('button', { name: buttons.editFields }));
    const dialog = await screen.findByRole('dialog', { name: `${m.title}: After-hours answering` }, { timeout: 15_000 });
    const list = within(dialog).getByRole('region', { name: m.fields });
    expect(within(list).getByText('On-call number')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: buttons.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${m.title}: After-hours answering` })).toBeNull());
  });

  it('a template changed by someone else meanwhile is not overwritten: the refusal shows in the modal, the edit stays, and the modal opened again starts from theirs', async () => {
    const user = userEvent.setup();
    const api = templatesAdapter(httpClient(apiUrl(), await tokenFor(RESELLER)));
    const name = `Race ${unique()}`;
    const { data } = await api.create!('templates', { data: { name, agentInstructions: 'You answer calls.', templateFields: [{ key: 'clinic', type: 'text' }] } });
    await renderPlugin(agents, { persona: RESELLER, path: '/templates' });
    const row = (await screen.findByText(name, {}, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: buttons.editFields }));
    const dialog = await screen.findByRole('dialog', { name: `${m.title}: ${name}` }, { timeout: 15_000 });
    await user.type(within(dialog).getByRole('textbox', { name: m.label }), 'Clinic');
    // someone else saves the template first
    const theirs = [{ key: 'clinic', type: 'text' }, { key: 'hours', label: 'Opening hours', type: 'text' }];
    await api.update!('templates', { id: data.id, data: { templateFields: theirs, revision: data.revision }, previousData: data });
    expectConsoleError(/HttpError: This template was changed by someone else/);
    await user.click(within(dialog).getByRole('button', { name: buttons.save }));
    expect(await within(dialog).findByText(/This template was changed by someone else/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: m.label })).toHaveValue('Clinic');
    expect(((await api.getOne!('templates', { id: data.id })).data as Template).templateFields).toEqual(theirs);

    // opened again: their fields, read from the server (not the copy read before), and saved on top
    await user.click(within(dialog).getByRole('button', { name: buttons.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${m.title}: ${name}` })).toBeNull());
    await user.click(within(row).getByRole('button', { name: buttons.editFields }));
    const again = await screen.findByRole('dialog', { name: `${m.title}: ${name}` }, { timeout: 15_000 });
    expect(within(within(again).getByRole('region', { name: m.fields })).getByText('Opening hours')).toBeInTheDocument();
    await user.type(within(again).getByRole('textbox', { name: m.label }), 'Clinic');
    await user.click(within(again).getByRole('button', { name: buttons.save }));
    await waitFor(async () => expect(((await api.getOne!('templates', { id: data.id })).data as Template).templateFields).toEqual([{ key: 'clinic', label: 'Clinic', type: 'text' }, theirs[1]]), { timeout: 15_000 });
  });
});
