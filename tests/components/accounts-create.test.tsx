// The create overlays against the real reference server: required fields and formats with our
// messages, the server's 409 under its field, success (toast, overlay closed), the reseller choice
// from a partner's view, and an agent account created in the viewed organization.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/accounts/messages';
import type { AccountSummary } from '../../src/plugins/accounts/rules';
import accounts from '../../src/plugins/accounts/module';
import { location, renderPlugin, signIn as persona, type SignedInUser as Persona } from './renderPlugin';
import { expectConsoleError } from './consoleGuard';

vi.setConfig({ testTimeout: 45_000 });

const unique = () => Math.random().toString(36).slice(2, 8);
const open = (who: Persona, search: string) => renderPlugin(accounts, { persona: who, path: `/organizations?${search}`, ui: null, overlays: true });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function search(who: Persona, phrase: string): Promise<AccountSummary[]> {
  const { accounts } = await who.http().request<{ accounts: AccountSummary[] }>('/api/v2/searchAccount/enhanced', { method: 'POST', body: { phrase } });
  return accounts;
}

describe('createOrgAccount', () => {
  it('validates, shows the server 409 under the email, then creates under the viewed reseller', async () => {
    expectConsoleError(/HttpError: email: Already used by another account/); // a refusal react-admin logs in development, shown by the screen
    const user = userEvent.setup();
    // Blue Harbor: creating there leaves Northwind's lists (other test files) unchanged
    const reseller = await persona('reseller@blueharbor.example');
    await open(reseller, 'createOrgAccount=true');
    const dialog = await screen.findByRole('dialog', { name: messages.titles.createOrgAccount });
    expect(await within(dialog).findByText(`${messages.fields.reseller}: Blue Harbor Telecom`, {}, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await within(dialog).findAllByText(messages.validation.required)).toHaveLength(3);

    const name = `Harbor ${unique()}`;
    await user.type(field(messages.fields.organization), name);
    await user.type(field(messages.fields.ownerName), 'Nia New');
    await user.type(field(messages.fields.email), 'nia@');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await within(dialog).findByText(messages.validation.email)).toBeInTheDocument();

    await user.clear(field(messages.fields.email));
    await user.type(field(messages.fields.email), 'owner@acme.example');
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await within(dialog).findByText('Already used by another account', {}, { timeout: 10_000 })).toBeInTheDocument();

    const email = `nia-${unique()}@harbor.example`;
    await user.clear(field(messages.fields.email));
    await user.type(field(messages.fields.email), email);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await screen.findByText(messages.create.created.organization, {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/organizations'));
    const [created] = await search(reseller, email);
    expect(created).toMatchObject({ accountName: name, name: 'Nia New', accountType: 'organization', resellerName: 'Blue Harbor Telecom' });
  });

  it("asks a partner which reseller, and refuses an id that is not a reseller", async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    const { unmount } = await open(partner, 'createOrgAccount=true');
    const dialog = await screen.findByRole('dialog', { name: messages.titles.createOrgAccount });
    expect(await within(dialog).findByText(messages.create.pickReseller, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(messages.fields.reseller) }));
    const choices = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(choices).toEqual(expect.arrayContaining(['Northwind Voice', 'Blue Harbor Telecom']));
    unmount();

    await open(partner, 'createOrgAccount=4');
    expect(await screen.findByText(messages.info.wrongKind(messages.kinds.reseller, messages.kinds.organization), {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('createResellerAccount and createAgentAccount', () => {
  it('a partner creates a reseller', async () => {
    const user = userEvent.setup();
    const partner = await persona('partner@example.com');
    await open(partner, 'createResellerAccount=true');
    const dialog = await screen.findByRole('dialog', { name: messages.titles.createResellerAccount });
    const name = `Reseller ${unique()}`;
    const email = `r-${unique()}@resellers.example`;
    await user.type(field(messages.fields.reseller), name);
    await user.type(field(messages.fields.contactName), 'Ray Seller');
    await user.type(field(messages.fields.email), email);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await screen.findByText(messages.create.created.reseller, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await search(partner, email)).map((a) => [a.accountType, a.accountName])).toEqual([['reseller', name]]);
  });

  it('an owner creates an agent account, then sees it in agentInfo', async () => {
    const user = userEvent.setup();
    const owner = await persona('owner@globex.example');
    const { unmount } = await open(owner, 'createAgentAccount=true');
    const dialog = await screen.findByRole('dialog', { name: messages.titles.createAgentAccount });
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await within(dialog).findByText(messages.validation.required)).toBeInTheDocument();
    const name = `Night Line ${unique()}`;
    await user.type(field(messages.fields.agentName), name);
    await user.click(within(dialog).getByRole('button', { name: messages.actions.create }));
    expect(await screen.findByText(messages.create.created.agent, {}, { timeout: 10_000 })).toBeInTheDocument();
    const [agent] = await search(owner, name);
    expect(agent).toMatchObject({ accountType: 'agent', organizationId: owner.user.id });
    unmount();

    await open(owner, `agentInfo=${agent.id}`);
    const info = await screen.findByRole('dialog', { name: messages.titles.agentInfo });
    expect(await within(info).findByText(agent.username, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(info).getByText(messages.kinds.agent)).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: messages.actions.admin })).toBeInTheDocument();
  });
});
