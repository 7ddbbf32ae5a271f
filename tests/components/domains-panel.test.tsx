// The domains plugin's "Custom domains" panel against the real reference server (a reseller): a
// malformed domain is refused as typed; an added one shows its TXT record with copy buttons and
// "Waiting for DNS"; checking it without the record gives "Not verified" with the reason; delete asks first.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import domains from '../../src/plugins/domains/module';
import DomainsPanel from '../../src/plugins/domains/DomainsPanel';
import { messages } from '../../src/plugins/domains/messages';
import { DOMAIN_ERRORS } from '../../src/shared/domainName';
import { renderPlugin, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 15_000 };

describe('the Custom domains panel', () => {
  it('adds a domain, shows its TXT record, reports a failed check with the reason, and deletes it', async () => {
    const user = userEvent.setup();
    const name = `c${unique()}.component.example`;
    await renderPlugin(domains, { persona: 'reseller@example.com', ui: <DomainsPanel /> });
    const field = await screen.findByLabelText(messages.fields.domain, {}, T);
    await user.type(field, '*.wild.example');
    await user.click(screen.getByRole('button', { name: messages.actions.add }));
    expect(await screen.findByText(DOMAIN_ERRORS.wildcard)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, name.toUpperCase());
    await user.click(screen.getByRole('button', { name: messages.actions.add }));

    const card = (await screen.findByText(name, {}, T)).closest('li')!;
    expect(within(card).getByText(messages.status.pending)).toBeInTheDocument();
    expect(within(card).getByText(`_switchboard.${name}`)).toBeInTheDocument();
    expect(within(card).getByText(/^switchboard-verification=[0-9a-f]{32}$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `${messages.actions.copy} ${messages.fields.txtValue}` })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: messages.actions.makeDefault })).not.toBeInTheDocument();

    // no DNS answers for this name here: the check fails and says why
    await user.click(within(card).getByRole('button', { name: messages.actions.check }));
    expect(await within(card).findByText(messages.status.failed, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(card).getByRole('alert').textContent).toMatch(/DNS|TXT/);

    await user.click(within(card).getByRole('button', { name: `${messages.actions.delete} ${name}` }));
    const confirm = await screen.findByRole('dialog', {}, T);
    expect(within(confirm).getByText(messages.confirmDelete(name))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: messages.actions.delete }));
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument(), T);
  });
});
