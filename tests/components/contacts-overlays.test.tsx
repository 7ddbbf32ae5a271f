// The create and delete contact overlays rendered with react-admin over the plugin's own adapter and
// a real http client talking to the real reference server (vitest globalSetup: startTestServer()).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactList from '../../src/plugins/contacts/ContactList';
import { messages } from '../../src/plugins/contacts/messages';
import CreateContactOverlay from '../../src/plugins/contacts/overlays/CreateContactOverlay';
import DeleteContactOverlay from '../../src/plugins/contacts/overlays/DeleteContactOverlay';
import { location, unique } from './renderPlugin';
import { createContact, real, renderAdmin } from './contacts-overlays-helpers';

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
