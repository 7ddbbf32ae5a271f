// orgAdmin and deleteOrganization against the real server: a reseller edits an organization
// (plan fields included), deleting needs the organization's name typed, the danger zone shows only
// with canDeleteOrg. Organizations are created under the small reseller Blue Harbor (not Northwind,
// whose lists other suites count) and removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/adapters/http';
import { signInByEmail } from '../../server/demoSignIn';
import type { AccountSummary } from '../../src/plugins/accounts/rules';
import accounts from '../../src/plugins/accounts/module';
import { apiUrl, location, renderPlugin, signIn, unique, type SignedInUser as SignedIn } from './renderPlugin';

const signedIn = (token: string, viewingAs?: string) => signIn({ token }, { viewingAs });
/** The overlays of `search` (e.g. '?members=true') for `signed`, viewing `target` (default: own). */
const renderOverlays = (signed: SignedIn, search: string, target?: number) =>
  renderPlugin(accounts, { persona: signed, path: `/${search}`, target, ui: null, overlays: true });

let reseller: SignedIn;
const created: number[] = [];

beforeAll(async () => {
  reseller = await signedIn(await signInByEmail(apiUrl(), 'reseller@blueharbor.example'));
});

afterAll(async () => {
  for (const id of created) {
    await reseller
      .http()
      .request('/api/v2/deleteOrganization', { method: 'DELETE', query: { targetOrganizationId: id } })
      .catch(() => undefined); // already deleted by the test
  }
});

async function createOrg(accountName: string): Promise<AccountSummary> {
  const { account } = await reseller.http().request<{ account: AccountSummary }>('/api/v2/createOrganization', {
    method: 'POST',
    query: { targetResellerId: reseller.user.id },
    body: { email: `owner-${unique()}@doomed.example`, name: 'Dee Doomed', accountName },
  });
  created.push(account.id);
  return account;
}

describe('deleteOrganization', () => {
  it('enables the delete button only once the exact name is typed, then deletes the organization', async () => {
    const name = `Doomed ${unique()}`;
    const org = await createOrg(name);
    await renderOverlays(reseller, `?deleteOrganization=${org.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' });
    expect(await within(dialog).findByText(`Type the organization's name (${name}) to confirm.`)).toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: 'Delete organization' });
    const input = within(dialog).getByRole('textbox', { name: 'Organization name' });
    expect(button).toBeDisabled();

    await userEvent.type(input, name.toLowerCase());
    expect(button).toBeDisabled();
    await userEvent.tab();
    expect(within(dialog).getByText('The name does not match.')).toBeInTheDocument();
    // Enter in the field does not delete either
    await userEvent.type(input, '{Enter}');
    const stillThere = await reseller.http(org.id).request<{ account: { id: number } }>('/api/v1/account');
    expect(stillThere.account.id).toBe(org.id);

    await userEvent.clear(input);
    await userEvent.type(input, name);
    expect(button).toBeEnabled();
    await userEvent.click(button);

    expect(await screen.findByText(`${name} was deleted`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete organization' })).not.toBeInTheDocument());
    expect(location.current).toBe('/');
    const gone = await reseller.http(org.id).request('/api/v1/account').catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect((gone as ApiError).status).toBe(403);
  });

  it('refuses an account that is not an organization', async () => {
    await renderOverlays(reseller, `?deleteOrganization=${reseller.user.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Delete organization' });
    expect(await within(dialog).findByText('This account is not an organization.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete organization' })).toBeDisabled();
  });
});

describe('orgAdmin', () => {
  it('a reseller edits the name and plan fields; only changed fields are saved', async () => {
    const name = `Editable ${unique()}`;
    const org = await createOrg(name);
    await renderOverlays(reseller, `?orgAdmin=${org.id}`);
    const dialog = await screen.findByRole('dialog', { name: `Administer ${name}` });
    const accountName = await within(dialog).findByRole('textbox', { name: 'Organization name' });
    expect(accountName).toHaveValue(name);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Nothing to save: no field was changed.')).toBeInTheDocument();

    await userEvent.clear(accountName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await userEvent.type(accountName, `${name} Renamed`);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plan id' }), 'growth');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'External account id' }), 'has space');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not contain spaces')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'External account id' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'External account id' }), `ext-${org.id}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization saved')).toBeInTheDocument();

    const { accounts } = await reseller.http().request<{ accounts: AccountSummary[] }>('/api/v2/searchAccount/enhanced', {
      method: 'POST',
      body: { phrase: String(org.id) },
    });
    expect(accounts.find((a) => a.id === org.id)).toMatchObject({
      accountName: `${name} Renamed`,
      productPlanId: 'growth',
      externalAccountId: `ext-${org.id}`,
    });
    // the danger zone opens deleteOrganization in place of orgAdmin
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete organization' }));
    expect(await screen.findByRole('dialog', { name: 'Delete organization' })).toBeInTheDocument();
    expect(location.current).toBe(`/?deleteOrganization=${org.id}`);
  });

  it('the owner sees the danger zone but no plan fields; a member sees neither', async () => {
    const owner = await signedIn(inject('acmeToken'));
    const first = await renderOverlays(owner, '?orgAdmin=true');
    let dialog = await screen.findByRole('dialog', { name: 'Administer Acme' });
    await within(dialog).findByRole('textbox', { name: 'Organization name' });
    expect(within(dialog).getByRole('region', { name: 'Danger zone' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Plan id' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    first.unmount();

    const admin = await signedIn(await signInByEmail(apiUrl(), 'admin@acme.example'));
    await renderOverlays(admin, '?orgAdmin=true');
    dialog = await screen.findByRole('dialog', { name: 'Administer Acme' });
    await within(dialog).findByRole('textbox', { name: 'Organization name' });
    expect(within(dialog).queryByRole('region', { name: 'Danger zone' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete organization' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Members' })).toBeInTheDocument();
  });
});
