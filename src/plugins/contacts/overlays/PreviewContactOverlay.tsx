// ?previewContact=<id>: every field, read-only, with Edit and Delete swapping the overlay.
import { Button, DialogActions, DialogContent } from '@mui/material';
import { useGetOne } from 'react-admin';
import { OverlayDialog, OverlayError, OverlayLoading, type OverlayProps, useOpenOverlay } from '@kernel/sdk';
import { ContactDetails } from '../ContactDetails';
import { messages } from '../messages';
import type { Contact } from '../rules';

export default function PreviewContactOverlay({ value, close }: OverlayProps) {
  const { data: contact, isPending, error } = useGetOne<Contact>('contacts', { id: value });
  const open = useOpenOverlay();

  return (
    <OverlayDialog closeLabel={messages.actions.close} title={messages.titles.preview} onClose={() => close()}>
      {isPending ? (
        <OverlayLoading label={messages.loading} />
      ) : error || !contact ? (
        <OverlayError error={error} fallback={messages.loadFailed} />
      ) : (
        <DialogContent dividers>
          <ContactDetails contact={contact} />
        </DialogContent>
      )}
      <DialogActions>
        <Button disabled={!contact} onClick={() => open('editContact', value, ['previewContact'])}>
          {messages.actions.edit}
        </Button>
        <Button disabled={!contact} color="error" onClick={() => open('deleteContact', value, ['previewContact'])}>
          {messages.actions.delete}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
