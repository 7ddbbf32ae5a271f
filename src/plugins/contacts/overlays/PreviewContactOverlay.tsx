// ?previewContact=<id>: every field, read-only, with Edit and Delete swapping the overlay.
import { Button, DialogActions, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecordOverlay, type OverlayProps, useOpenOverlay } from '@kernel/sdk';
import { ContactDetails } from '../ContactDetails';
import { CONTACT_LOAD, messages } from '../messages';
import type { Contact } from '../rules';

export default function PreviewContactOverlay({ value, close }: OverlayProps) {
  const open = useOpenOverlay();
  const translate = useTranslate();

  return (
    <RecordOverlay<Contact>
      resource="contacts"
      id={value}
      title={messages.titles.preview}
      close={close}
      labels={CONTACT_LOAD}
      footer={(contact) => (
        <DialogActions>
          <Button disabled={!contact} onClick={() => open('editContact', value, ['previewContact'])}>
            {translate('ra.action.edit')}
          </Button>
          <Button disabled={!contact} color="error" onClick={() => open('deleteContact', value, ['previewContact'])}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      )}
    >
      {(contact) => (
        <DialogContent dividers>
          <ContactDetails contact={contact} />
        </DialogContent>
      )}
    </RecordOverlay>
  );
}
