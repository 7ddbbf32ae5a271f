// The logs page's saved views over the real reference server (issue 10 point 16): empty state, save
// the current view, open it (it becomes the URL), rename, delete with confirmation; shared by members.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../src/plugins/logs/messages';
import logs from '../../src/plugins/logs/module';
import { location, renderPlugin, unique } from './renderPlugin';

vi.setConfig({ testTimeout: 60_000 });

const owner = 'owner@acme.example';
const admin = 'admin@acme.example';
const open = (persona: string, path: string) => renderPlugin(logs, { persona, path });
const viewsButton = () => screen.findByRole('button', { name: new RegExp(`^${messages.views}`) });
const menu = () => screen.findByRole('menu', { name: messages.viewsMenu });
// names are pasted, not typed: each keystroke re-renders the whole logs page
const params = () => new URLSearchParams(location.current.split('?')[1] ?? '');

describe('saved views', () => {
  it('an org without views shows the empty state', async () => {
    const user = userEvent.setup();
    await open('owner@globex.example', '/logs');
    await user.click(await viewsButton());
    expect(await within(await menu()).findByText(messages.noViews)).toBeInTheDocument();
  });

  it('a reseller viewing its own account (no organization) has no Views control', async () => {
    await renderPlugin(logs, { persona: 'reseller@example.com', path: '/logs' });
    await screen.findByRole('button', { name: messages.columns });
    expect(screen.queryByRole('button', { name: new RegExp(`^${messages.views}`) })).toBeNull();
  });

  it('a reseller viewing an org (?orgId=) saves to that org\'s views, which its members then open', async () => {
    const user = userEvent.setup();
    const name = `Org ${unique()}`;
    const ownerView = await open(owner, '/logs');
    const acme = ownerView.account!.organizationId!;
    ownerView.unmount();
    const reseller = await renderPlugin(logs, { persona: 'reseller@example.com', path: `/logs?orgId=${acme}&fields=duration,cnam` });
    await user.click(await viewsButton());
    await user.click(within(await menu()).getByRole('menuitem', { name: messages.saveView }));
    const form = await screen.findByRole('form', { name: messages.saveViewTitle });
    await user.click(within(form).getByRole('textbox', { name: messages.viewName }));
    await user.paste(name);
    await user.click(within(form).getByRole('button', { name: messages.save }));
    expect(await screen.findByRole('button', { name: `${messages.views}: ${name}` })).toBeInTheDocument();
    reseller.unmount();

    await open(admin, '/logs');
    await user.click(await viewsButton());
    // the saved views are read when the page opens: wait for them, not only for the menu
    await user.click(await within(await menu()).findByRole('menuitem', { name: new RegExp(`^${name}`) }));
    await waitFor(() => expect(params().get('fields')).toBe('duration,cnam'));
    // the org id is whose logs are viewed, not part of what was saved
    expect(params().get('orgId')).toBeNull();
  });

  it('save the current view, open it from another view, rename it, delete it', async () => {
    const user = userEvent.setup();
    const name = `Inbound ${unique()}`;
    const filters = encodeURIComponent(JSON.stringify({ direction: 'inbound', directionOp: 'eq' }));
    const first = await open(owner, `/logs?fields=duration,direction&filters=${filters}&pageSize=25&wrap=true&includeTest=true&dateFilter=last%207%20days`);
    await user.click(await viewsButton());
    await user.click(within(await menu()).getByRole('menuitem', { name: messages.saveView }));
    const form = await screen.findByRole('form', { name: messages.saveViewTitle });
    await user.click(within(form).getByRole('textbox', { name: messages.viewName }));
    await user.paste(name);
    await user.click(within(form).getByRole('button', { name: messages.save }));
    // the page now shows which saved view it is
    expect(await screen.findByRole('button', { name: `${messages.views}: ${name}` })).toBeInTheDocument();
    first.unmount();

    // a member opens it from the default view: the URL becomes the saved state
    await open(admin, '/logs');
    await user.click(await viewsButton());
    // the saved views are read when the page opens: wait for them, not only for the menu
    await user.click(await within(await menu()).findByRole('menuitem', { name: new RegExp(`^${name}`) }));
    await waitFor(() => expect(params().get('fields')).toBe('duration,direction'));
    expect(JSON.parse(params().get('filters')!)).toEqual({ direction: 'inbound', directionOp: 'eq' });
    expect([params().get('pageSize'), params().get('wrap'), params().get('includeTest'), params().get('dateFilter')]).toEqual(['25', 'true', 'true', 'last 7 days']);
    expect(await screen.findByRole('button', { name: `${messages.views}: ${name}` })).toBeInTheDocument();

    // rename
    const renamed = `${name} renamed`;
    await user.click(await viewsButton());
    await user.click(within(await menu()).getByRole('button', { name: messages.renameView(name) }));
    const renameForm = await screen.findByRole('form', { name: messages.renameViewTitle });
    const field = within(renameForm).getByRole('textbox', { name: messages.viewName });
    await user.clear(field);
    await user.paste(renamed);
    await user.click(within(renameForm).getByRole('button', { name: messages.rename }));
    expect(await screen.findByRole('button', { name: `${messages.views}: ${renamed}` })).toBeInTheDocument();

    // delete, after confirming
    await user.click(await viewsButton());
    await user.click(within(await menu()).getByRole('button', { name: messages.deleteView(renamed) }));
    const dialog = await screen.findByRole('dialog', { name: messages.deleteViewTitle });
    expect(within(dialog).getByText(messages.deleteViewQuestion(renamed))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.delete }));
    await waitFor(() => expect(screen.getByRole('button', { name: messages.views })).toBeInTheDocument());
    await user.click(await viewsButton());
    expect(within(await menu()).queryByRole('menuitem', { name: new RegExp(`^${renamed}`) })).toBeNull();
  });
});
