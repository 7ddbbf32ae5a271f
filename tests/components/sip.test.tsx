// The sip plugin against the real reference server: the trunk page validates an IP as it is typed,
// adds it and deletes it after a confirmation; the captures page places a Demo carrier call that
// fails with 488, and its ladder draws one arrow per message, explains the failure in plain words
// and shows a focused arrow's raw message.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sip from '../../src/plugins/sip/module';
import { messages } from '../../src/plugins/sip/messages';
import { IP_MESSAGES } from '../../src/shared/sip/address';
import { renderPlugin } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });

const OWNER = 'owner@acme.example';

describe('the sip plugin', () => {
  it('validates, adds and deletes a whitelist entry on the trunk page', async () => {
    const user = userEvent.setup();
    await renderPlugin(sip, { persona: OWNER, path: '/sip' });
    const ip = await screen.findByLabelText(messages.fields.ip, {}, { timeout: 15_000 });
    const section = ip.closest('section')!;
    await user.type(ip, '10.9.8.7/24');
    await user.click(within(section).getByRole('button', { name: messages.actions.add }));
    expect(await within(section).findByText(IP_MESSAGES.hostBits('10.9.8.0/24'))).toBeInTheDocument();
    const octet = 200 + (Date.now() % 50);
    const entry = `10.${octet}.0.0/16`;
    await user.clear(ip);
    await user.type(ip, entry);
    await user.click(within(section).getByRole('button', { name: messages.actions.add }));
    expect(await within(section).findByText(entry, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: `${messages.actions.delete} ${entry}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.confirm.deleteIp(entry))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.actions.delete }));
    await waitFor(() => expect(within(section).queryByText(entry)).not.toBeInTheDocument(), { timeout: 10_000 });
  });

  it('places a failing demo call and reads its ladder and diagnosis', async () => {
    const user = userEvent.setup();
    await renderPlugin(sip, { persona: OWNER, path: '/sipCaptures' });
    const to = await screen.findByLabelText(messages.fields.to, {}, { timeout: 15_000 });
    await user.type(to, '+15551230488');
    await user.click(screen.getByRole('button', { name: messages.actions.placeCall }));
    const ladder = await screen.findByTestId('sip-ladder', {}, { timeout: 15_000 });
    const arrows = within(ladder).getAllByTestId('sip-arrow');
    expect(arrows).toHaveLength(8);
    expect(within(ladder).getAllByText('488 Not Acceptable Here')).toHaveLength(2);
    const explained = screen.getAllByRole('region', { name: messages.diagnosis.heading })[0]!;
    expect(within(explained).getByText(messages.diagnosis.known[488].title)).toBeInTheDocument();
    expect(within(explained).getByText(messages.diagnosis.known[488].check[0])).toBeInTheDocument();
    fireEvent.focus(arrows[0]!);
    expect(await screen.findByTestId('sip-raw')).toHaveTextContent(/^INVITE sip:\+15551230488@/);
    expect(screen.getByTestId('sip-raw')).toHaveTextContent('a=rtpmap:18 G729/8000');
    arrows[4]!.focus();
    fireEvent.keyDown(arrows[4]!, { key: 'Enter' });
    expect(screen.getByTestId('sip-raw')).toHaveTextContent(/^SIP\/2\.0 488 Not Acceptable Here/);
    // the pcap link is made on click with a one-use ticket: never the session token in a URL
    const followed: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(this.href);
    });
    try {
      await user.click(screen.getByRole('button', { name: messages.actions.downloadPcap }));
      await waitFor(() => expect(followed).toHaveLength(1));
    } finally {
      spy.mockRestore();
    }
    const url = new URL(followed[0]!);
    expect(url.searchParams.get('format')).toBe('binary');
    expect(url.searchParams.has('token')).toBe(false);
    const pcap = await fetch(url);
    expect(pcap.status).toBe(200);
    expect((await fetch(url)).status).toBe(401);
  });
});
