// The developer plugin's "API tokens" panel against the real reference server: the create dialog
// refuses an empty description, then shows the value once with its warning; the list shows the
// token by its prefix only; the value works as a credential; revoke asks first, then the value is refused.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import developer from '../../src/plugins/developer/module';
import TokensPanel from '../../src/plugins/developer/TokensPanel';
import { messages } from '../../src/plugins/developer/messages';
import { apiUrl, renderPlugin, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };

const contactsWith = (token: string) => fetch(new URL(`/api/v2/contact?token=${encodeURIComponent(token)}`, apiUrl())).then((r) => r.status);

describe('the API tokens panel', () => {
  it('creates a token shown once, lists it without its value, and revokes it after confirmation', async () => {
    const user = userEvent.setup();
    const description = `Component ${unique()}`;
    await renderPlugin(developer, { persona: 'owner@acme.example', ui: <TokensPanel /> });
    await user.click(await screen.findByRole('button', { name: messages.actions.create }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await within(dialog).findByText(messages.validation.required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(messages.fields.description), description);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    const value = (await within(dialog).findByTestId('api-token-value', {}, T)).textContent!;
    expect(value).toMatch(/^sbt_[\w-]{43}$/);
    expect(within(dialog).getByText(messages.valueOnce)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: messages.actions.copy })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.actions.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = (await screen.findByText(description, {}, T)).closest('li')!;
    expect(within(row).getByText(messages.typeChips.read)).toBeInTheDocument();
    expect(row.textContent).toContain(`${value.slice(0, 10)}…`);
    expect(row.textContent).not.toContain(value);
    expect(screen.queryByTestId('api-token-value')).not.toBeInTheDocument();
    expect(await contactsWith(value)).toBe(200);

    await user.click(within(row).getByRole('button', { name: `${messages.actions.revoke} ${description}` }));
    const confirm = await screen.findByRole('dialog', {}, T);
    expect(within(confirm).getByText(messages.confirmRevoke(description))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: messages.actions.revoke }));
    await waitFor(() => expect(screen.queryByText(description)).not.toBeInTheDocument(), T);
    expect(await contactsWith(value)).toBe(401);
  });
});
