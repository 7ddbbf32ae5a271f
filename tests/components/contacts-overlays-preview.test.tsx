// The preview and edit overlays and the contacts picker rendered with react-admin over the plugin's own adapter and
// a real http client talking to the real reference server (vitest globalSetup: startTestServer()).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, NO_TOKEN_OR_ORG } from '../../src/plugins/contacts/messages';
import ContactsOverlay from '../../src/plugins/contacts/overlays/ContactsOverlay';
import EditContactOverlay from '../../src/plugins/contacts/overlays/EditContactOverlay';
import { location, unique } from './renderPlugin';
import { createContact, real, renderAdmin } from './contacts-overlays-helpers';
import { expectConsoleError } from './consoleGuard';

// real server round trips and user-event typing: more than the default 5 s on a busy machine
vi.setConfig({ testTimeout: 20_000 });

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
    expectConsoleError(/HttpError: No token or orgAccountId/); // a refusal react-admin logs in development, shown by the screen
    const { calls } = await renderAdmin(<ContactsOverlay value="true" close={vi.fn()} />, { persona: null });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.picker });
    expect(await within(dialog).findByText(NO_TOKEN_OR_ORG)).toBeInTheDocument();
    expect(calls).toContain('getList');
  });
});
