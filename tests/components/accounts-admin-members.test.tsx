// members, memberInvite and memberDelete against the real server: the list with its owner badge,
// an invitation that lands (the list shows the new member), validation and a 409 on the field, the
// owner checkbox hidden from members, and removing the invited member again.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInByEmail } from '../../server/demoSignIn';
import type { Member } from '../../src/plugins/accounts/adminRules';
import accounts from '../../src/plugins/accounts/module';
import { apiUrl, location, renderPlugin, signIn, unique, type SignedInUser as SignedIn } from './renderPlugin';
import { expectConsoleError } from './consoleGuard';

const signedIn = (token: string, viewingAs?: string) => signIn({ token }, { viewingAs });
/** The overlays of `search` (e.g. '?members=true') for `signed`, viewing `target` (default: own). */
const renderOverlays = (signed: SignedIn, search: string, target?: number) =>
  renderPlugin(accounts, { persona: signed, path: `/${search}`, target, ui: null, overlays: true });

let globex: SignedIn;

beforeAll(async () => {
  globex = await signedIn(inject('globexToken'));
});

afterEach(() => window.history.replaceState(null, '', '/'));

async function membersOnServer(): Promise<Member[]> {
  const { users } = await globex.http().request<{ users: Member[] }>('/api/v2/listAdminUsers');
  return users;
}

describe('members of an organization', () => {
  it('lists the members with the owner badge and no remove button for the organization itself', async () => {
    await renderOverlays(globex, '?members=true');
    const dialog = await screen.findByRole('dialog', { name: 'Members of Globex' });
    const list = await within(dialog).findByRole('list', { name: 'Members' });
    const owner = within(list).getAllByRole('listitem')[0];
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText(globex.user.name!)).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('invites a member: the invitation lands, the list shows the new member, and removing it works', async () => {
    // the invitation leads to the page the inviter is on, as the member sees it (no account prefix)
    window.history.replaceState(null, '', '/app/reseller/3/org/6/contacts');
    const email = `invitee-${unique()}@globex.example`;
    await renderOverlays(globex, '?members=true');
    const members = await screen.findByRole('dialog', { name: 'Members of Globex' });
    await within(members).findByRole('list', { name: 'Members' });
    expect(within(members).queryByText(email)).not.toBeInTheDocument();

    await userEvent.click(within(members).getByRole('button', { name: 'Invite member' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite a member' });
    expect(location.current).toBe('/?members=true&memberInvite=6');
    const asOwner = within(invite).getByRole('checkbox', { name: 'Invite as owner' });
    expect(asOwner).not.toBeChecked();
    expect(within(invite).getByRole('textbox', { name: 'After sign-in, open' })).toHaveValue('/app/contacts');
    await userEvent.type(within(invite).getByRole('textbox', { name: 'Email' }), email);
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(`Invitation sent to ${email}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a member' })).not.toBeInTheDocument());
    expect(location.current).toBe('/?members=true');
    // refresh() reloaded the list: the new member is there, without an owner badge
    const row = (await within(members).findByText(email, {}, { timeout: 5000 })).closest('li')!;
    expect(within(row).queryByText(/Owner/)).not.toBeInTheDocument();

    const onServer = (await membersOnServer()).find((u) => u.email === email);
    expect(onServer).toMatchObject({ email, isOwner: false, owner: false });
    const outbox = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(email)}`, apiUrl()));
    const { messages } = (await outbox.json()) as { messages: { text: string }[] };
    expect(messages[0].text).toMatch(/\/app\/contacts\?oneTimeToken=/);

    // remove the member again (memberDelete opens on top of the list)
    await userEvent.click(within(row).getByRole('button', { name: `Remove ${email}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(await within(confirm).findByText(`Remove ${email} from the organization?`)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${email} was removed`)).toBeInTheDocument();
    await waitFor(() => expect(within(members).queryByText(email)).not.toBeInTheDocument(), { timeout: 5000 });
    expect((await membersOnServer()).some((u) => u.email === email)).toBe(false);
  });

  it('validates the email before calling the server and shows a used email on the field', async () => {
    expectConsoleError(/HttpError: email: Already used by another account/); // a refusal react-admin logs in development, shown by the screen
    const before = (await membersOnServer()).length;
    await renderOverlays(globex, '?memberInvite=true');
    const invite = await screen.findByRole('dialog', { name: 'Invite a member' });
    const email = within(invite).getByRole('textbox', { name: 'Email' });
    const send = within(invite).getByRole('button', { name: 'Send invitation' });

    await userEvent.click(send);
    expect(await within(invite).findByText('Enter an email address')).toBeInTheDocument();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(send);
    expect(await within(invite).findByText('Enter a valid email address, e.g. name@example.com')).toBeInTheDocument();
    expect((await membersOnServer()).length).toBe(before);

    await userEvent.clear(email);
    await userEvent.type(email, 'owner@acme.example');
    await userEvent.click(send);
    expect(await within(invite).findByText('This email address already belongs to an account.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    const redirect = within(invite).getByRole('textbox', { name: 'After sign-in, open' });
    await userEvent.clear(redirect);
    await userEvent.type(redirect, 'https://elsewhere.example/app');
    await userEvent.click(send);
    expect(await within(invite).findByText('Must be a console path starting with /app')).toBeInTheDocument();
    expect((await membersOnServer()).length).toBe(before);
  });

  it('a member viewing as admin is not offered "Invite as owner"', async () => {
    const admin = await signedIn(await signInByEmail(apiUrl(), 'admin@acme.example'));
    await renderOverlays(admin, '?memberInvite=true');
    const invite = await screen.findByRole('dialog', { name: 'Invite a member' });
    expect(within(invite).getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(within(invite).queryByRole('checkbox', { name: 'Invite as owner' })).not.toBeInTheDocument();
  });
});
