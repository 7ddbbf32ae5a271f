// New agent from template for an organization's owner, against the real reference server: the
// agents widget's button (only with canAddAgents) opens the templates offered to the organization;
// the owner fills one's fields (disabledIf and placeholders from the template-mode form) and a
// name, creates it, and the new agent opens in the editor in template mode.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templatesAdapter } from '../../src/plugins/agents/api/templatesAdapter';
import type { Template } from '../../src/plugins/agents/api/types';
import SetupAgentOverlay from '../../src/plugins/agents/overlays/SetupAgentOverlay';
import AgentsWidget from '../../src/plugins/agents/home/AgentsWidget';
import { messages } from '../../src/plugins/agents/messages';
import { modalMessages } from '../../src/plugins/agents/modalMessages';
import { agentNamed, newAgentAccount, realAgents, renderAgents, TEMPLATE_MODE_OWNER } from './agents-helpers';
import { httpClient } from './kernelHarness';
import { apiUrl, location, tokenFor, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const TEMPLATE = 'Salon bookings';
const { buttons } = messages;
const m = { ...modalMessages.newAgent, ...messages.newAgent };

describe('new agent from template', () => {
  it('an owner picks a template, fills its fields, creates the agent, and the editor opens it in template mode', async () => {
    const user = userEvent.setup();
    await renderAgents(<AgentsWidget />, { persona: TEMPLATE_MODE_OWNER });
    const widget = await screen.findByRole('region', { name: messages.home.title }, { timeout: 15_000 });
    await user.click(within(widget).getByRole('button', { name: m.button }));
    const picker = await screen.findByRole('dialog', { name: m.title }, { timeout: 15_000 });
    await user.click(await within(picker).findByRole('button', { name: new RegExp(TEMPLATE) }, { timeout: 15_000 }));

    const dialog = await screen.findByRole('dialog', { name: `${buttons.createAgent}: ${TEMPLATE}` }, { timeout: 15_000 });
    // disabledIf: no deposit amount while no deposit is asked for (the template's default)
    expect(within(dialog).getByRole('spinbutton', { name: 'Deposit amount (USD)' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Website' })).toHaveAttribute('placeholder', 'https://salon.example');
    await user.click(within(dialog).getByRole('combobox', { name: 'Deposit required' }));
    await user.click(await screen.findByRole('option', { name: 'yes' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Deposit amount (USD)' }), '25');
    const name = `Salon ${unique()}`;
    const nameBox = within(dialog).getByRole('textbox', { name: messages.fields.name });
    await user.clear(nameBox);
    await user.type(nameBox, name);
    // the template's required salon name is still empty: refused on the field, nothing created
    await user.click(within(dialog).getByRole('button', { name: buttons.createAgent }));
    expect(within(dialog).getByText(modalMessages.fillRequired('Salon name'))).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Salon name/ })).toBeInvalid();
    await user.type(within(dialog).getByRole('textbox', { name: /Salon name/ }), 'Shear Joy');
    await user.click(within(dialog).getByRole('button', { name: buttons.createAgent }));

    const editor = await screen.findByRole('dialog', { name: new RegExp(`${messages.titles.editor}: ${name}`) }, { timeout: 20_000 });
    const created = await agentNamed(TEMPLATE_MODE_OWNER, name);
    expect(location.current).toContain(`editAgent=${created.id}`);
    expect(location.current).not.toContain('newAgentFromTemplate');
    expect(created).toMatchObject({ mode: 'TEMPLATE', templateName: TEMPLATE });
    expect(created.templateValues).toMatchObject({ salonName: 'Shear Joy', deposit: 'yes' });
    expect(within(editor).getByText(messages.templateMode, { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(within(editor).getByRole('textbox', { name: /Salon name/ })).toHaveValue('Shear Joy'), { timeout: 15_000 });
  });

  it('setting an existing agent up from a template (setupAgent) refuses empty required fields on the field, then applies', async () => {
    const user = userEvent.setup();
    const name = `Setup ${unique()}`;
    const id = await newAgentAccount(TEMPLATE_MODE_OWNER, name);
    const { orgId } = await realAgents(TEMPLATE_MODE_OWNER);
    const templates = templatesAdapter(httpClient(apiUrl(), await tokenFor(TEMPLATE_MODE_OWNER), orgId));
    const { data } = await templates.getList!('templates', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    const salon = (data as Template[]).find((t) => t.name === TEMPLATE)!;
    await renderAgents(<SetupAgentOverlay value={String(id)} close={vi.fn()} />, { persona: TEMPLATE_MODE_OWNER, path: `/?templateId=${salon.id}` });
    const section = await screen.findByRole('region', { name: `${messages.templates.setUpFrom}: ${TEMPLATE}` }, { timeout: 15_000 });
    await user.click(within(section).getByRole('button', { name: buttons.applyTemplate }));
    expect(within(section).getByText(modalMessages.fillRequired('Salon name'))).toBeInTheDocument();
    expect((await agentNamed(TEMPLATE_MODE_OWNER, name)).mode).toBe('FULL_AGENT');
    await user.type(within(section).getByRole('textbox', { name: /Salon name/ }), 'Curl Up');
    await user.click(within(section).getByRole('button', { name: buttons.applyTemplate }));
    expect(await screen.findByText(messages.templates.applied, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(async () => expect(await agentNamed(TEMPLATE_MODE_OWNER, name)).toMatchObject({ mode: 'TEMPLATE', templateValues: { salonName: 'Curl Up' } }), { timeout: 15_000 });
  });
});
