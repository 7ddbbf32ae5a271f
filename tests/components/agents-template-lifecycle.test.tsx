// Templates against the real reference server: an org owner creates an agent from a template (it
// follows the template), a reseller detaches that agent (it becomes a full agent), and a reseller
// deletes a template.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templatesAdapter } from '../../src/plugins/agents/api/templatesAdapter';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import agents from '../../src/plugins/agents/module';
import { agentNamed, renderAgents, TEMPLATE_MODE_OWNER } from './agents-helpers';
import { httpClient } from './kernelHarness';
import { apiUrl, renderPlugin, tokenFor, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const RESELLER = 'reseller@example.com';
const TEMPLATE = 'After-hours answering';

describe('template lifecycle', () => {
  it('an org owner creates an agent from a template; a reseller detaches it into a full agent', async () => {
    const user = userEvent.setup();
    const first = await renderPlugin(agents, { persona: TEMPLATE_MODE_OWNER, path: '/templates' });
    const row = (await screen.findByText(TEMPLATE, {}, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: messages.buttons.createAgent }));
    const dialog = await screen.findByRole('dialog', { name: `${messages.buttons.createAgent}: ${TEMPLATE}` });
    const name = `From template ${unique()}`;
    const nameBox = within(dialog).getByRole('textbox', { name: messages.fields.name });
    await user.clear(nameBox);
    await user.type(nameBox, name);
    await user.type(within(dialog).getByRole('textbox', { name: /Business name/ }), 'Lifecycle Dental');
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.createAgent }));
    expect(await screen.findByText(messages.templates.created, {}, { timeout: 15_000 })).toBeInTheDocument();
    const created = await agentNamed(TEMPLATE_MODE_OWNER, name);
    expect(created.mode).toBe('TEMPLATE');
    expect(created.templateId).toBeTruthy();
    first.unmount();

    await renderAgents(<EditAgentOverlay value={String(created.id)} close={vi.fn()} />, { persona: RESELLER });
    await user.click(await screen.findByRole('tab', { name: messages.panels.template }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: messages.buttons.detach }));
    const confirm = await screen.findByRole('dialog', { name: messages.buttons.detach });
    await user.click(within(confirm).getByRole('button', { name: messages.buttons.detach }));
    await waitFor(async () => expect((await agentNamed(TEMPLATE_MODE_OWNER, name)).mode).toBe('FULL_AGENT'), { timeout: 15_000 });
  });

  it('a reseller deletes a template', async () => {
    const user = userEvent.setup();
    const api = templatesAdapter(httpClient(apiUrl(), await tokenFor(RESELLER)));
    const name = `Doomed ${unique()}`;
    const { data } = await api.create!('templates', { data: { name, agentInstructions: 'You answer calls.', templateFields: [] } });
    await renderPlugin(agents, { persona: RESELLER, path: '/templates' });
    const row = (await screen.findByText(name, {}, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: messages.buttons.delete }));
    const confirm = await screen.findByRole('dialog', { name: messages.buttons.delete });
    await user.click(within(confirm).getByRole('button', { name: messages.buttons.delete }));
    expect(await screen.findByText(messages.templates.deleted, {}, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(name)).toBeNull(), { timeout: 10_000 });
    await expect(api.getOne!('templates', { id: data.id })).rejects.toBeTruthy();
  });
});
