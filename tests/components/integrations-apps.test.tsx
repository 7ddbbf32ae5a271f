// The integrations screens against a reference server of this file's own (its installs and keys must
// not meet other suites). Acme's owner installs the CRM app from its settings form (made from the
// app's auth parameters; the key is a password field), sees it installed, reopens it (the key shows
// as saved, never its value), uninstalls after a confirmation; a refused key in the workflow
// automation overlay shows the job tracker's status, an accepted one its workflows and team.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import integrations from '../../src/plugins/integrations/module';
import { messages } from '../../src/plugins/integrations/messages';
import { startOwnServer, type OwnServer } from './ownServer';
import { location, renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 120_000 });

let own: OwnServer;
let acme: string;

beforeAll(async () => {
  own = await startOwnServer();
  acme = await signInByEmail(own.url, 'owner@acme.example');
}, 120_000);
afterAll(() => own?.stop());

describe('apps', () => {
  it('an owner installs an app from its parameters, reopens it (the key never shown), and uninstalls it', async () => {
    const user = userEvent.setup();
    await renderPlugin(integrations, { persona: { token: acme }, apiUrl: own.url, path: '/integrations' });
    const apps = await screen.findByRole('list', { name: messages.apps.title }, { timeout: 20_000 });
    const crm = within(apps).getAllByRole('listitem').find((li) => li.textContent?.includes('CRM lookup'))!;
    expect(crm).toHaveTextContent(messages.apps.notInstalled);
    await user.click(within(crm).getByRole('button', { name: `${messages.actions.install}: CRM lookup` }));
    expect(location.current).toBe('/integrations?install=crm%3A2');

    const dialog = await screen.findByRole('dialog', { name: 'CRM lookup' }, { timeout: 10_000 });
    const key = within(dialog).getByLabelText(/API key/);
    expect(key).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.install }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(key, 'crm-secret-1');
    await user.type(within(dialog).getByLabelText(/CRM address/), 'ftp://crm.example');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.install }));
    // the server's refusal lands on its field
    expect(await within(dialog).findByText('Expected an http(s) address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/CRM address/));
    await user.type(within(dialog).getByLabelText(/CRM address/), 'https://crm.example');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.install }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'CRM lookup' })).not.toBeInTheDocument(), { timeout: 30_000 });
    await waitFor(() => expect(within(screen.getByRole('list', { name: messages.apps.title })).getAllByRole('listitem').find((li) => li.textContent?.includes('CRM lookup'))).toHaveTextContent(messages.apps.installed), { timeout: 30_000 });

    const installed = within(screen.getByRole('list', { name: messages.apps.title })).getAllByRole('listitem').find((li) => li.textContent?.includes('CRM lookup'))!;
    await user.click(within(installed).getByRole('button', { name: `${messages.actions.settings}: CRM lookup` }));
    const again = await screen.findByRole('dialog', { name: 'CRM lookup' }, { timeout: 10_000 });
    expect(within(again).getByLabelText(/API key/)).toHaveValue('');
    expect(within(again).getByText(messages.apps.secretKept)).toBeInTheDocument();
    expect(within(again).getByLabelText(/CRM address/)).toHaveValue('https://crm.example');
    expect(document.body.textContent).not.toContain('crm-secret-1');

    await user.click(within(again).getByRole('button', { name: messages.actions.uninstall }));
    const confirm = await screen.findByRole('dialog', { name: messages.actions.uninstall });
    await user.click(within(confirm).getByRole('button', { name: messages.actions.uninstall }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: messages.apps.title })).getAllByRole('listitem').find((li) => li.textContent?.includes('CRM lookup'))).toHaveTextContent(messages.apps.notInstalled), { timeout: 30_000 });
  });
});

describe('workflow automation', () => {
  it('shows the status of a refused key, then the workflows and team of an accepted one', async () => {
    const user = userEvent.setup();
    await renderPlugin(integrations, { persona: { token: acme }, apiUrl: own.url, path: '/integrations?workflowAutomation=true' });
    const dialog = await screen.findByRole('dialog', { name: messages.workflow.title }, { timeout: 20_000 });
    const key = within(dialog).getByLabelText(messages.workflow.key);
    await user.type(key, 'invalid');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.check }));
    expect(await within(dialog).findByText(messages.workflow.invalid(401))).toBeInTheDocument();
    await user.clear(key);
    await user.type(key, 'demo-key');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.check }));
    expect(await within(dialog).findByText(messages.workflow.valid('Demo job tracker'))).toBeInTheDocument();
    expect(within(dialog).getByText('Roof replacement: Scheduled → In progress → Completed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.actions.showTeam }));
    const team = await within(dialog).findByRole('list', { name: messages.workflow.team });
    expect(within(team).getAllByRole('listitem')).toHaveLength(3);
    expect(team).toHaveTextContent(`Flo Sample (${messages.workflow.inactive})`);
  });
});
