// The contact overlays rendered with react-admin over the plugin's own adapter and a real http
// client talking to the real reference server (vitest globalSetup: startTestServer()).
import type { ReactNode } from 'react';
import { describe, expect, inject, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import userEvent from '@testing-library/user-event';
import ContactList from '../../src/plugins/contacts/ContactList';
import { messages, NO_TOKEN_OR_ORG } from '../../src/plugins/contacts/messages';
import ContactsOverlay from '../../src/plugins/contacts/overlays/ContactsOverlay';
import CreateContactOverlay from '../../src/plugins/contacts/overlays/CreateContactOverlay';
import DeleteContactOverlay from '../../src/plugins/contacts/overlays/DeleteContactOverlay';
import EditContactOverlay from '../../src/plugins/contacts/overlays/EditContactOverlay';
import { contactsAdapter } from '../../src/plugins/contacts/api';
import contacts from '../../src/plugins/contacts/module';
import type { Contact } from '../../src/plugins/contacts/rules';
import { httpClient } from './kernelHarness';
import { apiUrl, location, renderPlugin, unique, type Persona } from './renderPlugin';

/** The plugin's adapter over the real server, to set up and check what a screen did. */
const real = () => contactsAdapter(httpClient(apiUrl(), inject('acmeToken'))) as DataProvider;

async function createContact(data: Record<string, unknown>): Promise<Contact> {
  const { data: contact } = await real().create('contacts', { data });
  return contact as Contact;
}

/** `ui` on a contacts screen at `path`, as the console mounts it for acme's owner (or `persona`). */
const renderAdmin = (ui: ReactNode, options: { path?: string; persona?: Persona; overlays?: boolean } = {}) =>
  renderPlugin(contacts, { persona: 'owner@acme.example', path: '/contacts', ...options, ui });

// real server round trips and user-event typing: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 20_000 });

describe('create contact overlay', () => {
  it('shows the validation message and submits nothing for an empty form', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    const { calls } = await renderAdmin(<CreateContactOverlay value="true" close={close} />);

    const dialog = await screen.findByRole('dialog', { name: messages.titles.create });
    for (const label of ['First name', 'Last name', 'Phone number', 'Email', 'Company', 'Notes']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.validation.atLeastOne)).toBeInTheDocument();
    expect(calls).not.toContain('create');
    expect(close).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and phone number before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAdmin(<CreateContactOverlay value="true" close={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: messages.titles.create });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Phone number'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.validation.email)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.validation.phone)).toBeInTheDocument();
    expect(calls).not.toContain('create');
  });

  it('creates the contact, closes and the list shows it', async () => {
    const user = userEvent.setup();
    const last = `Tester${unique()}`;
    await renderAdmin(<ContactList />, { path: '/contacts?createContact=true', overlays: true });

    const dialog = await screen.findByRole('dialog', { name: messages.titles.create });
    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Last name'), last);
    await user.type(within(dialog).getByLabelText('Phone number'), '+1 (555) 987-6543');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.notify.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: messages.titles.create })).not.toBeInTheDocument());
    expect(await screen.findByText(`Grace ${last}`)).toBeInTheDocument();
    expect(screen.getAllByText('+1 (555) 987-6543').length).toBeGreaterThan(0);
    expect(location.current).not.toContain('createContact');

    // and the server has it, with the phone number normalised
    const { data } = await real().getList('contacts', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: last },
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ firstName: 'Grace', lastName: last, phoneNumber: '+15559876543' });
  });
});

describe('delete contact overlay', () => {
  it('names the contact, deletes only after confirmation, and the contact is gone', async () => {
    const user = userEvent.setup();
    const last = `Doomed${unique()}`;
    const contact = await createContact({ firstName: 'Dora', lastName: last });
    const close = vi.fn();
    const { calls } = await renderAdmin(<DeleteContactOverlay value={contact.id} close={close} />);

    const dialog = await screen.findByRole('dialog', { name: messages.titles.delete });
    expect(await within(dialog).findByText(messages.confirmDelete(`Dora ${last}`))).toBeInTheDocument();
    expect(calls).not.toContain('delete');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(await screen.findByText(messages.notify.deleted)).toBeInTheDocument();
    await expect(real().getOne('contacts', { id: contact.id })).rejects.toMatchObject({ status: 404 });
  });

  it('Cancel closes and keeps the contact', async () => {
    const user = userEvent.setup();
    const contact = await createContact({ firstName: 'Kept', lastName: unique() });
    const close = vi.fn();
    const { calls } = await renderAdmin(<DeleteContactOverlay value={contact.id} close={close} />);
    const dialog = await screen.findByRole('dialog', { name: messages.titles.delete });
    await within(dialog).findByText(new RegExp(`Kept ${contact.lastName}`));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
    expect(calls).not.toContain('delete');
    const { data } = await real().getOne('contacts', { id: contact.id });
    expect(data.id).toBe(contact.id);
  });
});

describe('preview and edit overlays', () => {
  it('previews every field with the phone formatted, and Edit swaps the overlay', async () => {
    const user = userEvent.setup();
    const contact = await createContact({
      firstName: 'Paula',
      lastName: unique(),
      phoneNumber: '+15551112222',
      email: 'paula@example.com',
      tier: 'gold',
      tags: ['vip'],
    });
    await renderAdmin(null, { overlays: true, path: `/contacts?previewContact=${contact.id}` });

    const dialog = await screen.findByRole('dialog', { name: messages.titles.preview });
    expect(await within(dialog).findByText('+1 (555) 111-2222')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'paula@example.com' })).toHaveAttribute(
      'href',
      'mailto:paula@example.com',
    );
    expect(within(dialog).getByText('tier')).toBeInTheDocument();
    expect(within(dialog).getByText('gold')).toBeInTheDocument();
    expect(within(dialog).getByText('["vip"]')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: messages.titles.edit })).toBeInTheDocument();
    expect(location.current).toBe(`/contacts?editContact=${contact.id}`);
  });

  it('edits: changed fields are saved, untouched free fields keep their values', async () => {
    const user = userEvent.setup();
    const contact = await createContact({
      firstName: 'Edna',
      lastName: unique(),
      tags: ['vip', 'lead'],
      address: { city: 'London', zip: 'N1' },
    });
    const close = vi.fn();
    await renderAdmin(<EditContactOverlay value={contact.id} close={close} />);

    const dialog = await screen.findByRole('dialog', { name: messages.titles.edit });
    const company = await within(dialog).findByLabelText('Company');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Edna');
    await user.type(company, 'Edna Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());

    const { data } = await real().getOne('contacts', { id: contact.id });
    expect(data).toMatchObject({
      firstName: 'Edna',
      company: 'Edna Ltd',
      tags: ['vip', 'lead'],
      address: { city: 'London', zip: 'N1' },
    });
  });
});

describe('contacts picker', () => {
  it('searches on the server and opens the preview of the picked contact', async () => {
    const user = userEvent.setup();
    const last = `Findme${unique()}`;
    const contact = await createContact({ firstName: 'Pick', lastName: last });
    await renderAdmin(null, { overlays: true, path: '/contacts?contacts=true' });

    const dialog = await screen.findByRole('dialog', { name: messages.titles.picker });
    await user.type(within(dialog).getByLabelText(messages.search), last);
    const item = await within(dialog).findByText(`Pick ${last}`, {}, { timeout: 3000 });
    await user.click(item);
    expect(await screen.findByRole('dialog', { name: messages.titles.preview })).toBeInTheDocument();
    expect(location.current).toBe(`/contacts?previewContact=${contact.id}`);
  });

  it(`shows '${NO_TOKEN_OR_ORG}' when the session has no token`, async () => {
    const { calls } = await renderAdmin(<ContactsOverlay value="true" close={vi.fn()} />, { persona: null });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.picker });
    expect(await within(dialog).findByText(NO_TOKEN_OR_ORG)).toBeInTheDocument();
    expect(calls).toContain('getList');
  });
});
