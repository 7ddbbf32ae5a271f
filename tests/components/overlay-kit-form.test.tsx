// DialogForm and ListError over the real reference server (contacts endpoint): the server's
// `field: message` refusals land on the field they name, anything else above the form.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, List, TextInput, useCreate } from 'react-admin';
import { OverlayDialog } from '../../src/overlays/OverlayDialog';
import { DialogForm, ListError } from '../../src/overlays/kit';
import { contactsProvider, renderKit, unique } from './overlay-kit-harness';
import { expectConsoleError } from './consoleGuard';

vi.setConfig({ testTimeout: 20_000 });

const FAILED = 'The thing could not be saved.';

interface NewThingProps {
  onSaved?: () => void;
  validate?: (v: Record<string, unknown>) => object;
  unchanged?: (v: Record<string, unknown>) => boolean;
  saveWhenValid?: boolean;
  enterSubmits?: boolean;
}

function NewThing({ onSaved = vi.fn(), validate, unchanged, saveWhenValid, enterSubmits }: NewThingProps) {
  const [create] = useCreate();
  return (
    <OverlayDialog title="New thing" onClose={vi.fn()}>
      <DialogForm
        resource="contacts"
        record={{ firstName: '', email: '' }}
        validate={validate}
        nothingChanged={unchanged ? { when: unchanged, message: 'Nothing to save.' } : undefined}
        failed={FAILED}
        saveWhenValid={saveWhenValid}
        enterSubmits={enterSubmits}
        onCancel={vi.fn()}
        onSubmit={async (values) => {
          const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
          await create('contacts', { data: filled }, { returnPromise: true });
          onSaved();
        }}
      >
        <TextInput source="firstName" label="First" />
        <TextInput source="email" label="Mail" />
      </DialogForm>
    </OverlayDialog>
  );
}

describe('DialogForm', () => {
  it("puts the server's `email: …` refusal on the email input (and in a toast)", async () => {
    expectConsoleError(/HttpError: email: Invalid email address/); // a refusal react-admin logs in development, shown by the screen
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderKit(<NewThing onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.type(within(dialog).getByLabelText('First'), 'Ada');
    await user.type(within(dialog).getByLabelText('Mail'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const input = within(dialog).getByLabelText('Mail');
    await vi.waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First')).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).queryByRole('alert')).toBeNull(); // not a form-level message
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a message naming no field of the form goes above it', async () => {
    expectConsoleError(/HttpError: No token or orgAccountId/); // a refusal react-admin logs in development, shown by the screen
    const user = userEvent.setup();
    renderKit(<NewThing />, { dataProvider: contactsProvider(null) });
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.type(within(dialog).getByLabelText('First'), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No token or orgAccountId');
  });

  it('client validation runs first: nothing is sent', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderKit(<NewThing validate={(v) => (v.firstName ? {} : { firstName: 'Say a name.' })} />, {
      dataProvider: contactsProvider(undefined, calls),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say a name.')).toBeInTheDocument();
    expect(calls).not.toContain('create');
  });

  it('with saveWhenValid, Save stays disabled while a rule fails, and the message shows as the user types', async () => {
    const user = userEvent.setup();
    renderKit(<NewThing saveWhenValid validate={(v) => (v.firstName ? {} : { firstName: 'Say a name.' })} />);
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('First'), 'Ada');
    expect(save).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('First'));
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Say a name.')).toBeInTheDocument();
  });

  it('with enterSubmits={false}, Enter in a field sends nothing; Save still does', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const calls: string[] = [];
    renderKit(<NewThing enterSubmits={false} onSaved={onSaved} />, { dataProvider: contactsProvider(undefined, calls) });
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.type(within(dialog).getByLabelText('First'), `Form${unique()}{Enter}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).not.toContain('create');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('Save stays disabled while the save runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    renderKit(
      <DialogForm record={{ firstName: 'Ada' }} failed={FAILED} onCancel={vi.fn()} onSubmit={() => new Promise<void>((resolve) => (finish = resolve))}>
        <TextInput source="firstName" label="First" />
      </DialogForm>,
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    await vi.waitFor(() => expect(save).toBeDisabled());
    finish();
    await vi.waitFor(() => expect(save).toBeEnabled());
  });

  it('a save that changes nothing says so (as information) and sends nothing', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderKit(<NewThing unchanged={(v) => !v.firstName} />, { dataProvider: contactsProvider(undefined, calls) });
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Nothing to save.');
    expect(notice.className).toMatch(/Info/);
    expect(calls).not.toContain('create');
  });

  it('saves, and the record is on the server', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const name = `Form${unique()}`;
    renderKit(<NewThing onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'New thing' });
    await user.type(within(dialog).getByLabelText('First'), name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const found = await contactsProvider().getList('contacts', { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: name } });
    expect(found.data.map((c) => c.firstName)).toEqual([name]);
  });
});

describe('ListError', () => {
  it("keeps the server's message on the list page", async () => {
    expectConsoleError(/HttpError: No token or orgAccountId/); // a refusal react-admin logs in development, shown by the screen
    renderKit(
      <List resource="contacts" error={<ListError fallback="The things could not be loaded." />}>
        <DataTable>
          <DataTable.Col source="firstName" />
        </DataTable>
      </List>,
      { path: '/contacts', dataProvider: contactsProvider(null) },
    );
    const alert = await screen.findByText('No token or orgAccountId', { selector: '.MuiAlert-message' });
    expect(alert).toBeInTheDocument();
  });
});
