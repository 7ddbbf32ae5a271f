// Templates against the real reference server: the template-mode editor (fields, disabledIf, saved as
// published directly), a reseller's template list with create and migrate (dry run, then apply).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import agents from '../../src/plugins/agents/module';
import { agentNamed, renderAgents, TEMPLATE_MODE_OWNER } from './agents-helpers';
import { renderPlugin, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 40_000 });
const RESELLER = 'reseller@example.com';

describe('template mode', () => {
  it('shows the template fields; disabledIf follows the other field; a change is published directly', async () => {
    const user = userEvent.setup();
    const before = await agentNamed(TEMPLATE_MODE_OWNER, 'After Hours');
    expect(before.mode).toBe('TEMPLATE');
    await renderAgents(<EditAgentOverlay value={String(before.id)} close={vi.fn()} />, { persona: TEMPLATE_MODE_OWNER });
    const onCall = await screen.findByRole('textbox', { name: 'On-call number' }, { timeout: 15_000 });
    const urgent = screen.getByRole('combobox', { name: 'Urgent calls' });
    if (before.templateValues.afterHours !== 'transfer') expect(onCall).toBeDisabled();

    await user.click(urgent);
    await user.click(await screen.findByRole('option', { name: 'Transfer' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'On-call number' })).toBeEnabled());
    await user.clear(screen.getByRole('textbox', { name: 'On-call number' }));
    await user.type(screen.getByRole('textbox', { name: 'On-call number' }), '+15551230199');

    await waitFor(
      async () => {
        const after = await agentNamed(TEMPLATE_MODE_OWNER, 'After Hours');
        expect(after.templateValues).toMatchObject({ afterHours: 'transfer', afterHoursNumber: '+15551230199' });
        expect(after.unpublishedChanges).toBe(false);
        expect(after.revision).toBeGreaterThan(before.revision);
      },
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('button', { name: messages.buttons.publish })).toBeNull();
  });
});

describe('templates of a reseller', () => {
  it('lists them and creates one', async () => {
    const user = userEvent.setup();
    await renderPlugin(agents, { persona: RESELLER, path: '/templates?createTemplate=true' });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.createTemplate }, { timeout: 15_000 });
    const name = `Clinic ${unique()}`;
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), name);
    await user.type(within(dialog).getByRole('textbox', { name: /Prompt/ }), 'You answer for {clinic}.');
    const fields = within(dialog).getByRole('textbox', { name: messages.templates.fieldsJson });
    await user.clear(fields);
    await user.click(fields);
    await user.paste('[{"key":"clinic","label":"Clinic","type":"text"}]');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(name, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('After-hours answering')).toBeInTheDocument();
  });

  it('migrates a template: the dry run lists its agents with their diffs, then applies', async () => {
    const user = userEvent.setup();
    await renderPlugin(agents, { persona: RESELLER, path: '/templates' });
    const row = (await screen.findByText('After-hours answering', {}, { timeout: 15_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: messages.buttons.migrate }));
    const dialog = await screen.findByRole('dialog', { name: /Migrate template/ });
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.dryRun }));
    expect(await within(dialog).findAllByRole('region', { name: 'After Hours' }, { timeout: 15_000 })).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.apply }));
    expect(await screen.findByText(messages.templates.migrated, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
