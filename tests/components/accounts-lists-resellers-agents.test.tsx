// The reseller and agent account lists over the plugin's adapters and the real reference server.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AgentAccountList from '../../src/plugins/accounts/AgentAccountList';
import { messages } from '../../src/plugins/accounts/messages';
import ResellerList from '../../src/plugins/accounts/ResellerList';
import accounts from '../../src/plugins/accounts/module';
import { location, renderPlugin, signIn as persona } from './renderPlugin';

// real server round trips, react-admin's filter debounce and a busy machine
vi.setConfig({ testTimeout: 45_000 });

describe('ResellerList and AgentAccountList', () => {
  it("lists the partner's resellers with info, take over and new organization actions", async () => {
    const user = userEvent.setup();
    await renderPlugin(accounts, { persona: await persona('partner@example.com'), path: '/resellers', ui: <Routes><Route path="/resellers" element={<ResellerList />} /></Routes> });
    const row = (await screen.findByText('Blue Harbor Telecom')).closest('tr')!;
    expect(screen.getByText('Northwind Voice')).toBeInTheDocument();
    expect(within(row).getByText('reseller@blueharbor.example')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `${messages.actions.createOrgUnder}: Blue Harbor Telecom` }));
    await waitFor(() => expect(location.current).toMatch(/createOrgAccount=\d+/));
    expect(screen.getByRole('button', { name: messages.actions.createReseller })).toBeInTheDocument();
  });

  it("lists the viewed org's agent accounts; an owner may add and delete them", async () => {
    const user = userEvent.setup();
    await renderPlugin(accounts, { persona: await persona('owner@acme.example'), path: '/agentAccounts', ui: <Routes><Route path="/agentAccounts" element={<AgentAccountList />} /></Routes> });
    const row = (await screen.findByText('Front Desk')).closest('tr')!;
    expect(within(row).getByText('acme-front-desk')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    await user.click(within(row).getByRole('button', { name: "Delete: Front Desk" }));
    await waitFor(() => expect(location.current).toMatch(/deleteAgent=\d+/));
    await user.click(screen.getByRole('button', { name: messages.actions.createAgent }));
    await waitFor(() => expect(location.current).toMatch(/createAgentAccount=true/));
  });
});
