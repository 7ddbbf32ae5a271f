// editPhone and editEmail (one AddressChangeDialog): the signed-in user changes their own phone number,
// keyboard only, against the real server: the code the Demo carrier texted is read from the outbox
// (/dev/outbox), the number becomes the account's (and the session's); a wrong code shows the server's
// "Could not verify code." and keeps the dialog; a malformed number is refused before any request. Then
// the email the same way: a malformed address sends nothing, a wrong code says "Could not verify code.",
// the emailed code changes the address. A server of this file's own: the changes would otherwise move a
// seed user's sign-in number and email under the other files' feet.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestOutboxCode, signInByEmail } from '../../server/demoSignIn';
import { BAD_CODE } from '../../server/areas/kernel/signupMessages';
import type { AccountResponse } from '../../src/kernel/account';
import profile from '../../src/plugins/profile/module';
import { startOwnServer, type OwnServer } from './ownServer';
import { location, renderPlugin, signIn } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });
const REQUEST = 'POST /api/v1/phoneNumber/requestVerificationCode';
const VALIDATE = 'POST /api/v1/phoneNumber/validateVerificationCode';
let own: OwnServer;
let token: string;

beforeAll(async () => {
  own = await startOwnServer();
  token = await signInByEmail(own.url, 'owner@globex.example');
}, 120_000);
afterAll(() => own?.stop());

/** The overlay open for this file's user: its dialog, and its address field with the focus. */
async function openOverlay(overlay: 'editPhone' | 'editEmail', title: string, label: string, kind: 'tel' | 'email') {
  const signed = await signIn({ token }, { apiUrl: own.url });
  const rendered = await renderPlugin(profile, { persona: signed, apiUrl: own.url, path: `/?${overlay}=true`, ui: null, overlays: true });
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
  const field = within(dialog).getByRole('textbox', { name: label });
  // keyboard only: the field has the focus, Enter sends
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAttribute('autocomplete', kind);
  expect(field).toHaveAttribute('type', kind);
  return { ...rendered, signed, dialog, field };
}

const openPhone = () => openOverlay('editPhone', 'Phone number', 'New phone number', 'tel');

const phoneOnServer = async (rendered: Awaited<ReturnType<typeof openPhone>>) =>
  (await rendered.signedIn.http().request<AccountResponse>('/api/v1/account')).account.phoneNumber;

describe("editPhone: the signed-in user's phone number", () => {
  it('texts a code to the new number and, once it comes back, makes it the account\'s', async () => {
    const user = userEvent.setup();
    const rendered = await openPhone();
    // the current number in the spec's format (11 digits: +1 (xxx) xxx-xxxx)
    expect(within(rendered.dialog).getByText('Current phone number: +1 (555) 123-0006')).toBeInTheDocument();
    await user.keyboard('+1 (555) 777-2001{Enter}');
    await within(rendered.dialog).findByText('We texted a code to +1 (555) 777-2001.');
    expect(rendered.requests.filter((r) => r.startsWith(REQUEST))).toHaveLength(1);

    const codeField = within(rendered.dialog).getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    const code = await latestOutboxCode(own.url, '+15557772001');
    await user.keyboard(`${code}{Enter}`);

    expect(await screen.findByText('Phone number changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Phone number' })).not.toBeInTheDocument());
    expect(location.current).not.toContain('editPhone');
    expect(rendered.requests.filter((r) => r.startsWith(VALIDATE))).toHaveLength(1);
    expect(await phoneOnServer(rendered)).toBe('+15557772001');
    // the session was refreshed: the kernel's user has the new number
    expect(rendered.session.getSnapshot().user?.phoneNumber).toBe('+15557772001');
  });

  it("shows the server's message on a wrong code and keeps the dialog, the number unchanged", async () => {
    const user = userEvent.setup();
    const rendered = await openPhone();
    const before = await phoneOnServer(rendered);
    await user.keyboard('+15557772002{Enter}');
    await within(rendered.dialog).findByText('We texted a code to +1 (555) 777-2002.');
    const code = Number(await latestOutboxCode(own.url, '+15557772002'));
    const wrong = String(code === 999999 ? 100000 : code + 1);
    await user.keyboard(`${wrong}{Enter}`);

    expect(await within(rendered.dialog).findByRole('alert')).toHaveTextContent(BAD_CODE);
    expect(screen.getByRole('dialog', { name: 'Phone number' })).toBeInTheDocument();
    expect(within(rendered.dialog).getByRole('textbox', { name: 'Verification code' })).toHaveValue(wrong);
    expect(screen.queryByText('Phone number changed')).not.toBeInTheDocument();
    expect(await phoneOnServer(rendered)).toBe(before);
  });

  it('refuses a malformed number before any request', async () => {
    const user = userEvent.setup();
    const rendered = await openPhone();
    for (const typed of ['555-1234', '(555) 777-2003', '+0155577720', '+1 555 abc 2003']) {
      await user.clear(rendered.field);
      await user.keyboard(`${typed}{Enter}`);
      expect(await within(rendered.dialog).findByText('Enter the number with its country code, e.g. +14155550123')).toBeInTheDocument();
      expect(rendered.field).toHaveAttribute('aria-invalid', 'true');
    }
    // still the first step, and nothing was asked of the server
    expect(within(rendered.dialog).queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    expect(rendered.requests.filter((r) => r.includes('/phoneNumber/'))).toEqual([]);
  });
});

describe("editEmail: the signed-in user's email", () => {
  it('refuses a malformed address, says a wrong code could not be verified, and takes the emailed code', async () => {
    const user = userEvent.setup();
    const rendered = await openOverlay('editEmail', 'Email', 'New email', 'email');
    const { dialog, field } = rendered;
    expect(within(dialog).getByText(`Current email: ${rendered.signed.user!.email}`)).toBeInTheDocument();

    await user.keyboard('not-an-address{Enter}');
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(rendered.requests.filter((r) => r.includes('/email/'))).toEqual([]);

    await user.clear(field);
    await user.keyboard('  ada.new@globex.example {Enter}');
    await within(dialog).findByText('We sent a code to ada.new@globex.example.');
    const code = Number(await latestOutboxCode(own.url, 'ada.new@globex.example'));
    const wrong = String(code === 999999 ? 100000 : code + 1);
    await user.keyboard(`${wrong}{Enter}`);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not verify code.');

    const codeField = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await user.clear(codeField);
    await user.keyboard(`${code}{Enter}`);
    expect(await screen.findByText('Email changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    expect((await rendered.signedIn.http().request<AccountResponse>('/api/v1/account')).account.email).toBe('ada.new@globex.example');
    expect(rendered.session.getSnapshot().user?.email).toBe('ada.new@globex.example');
  });
});
