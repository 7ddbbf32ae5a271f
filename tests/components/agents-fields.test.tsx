// The edit-fields modal against the real reference server: a reseller builds a template's fields
// (a select with options, reordered, a disabledIf naming another field), sees each problem on its
// input and nothing saved while one remains, the live template-mode preview follows, and the save
// is the template's update (read back from the server).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templatesAdapter } from '../../src/plugins/agents/api/templatesAdapter';
import EditAgentOverlay from '../../src/plugins/agents/editor/EditAgentOverlay';
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
const { editFields: m, fieldRules } = modalMessages;

/** Enters `text` into an empty input as one paste: typed key by key, each key re-renders the modal and its preview. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('edit fields', () => {
  it('builds a select field with options; problems block the save; the preview and the server follow', async () => {
    const user = userEvent.setup();
    const api = templatesAdapter(httpClient(apiUrl(), await tokenFor(RESELLER)));
    const name = `Fields ${unique()}`;
    const fields = [{ key: 'clinic', label: 'Clinic', type: 'text' }];
    const { data } = await api.create!('templates', { data: { name, agentInstructions: 'You answer for {clinic}.', templateFields: fields } });
    await renderPlugin(agents, { persona: RESELLER, path: '/templates' });
    const row = (await screen.findByText(name, {}, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: buttons.editFields }));
    const dialog = await screen.findByRole('dialog', { name: `${m.title}: ${name}` }, { timeout: 15_000 });
    const preview = within(dialog).getByRole('region', { name: m.preview });
    expect(within(preview).getByRole('textbox', { name: 'Clinic' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: m.addField }));
    // the new field is the one being edited
    expect(within(within(dialog).getByRole('region', { name: m.fields })).getByRole('button', { current: true })).toHaveTextContent('field2');
    const key = within(dialog).getByRole('textbox', { name: new RegExp(`^${m.key}`) });
    await user.clear(key);
    await fill(user, key, 'clinic');
    expect(within(dialog).getByText(fieldRules.keyDuplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: buttons.save })).toBeDisabled();
    await user.clear(key);
    await fill(user, key, 'plan');
    await fill(user, within(dialog).getByRole('textbox', { name: m.label }), 'Plan');
    await user.click(within(dialog).getByRole('combobox', { name: m.type }));
    await user.click(await screen.findByRole('option', { name: m.types.select }));
    // a select starts with one empty option: a problem until it has a value
    expect(within(dialog).getByText(fieldRules.optionValueRequired)).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: `${m.optionValue} 1` }), 'basic');
    await user.click(within(dialog).getByRole('button', { name: m.addOption }));
    await fill(user, within(dialog).getByRole('textbox', { name: `${m.optionValue} 2` }), 'premium');
    await fill(user, within(dialog).getByRole('textbox', { name: `${m.optionLabel} 2` }), 'Premium plan');
    const disabledIf = within(dialog).getByRole('textbox', { name: m.disabledIf });
    await fill(user, disabledIf, 'nobody=x');
    expect(within(dialog).getByText(fieldRules.disabledIfKey('nobody'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: buttons.save })).toBeDisabled();
    await user.clear(disabledIf);
    await fill(user, disabledIf, 'clinic=closed');
    expect(within(dialog).queryByText(m.invalid)).toBeNull();

    // the preview renders the new select with its options
    await user.click(within(preview).getByRole('combobox', { name: 'Plan' }));
    expect(await screen.findByRole('option', { name: 'Premium plan' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'basic' }));
    // moved above the clinic
    await user.click(within(dialog).getByRole('button', { name: m.moveUp }));
    const labels = within(preview).getAllByRole('combobox').concat(within(preview).getAllByRole('textbox'));
    expect(labels).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: buttons.save }));
    expect(await screen.findByText(m.saved, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `${m.title}: ${name}` })).toBeNull());
    const saved = (await api.getOne!('templates', { id: data.id })).data as Template;
    expect(saved.templateFields).toEqual([
      { key: 'plan', label: 'Plan', type: 'select', options: [{ value: 'basic' }, { value: 'premium', label: 'Premium plan' }], disabledIf: 'clinic=closed' },
      fields[0],
    ]);
  });

  it('the create-template form builds its JSON list in the modal (the JSON stays editable)', async () => {
    const user = userEvent.setup();
    await renderPlugin(agents, { persona: RESELLER, path: '/templates?createTemplate=true' });
    const form = await screen.findByRole('dialog', { name: messages.titles.createTemplate }, { timeout: 15_000 });
    await user.click(within(form).getByRole('button', { name: buttons.editFields }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    expect(within(dialog).getByText(m.none)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: m.addField }));
    const key = within(dialog).getByRole('textbox', { name: new RegExp(`^${m.key}`) });
    await user.clear(key);
    await user.type(key, 'clinic');
    await user.click(within(dialog).getByLabelText(m.required));
    await user.click(within(dialog).getByRole('button', { name: buttons.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    const json = within(form).getByRole('textbox', { name: messages.templates.fieldsJson });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual([{ key: 'clinic', type: 'text', required: true }]);
  });

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
