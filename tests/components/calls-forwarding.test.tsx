// The calls plugin's forwarding overlays against the real reference server and its Demo carrier:
// forwardingInstructions shows the chosen carrier's codes for the number, and its test call
// (callVerify) reports a cell that does not forward, then one that does; calling follows the call state.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import calls from '../../src/plugins/calls/module';
import { messages } from '../../src/plugins/calls/messages';
import { location, renderPlugin, signIn } from './renderPlugin';

// real server round trips and user-event typing: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 60_000 });

const owner = await signIn('owner@acme.example');
const http = owner.http();
const offered = await http.request<{ numbers: { number: string }[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix: '503' } });
const bought = (await http.request<{ phoneNumber: { id: number; number: string } }>('/api/v2/phoneNumber/assign', { method: 'POST', body: { number: offered.numbers[0]!.number } })).phoneNumber;
const ten = bought.number.slice(2);

describe('forwarding a cell phone to a number', () => {
  it('shows each carrier\'s codes for the number, then proves forwarding with a test call', async () => {
    const user = userEvent.setup();
    await renderPlugin(calls, { persona: owner, path: `/?forwardingInstructions=${bought.id}` });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.forwarding }, { timeout: 10_000 });
    expect(await within(dialog).findByText(`*21*${ten}#`, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(messages.forwarding.carrier));
    await user.click(await screen.findByRole('option', { name: 'T-Mobile' }));
    expect(within(dialog).getByText(`**21*1${ten}#`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.forwarding.modes.unanswered }));
    expect(within(dialog).getByText(`**004*1${ten}#`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: messages.forwarding.test }));
    const verify = await screen.findByRole('dialog', { name: messages.titles.verify }, { timeout: 10_000 });
    expect(location.current).toContain(`callVerify=${bought.id}`);
    expect(location.current).not.toContain('forwardingInstructions');
    expect(await within(verify).findByText(messages.verify.never, {}, { timeout: 10_000 })).toBeInTheDocument();
    const cell = within(verify).getByLabelText(messages.verify.cell, { exact: false });
    await user.type(cell, '6505550123');
    await user.click(within(verify).getByRole('button', { name: messages.verify.start }));
    expect(await within(verify).findByText(/^Invalid phone number/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.clear(cell);
    await user.type(cell, '+16505550000');
    await user.click(within(verify).getByRole('button', { name: messages.verify.start }));
    expect(await within(verify).findByText(messages.verify.failed, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.clear(cell);
    await user.type(cell, '+16505550123');
    await user.click(within(verify).getByRole('button', { name: messages.verify.again }));
    expect(await within(verify).findByText(/^Forwarding works: the test call came through on /, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('calling: a call to the destination, its type toggled, ended by End', async () => {
    const user = userEvent.setup();
    await renderPlugin(calls, { persona: owner, path: '/?calling=%2B14155550123' });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.calling }, { timeout: 10_000 });
    expect(within(dialog).getByRole('status')).toHaveTextContent(messages.calling.to('+1 (415) 555-0123'));
    const video = within(dialog).getByRole('button', { name: messages.calling.video });
    await user.click(video);
    expect(video).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: messages.calling.audio })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: messages.calling.end }));
    expect(location.current).not.toContain('calling=');
  });
});
