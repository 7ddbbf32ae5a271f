// The numbers plugin against the real reference server and its Demo carrier: the list's empty state,
// getting a number for an agent (selectNumber), bringing one's own (addCustomNumber, code from the
// demo outbox), and the number overlay (health, release after confirmation).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestOutboxCode } from '../../server/demoSignIn';
import numbers from '../../src/plugins/numbers/module';
import { messages } from '../../src/plugins/numbers/messages';
import { apiUrl, renderPlugin } from './renderPlugin';

// real server round trips and user-event typing: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 60_000 });

const OWNER = 'owner@acme.example';
const rowOf = async (text: RegExp | string) => (await screen.findByText(text, {}, { timeout: 10_000 })).closest('tr')!;

describe('the numbers plugin', () => {
  it('shows the empty state to an organization without numbers', async () => {
    await renderPlugin(numbers, { persona: 'owner@globex.example', path: '/phoneNumbers' });
    expect(await screen.findByText(messages.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: messages.actions.buy }).length).toBeGreaterThan(0);
  });

  it('searches by area code, picks a number, gives it to an agent, and lists it formatted with its carrier', async () => {
    const user = userEvent.setup();
    await renderPlugin(numbers, { persona: OWNER, path: '/phoneNumbers?selectNumber=true' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(messages.fields.prefix), '212');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.search }));
    const offered = await within(dialog).findAllByRole('radio', {}, { timeout: 10_000 });
    const label = offered[0]!.closest('label')!.textContent!;
    const formatted = /^\+1 \(212\) \d{3}-\d{4}/.exec(label)![0];
    await user.click(offered[0]!);
    await user.click(within(dialog).getByLabelText(messages.fields.agentAccountId));
    await user.click(await screen.findByRole('option', { name: 'Front Desk' }));
    await user.click(within(dialog).getByRole('button', { name: messages.actions.assign }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    const row = await rowOf(formatted);
    expect(within(row).getByText('Front Desk')).toBeInTheDocument();
    expect(within(row).getByText('Demo carrier')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('brings a number: refuses one that is not E.164, texts a code, and adds the number with it', async () => {
    const user = userEvent.setup();
    await renderPlugin(numbers, { persona: OWNER, path: '/phoneNumbers?addCustomNumber=true' });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const input = within(dialog).getByLabelText(messages.fields.number);
    await user.type(input, '555-0100');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.sendCode }));
    expect(await within(dialog).findByText(messages.validation.number)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '+1 312 555 0171');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.sendCode }));
    expect(await within(dialog).findByText(messages.codeSent('+1 (312) 555-0171'), {}, { timeout: 10_000 })).toBeInTheDocument();
    const code = await latestOutboxCode(apiUrl(), '+13125550171');
    await user.type(within(dialog).getByLabelText(messages.fields.verificationCode), code);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.verify }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    const row = await rowOf('+1 (312) 555-0171');
    expect(within(row).getByText(messages.unassigned)).toBeInTheDocument();
  });

  it('opens a number with its health and releases it only after confirmation', async () => {
    const user = userEvent.setup();
    await renderPlugin(numbers, { persona: OWNER, path: '/phoneNumbers' });
    await user.click(await rowOf('+1 (312) 555-0171'));
    const dialog = await screen.findByRole('dialog', { name: '+1 (312) 555-0171' }, { timeout: 10_000 });
    expect(await within(dialog).findByText(messages.forwardingNever)).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: messages.health }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByText(messages.noCalls)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.actions.release }));
    const confirm = await screen.findByText(messages.confirmRelease('+1 (312) 555-0171'));
    const confirmDialog = confirm.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(confirmDialog).getByRole('button', { name: messages.actions.release }));
    await waitFor(() => expect(screen.queryByText('+1 (312) 555-0171')).not.toBeInTheDocument(), { timeout: 10_000 });
  });
});
