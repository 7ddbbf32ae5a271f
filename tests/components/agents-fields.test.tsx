// The edit-fields modal against the real reference server: a reseller builds a template's fields
// (a select with options, reordered, a disabledIf naming another field), sees each problem on its
// input and nothing saved while one remains, the live template-mode preview follows, and the save
// is the template's update (read back from the server); the create-template form's JSON list.
// (Who gets the modal, and a concurrent change: agents-fields-access.test.tsx.)
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templatesAdapter } from '../../src/plugins/agents/api/templatesAdapter';
import type { Template } from '../../src/plugins/agents/api/types';
import { messages } from '../../src/plugins/agents/messages';
import { modalMessages } from '../../src/plugins/agents/modalMessages';
import agents from '../../src/plugins/agents/module';
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
});
