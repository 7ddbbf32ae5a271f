// Issue 24 item 6: closing a dialog whose form holds unsaved changes asks first (Escape, the close
// button, Cancel), in the kernel's confirmation dialog; an untouched form closes at once; focus goes
// back to the button that opened the dialog. And list rows react-admin makes clickable take a tab
// stop and open with Enter (the shell's keyboardRows).
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from 'react-admin';
import { Button } from '@mui/material';
import { OverlayDialog } from '../../src/overlays/OverlayDialog';
import { DialogForm } from '../../src/overlays/kit';
import { ConfirmProvider } from '../../src/kernel/shell/ConfirmProvider';
import { makeRowsFocusable, openRowOnKey } from '../../src/kernel/shell/keyboardRows';
import { renderKit } from './overlay-kit-harness';

vi.setConfig({ testTimeout: 120_000 });

const QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";

function Editor({ onClose, onCancel }: { onClose: () => void; onCancel: () => void }) {
  return (
    <OverlayDialog title="Edit thing" onClose={onClose}>
      <DialogForm resource="contacts" record={{ firstName: 'Ada' }} failed="Could not save." onSubmit={async () => undefined} onCancel={onCancel}>
        <TextInput source="firstName" label="First" />
      </DialogForm>
    </OverlayDialog>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open editor</Button>
      {open ? <Editor onClose={() => setOpen(false)} onCancel={() => setOpen(false)} /> : null}
    </>
  );
}

describe('unsaved changes in a dialog', () => {
  it('an untouched form closes on Escape without a question, and focus returns to its opener', async () => {
    const user = userEvent.setup();
    renderKit(
      <ConfirmProvider>
        <Opener />
      </ConfirmProvider>,
    );
    const opener = await screen.findByRole('button', { name: 'Open editor' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit thing' });
    await user.type(within(dialog).getByLabelText('First'), '{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit thing' })).not.toBeInTheDocument());
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a changed form asks on Escape, the close button and Cancel; keeping the edit keeps the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onCancel = vi.fn();
    renderKit(
      <ConfirmProvider>
        <Editor onClose={onClose} onCancel={onCancel} />
      </ConfirmProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit thing' });
    const input = within(dialog).getByLabelText('First');
    await user.type(input, ' Lovelace');

    // Escape: asked; "Cancel" in the question keeps the edit
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(input).toHaveValue('Ada Lovelace');

    // the form's Cancel asks too; confirming drops the edit
    // (found again: the dialog stays hidden from roles until the question has finished closing)
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    // (the question's exit transition keeps the dialog under it hidden a moment)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument());

    // the close button asks as well
    await user.click(await within(dialog).findByRole('button', { name: 'Close' }));
    const third = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(third).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('keyboard rows', () => {
  it('a clickable row takes a tab stop and opens with Enter or Space; other rows and keys are left alone', () => {
    document.body.innerHTML = `<table><tbody>
      <tr class="RaDataTable-clickableRow" id="a"><td>A</td></tr>
      <tr class="RaDataTable-row" id="b"><td>B</td></tr>
      <tr class="RaDataTable-clickableRow" id="c" tabindex="-1"><td><button id="inner">x</button></td></tr>
    </tbody></table>`;
    makeRowsFocusable(document);
    const a = document.getElementById('a')!;
    expect(a.tabIndex).toBe(0);
    expect(document.getElementById('b')!.hasAttribute('tabindex')).toBe(false);
    expect(document.getElementById('c')!.tabIndex).toBe(-1);

    const clicks: string[] = [];
    document.body.addEventListener('click', (e) => clicks.push((e.target as HTMLElement).id));
    document.addEventListener('keydown', openRowOnKey);
    try {
      fireEvent.keyDown(a, { key: 'Enter' });
      fireEvent.keyDown(a, { key: ' ' });
      fireEvent.keyDown(a, { key: 'a' });
      fireEvent.keyDown(document.getElementById('b')!, { key: 'Enter' });
      fireEvent.keyDown(document.getElementById('inner')!, { key: 'Enter' });
    } finally {
      document.removeEventListener('keydown', openRowOnKey);
    }
    expect(clicks).toEqual(['a', 'a']);
  });
});
