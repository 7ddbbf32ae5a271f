// agentAdmin, deleteAgent and editUserAccount against the real server, on agent accounts the
// Globex owner creates for the test (Acme's agents are counted by other suites) and removes after.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/adapters/http';
import { signInByEmail } from '../../server/demoSignIn';
import type { AccountSummary } from '../../src/plugins/accounts/rules';
import accounts from '../../src/plugins/accounts/module';
import { apiUrl, location, renderPlugin, signIn, unique, type SignedInUser as SignedIn } from './renderPlugin';
import { expectConsoleError } from './consoleGuard';

const signedIn = (token: string, viewingAs?: string) => signIn({ token }, { viewingAs });
/** The overlays of `search` (e.g. '?members=true') for `signed`, viewing `target` (default: own). */
const renderOverlays = (signed: SignedIn, search: string, target?: number) =>
  renderPlugin(accounts, { persona: signed, path: `/${search}`, target, ui: null, overlays: true });

/** react-admin's Notification autoHideDuration default */
const NOTIFICATION_MS = 4000;

let owner: SignedIn;
const created: number[] = [];

beforeAll(async () => {
  owner = await signedIn(inject('globexToken'));
});

afterAll(async () => {
  for (const id of created) {
    await owner
      .http()
      .request('/api/v2/deleteAccount', { method: 'DELETE', query: { targetOrganizationId: owner.user.id }, body: { targetAccountId: id } })
      .catch(() => undefined); // already deleted by the test
  }
});

async function createAgent(name: string): Promise<AccountSummary> {
  const { account } = await owner.http().request<{ account: AccountSummary }>('/api/v2/createAccount', {
    method: 'POST',
    body: { name, accountName: name },
  });
  created.push(account.id);
  return account;
}

const accountOf = (id: number) =>
  owner.http(id).request<{ account: { name: string; accountName: string; email: string | null } }>('/api/v1/account');

describe('agentAdmin and deleteAgent', () => {
  it('renames the agent account, then deletes it after a confirmation', async () => {
    const name = `Line ${unique()}`;
    const agent = await createAgent(name);
    await renderOverlays(owner, `?agentAdmin=${agent.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Administer ${name}` });
    const input = await within(dialog).findByRole('textbox', { name: 'Agent account name' });
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(input, `${name} B`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent account renamed')).toBeInTheDocument();
    expect((await accountOf(agent.id)).account).toMatchObject({ name: `${name} B`, accountName: `${name} B` });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete agent account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete agent account' });
    expect(location.current).toBe(`/?deleteAgent=${agent.id}`);
    expect(await within(confirm).findByText(`Delete the agent account ${name} B?`)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${name} B was deleted`)).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/'));
    const gone = await accountOf(agent.id).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
  });

  it('refuses an account that is not an agent', async () => {
    await renderOverlays(owner, '?deleteAgent=true');
    const dialog = await screen.findByRole('dialog', { name: 'Delete agent account' });
    expect(await within(dialog).findByText('This account is not an agent account.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

describe('editUserAccount', () => {
  afterEach(() => vi.useRealTimers());

  it('edits the name and email, validating both; no super admin section for an owner', async () => {
    expectConsoleError(/HttpError: email: Already used by another account/); // a refusal react-admin logs in development, shown by the screen
    const agent = await createAgent(`Desk ${unique()}`);
    await renderOverlays(owner, `?editUserAccount=${agent.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    const name = await within(dialog).findByRole('textbox', { name: 'Name' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(within(dialog).queryByRole('region', { name: 'Super admin' })).not.toBeInTheDocument();

    await userEvent.type(email, 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address, e.g. name@example.com')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'owner@acme.example');
    // the refusal's toast stays for react-admin's 4 s and the success toast queues behind it: that
    // time passes on the test's clock (setTimeout only, still moving with real time), not in a wait
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, shouldClearNativeTimers: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email address already belongs to an account.')).toBeInTheDocument();

    const address = `desk-${unique()}@globex.example`;
    await userEvent.clear(email);
    await userEvent.type(email, address);
    await userEvent.clear(name);
    await userEvent.type(name, 'Desk Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.advanceTimersByTimeAsync(NOTIFICATION_MS);
    expect(await screen.findByText('Account saved')).toBeInTheDocument();
    expect((await accountOf(agent.id)).account).toMatchObject({ name: 'Desk Renamed', email: address });
  });

  it('shows the super admin switch to a super admin, behind a confirmation', async () => {
    const superAdmin = await signedIn(await signInByEmail(apiUrl(), 'super@example.com'));
    const agent = await createAgent(`Flag ${unique()}`);
    await renderOverlays(superAdmin, `?editUserAccount=${agent.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Edit account' });
    const section = await within(dialog).findByRole('region', { name: 'Super admin' });
    const toggle = within(section).getByRole('switch', { name: 'Super admin' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    const confirm = await screen.findByRole('dialog', { name: /Make .* a super admin\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Make .* a super admin\?/ })).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    const { account } = await superAdmin.http(agent.id).request<{ account: { superAdmin: boolean } }>('/api/v1/account');
    expect(account.superAdmin).toBe(false);
  });
});
