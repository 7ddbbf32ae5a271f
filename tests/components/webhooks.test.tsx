// The webhooks plugin against the real reference server: the createWebhook overlay refuses a URL
// that is not http(s), then shows the signing secret once; the list shows the endpoint; its page
// sends a test, which the delivery log shows with its body.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import webhooks from '../../src/plugins/webhooks/module';
import { messages } from '../../src/plugins/webhooks/messages';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });

const OWNER = 'owner@acme.example';
const URL_TEXT = `http://127.0.0.1:9/component-${Date.now()}`;

describe('the webhooks plugin', () => {
  it('creates a webhook, shows its secret once, lists it, and shows a test delivery in its log', async () => {
    const user = userEvent.setup();
    await renderPlugin(webhooks, { persona: OWNER, path: '/webhooks?createWebhook=true' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const url = within(dialog).getByLabelText(messages.fields.url);
    await user.type(url, 'ftp://example.com/hook');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await within(dialog).findByText(messages.validation.url)).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, URL_TEXT);
    await user.type(within(dialog).getByLabelText(messages.fields.label), 'Component CRM');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    const secret = await within(dialog).findByTestId('webhook-secret', {}, { timeout: 10_000 });
    expect(secret.textContent).toMatch(/^whsec_[\w-]{43}$/);
    expect(within(dialog).getByText(messages.hints.secretOnce)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.actions.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = (await screen.findByText('Component CRM', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(row).getByText(messages.status.active)).toBeInTheDocument();
    expect(within(row).getByText(messages.never)).toBeInTheDocument();
    // the secret is not shown again
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();

    await user.click(row);
    await user.click(await screen.findByRole('button', { name: messages.actions.test }, { timeout: 10_000 }));
    const delivery = await screen.findByTestId('webhook-delivery', {}, { timeout: 10_000 });
    expect(within(delivery).getByText(messages.kind.test)).toBeInTheDocument();
    await user.click(within(delivery).getByRole('button', { expanded: false }));
    expect(await within(delivery).findByText(/"test": true/)).toBeInTheDocument();
  });
});
