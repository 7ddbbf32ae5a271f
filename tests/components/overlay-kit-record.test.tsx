// RecordOverlay and ConfirmActionDialog over the real reference server (contacts endpoint).
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogContent } from '@mui/material';
import { TextField, useDelete, useGetOne } from 'react-admin';
import { ConfirmActionDialog, RecordOverlay, useConfirmedAction } from '../../src/overlays/kit';
import type { Contact } from '../../src/plugins/contacts/rules';
import { contactsProvider, newContact, renderKit, unique } from './overlay-kit-harness';
import { expectConsoleError } from './consoleGuard';

vi.setConfig({ testTimeout: 20_000 });

const labels = { loading: 'Loading thing…', failed: 'The thing could not be loaded.' };

function Preview({ id, close = vi.fn() }: { id: string | null; close?: () => void }) {
  return (
    <RecordOverlay<Contact>
      resource="contacts"
      id={id}
      title={(record) => (record ? `Contact ${record.firstName}` : 'Contact')}
      close={close}
      labels={labels}
    >
      {() => (
        <DialogContent>
          <TextField source="lastName" />
        </DialogContent>
      )}
    </RecordOverlay>
  );
}

describe('RecordOverlay', () => {
  it('shows loading, then the record in react-admin’s record context, titled from it', async () => {
    const last = `Kit${unique()}`;
    const contact = await newContact({ firstName: 'Ada', lastName: last });
    renderKit(<Preview id={contact.id} />);
    expect(screen.getByRole('progressbar', { name: labels.loading })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Contact Ada' });
    expect(await within(dialog).findByText(last)).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('a record the server does not find: "not found" in the console\'s words, not the content', async () => {
    expectConsoleError(/HttpError: Contact not found/); // a refusal react-admin logs in development, shown by the screen
    renderKit(<Preview id={randomUUID()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Contact' });
    expect(await within(dialog).findByText(/not found: it may have been deleted, or the link is wrong\./i)).toBeInTheDocument();
  });

  it('no id at all: the fallback message, and nothing is asked of the server', async () => {
    const calls: string[] = [];
    renderKit(<Preview id={null} />, { dataProvider: contactsProvider(undefined, calls) });
    const dialog = await screen.findByRole('dialog', { name: 'Contact' });
    expect(within(dialog).getByText(labels.failed)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('the close button closes', async () => {
    const close = vi.fn();
    renderKit(<Preview id={null} close={close} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
  });
});

/** Deleting a contact, confirmed: a plugin's use of the kit. */
function DeleteThing({ id, close, refuse = false }: { id: string; close: () => void; refuse?: boolean }) {
  const load = useGetOne<Contact>('contacts', { id });
  const [deleteOne] = useDelete<Contact>();
  const action = useConfirmedAction('The thing could not be deleted.');
  const confirm = async () => {
    const deleted = await action.run(() =>
      deleteOne('contacts', { id, previousData: load.data }, { mutationMode: 'pessimistic', returnPromise: true }),
    );
    if (deleted) close();
  };
  return (
    <ConfirmActionDialog
      title="Delete thing"
      close={close}
      load={load}
      loadLabels={labels}
      refusal={refuse ? { message: 'Not this one.', severity: 'warning' } : null}
      action={action}
      color="error"
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      canConfirm={!refuse && !!load.data}
      onConfirm={confirm}
    >
      Delete {load.data?.firstName}?
    </ConfirmActionDialog>
  );
}

describe('ConfirmActionDialog', () => {
  it('asks about the loaded record, runs the action on confirm, then closes; the record is gone', async () => {
    const user = userEvent.setup();
    const contact = await newContact({ firstName: `Del${unique()}` });
    const close = vi.fn();
    renderKit(<DeleteThing id={contact.id} close={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled(); // still loading
    expect(await within(dialog).findByText(`Delete ${contact.firstName}?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    await expect(contactsProvider().getOne('contacts', { id: contact.id })).rejects.toMatchObject({ status: 404 });
  });

  it("a failed action stays open with the server's message in the dialog and a toast", async () => {
    expectConsoleError(/HttpError: Contact not found/); // a refusal react-admin logs in development, shown by the screen
    const user = userEvent.setup();
    const contact = await newContact({ firstName: `Gone${unique()}` });
    const close = vi.fn();
    renderKit(<DeleteThing id={contact.id} close={close} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    await within(dialog).findByText(`Delete ${contact.firstName}?`);
    await contactsProvider().delete('contacts', { id: contact.id }); // someone else was quicker
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Contact not found')).toBeInTheDocument();
    expect(await screen.findAllByText('Contact not found')).toHaveLength(2); // the dialog's and the toast's
    expect(close).not.toHaveBeenCalled();
  });

  it('a refusal replaces the question; Cancel closes without acting', async () => {
    const user = userEvent.setup();
    const contact = await newContact({ firstName: `Keep${unique()}` });
    const close = vi.fn();
    renderKit(<DeleteThing id={contact.id} close={close} refuse />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    expect(await within(dialog).findByText('Not this one.')).toBeInTheDocument();
    expect(within(dialog).queryByText(`Delete ${contact.firstName}?`)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
    expect((await contactsProvider().getOne('contacts', { id: contact.id })).data).toMatchObject({ id: contact.id });
  });

  it('a record that fails to load: its message instead of the question', async () => {
    expectConsoleError(/HttpError: Contact not found/); // a refusal react-admin logs in development, shown by the screen
    renderKit(<DeleteThing id={randomUUID()} close={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    expect(await within(dialog).findByText(/not found: it may have been deleted, or the link is wrong\./i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
