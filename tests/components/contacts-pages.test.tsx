// The create, edit and show pages over the plugin's adapter and the real reference server.
import type { ReactElement } from 'react';
import { describe, expect, inject, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import ContactCreate from '../../src/plugins/contacts/ContactCreate';
import ContactEdit from '../../src/plugins/contacts/ContactEdit';
import ContactShow from '../../src/plugins/contacts/ContactShow';
import { messages } from '../../src/plugins/contacts/messages';
import type { Contact } from '../../src/plugins/contacts/rules';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import contacts from '../../src/plugins/contacts/module';
import { httpClient } from './kernelHarness';
import { apiUrl, location, renderPlugin, unique } from './renderPlugin';

// real server round trips and user-event typing: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 20_000 });

/** The plugin's adapter over the real server, to set up and check what a page did. */
const adapter = () => contactsAdapter(httpClient(apiUrl(), inject('acmeToken'))) as DataProvider;

function renderPage(path: string, routes: Record<string, ReactElement>) {
  const ui = (
    <Routes>
      {Object.entries(routes).map(([route, element]) => (
        <Route key={route} path={route} element={element} />
      ))}
      <Route path="/contacts" element={<p>list page</p>} />
    </Routes>
  );
  return renderPlugin(contacts, { persona: 'owner@acme.example', path, ui });
}

describe('contact pages', () => {
  it('create page: validation first, then creates with a free field and returns to the list', async () => {
    const user = userEvent.setup();
    await renderPage('/contacts/create', { '/contacts/create': <ContactCreate /> });
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText(messages.validation.atLeastOne)).toBeInTheDocument();

    const last = `Paged${unique()}`;
    await user.type(screen.getByLabelText('Last name'), last);
    await user.type(screen.getByLabelText('Email'), `${last.toLowerCase()}@example.com`);
    await user.click(screen.getByRole('button', { name: messages.actions.addField }));
    await user.type(await screen.findByLabelText(messages.fields.extraKey), 'tier');
    await user.type(screen.getByLabelText(messages.fields.extraValue), 'gold');
    await user.click(save);

    expect(await screen.findByText(messages.notify.created)).toBeInTheDocument();
    await screen.findByText('list page');
    const { data } = await adapter().getList('contacts', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: last },
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ lastName: last, tier: 'gold' });
    expect(data[0]).not.toHaveProperty('firstName');
  });

  it('edit page: removing a free field row removes it on the server, the rest is kept', async () => {
    const user = userEvent.setup();
    const { data: contact } = await adapter().create('contacts', {
      data: { firstName: 'Rita', lastName: unique(), tier: 'gold', tags: ['vip'] },
    });
    await renderPage(`/contacts/${contact.id}`, { '/contacts/:id': <ContactEdit /> });

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Rita'));
    const keys = screen.getAllByLabelText(messages.fields.extraKey) as HTMLInputElement[];
    expect(keys.map((input) => input.value).sort()).toEqual(['tags', 'tier']);
    const tierRow = keys.find((input) => input.value === 'tier')!.closest('li')!;
    await user.click(within(tierRow).getByRole('button', { name: messages.actions.removeField }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.notify.updated)).toBeInTheDocument();
    await waitFor(() => expect(location.current).toBe('/contacts'));
    const { data } = await adapter().getOne<Contact>('contacts', { id: contact.id });
    expect(data).not.toHaveProperty('tier');
    expect(data).toMatchObject({ firstName: 'Rita', tags: ['vip'] });
  });

  it('show page: every field, read-only', async () => {
    const { data: contact } = await adapter().create('contacts', {
      data: { firstName: 'Sam', lastName: 'Show', phoneNumber: '+15553334444', notes: '<b>not html</b>' },
    });
    await renderPage(`/contacts/${contact.id}/show`, { '/contacts/:id/show': <ContactShow /> });
    expect(await screen.findByText('Sam Show')).toBeInTheDocument();
    expect(screen.getByText('+1 (555) 333-4444')).toBeInTheDocument();
    // user data is text, never markup
    expect(screen.getByText('<b>not html</b>')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
