// ?deleteContact=<id>: a confirmation naming the contact; the delete happens only on confirm.
import { useState } from 'react';
import { Button, CircularProgress, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useDelete, useGetOne, useNotify, useRedirect, useRefresh } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorMessage, OverlayDialog, OverlayError, OverlayLoading, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { displayName, type Contact } from '../rules';

export default function DeleteContactOverlay({ value, close }: OverlayProps) {
  const { data: contact, isPending, error } = useGetOne<Contact>('contacts', { id: value });
  const [deleteOne, { isPending: deleting }] = useDelete<Contact>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { pathname } = useLocation();
  const [failed, setFailed] = useState<unknown>(null);

  const onConfirm = async () => {
    if (!contact) return;
    setFailed(null);
    try {
      await deleteOne(
        'contacts',
        { id: contact.id, previousData: contact },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (caught) {
      setFailed(caught);
      notify(errorMessage(caught, messages.deleteFailed), { type: 'error' });
      return;
    }
    notify(messages.notify.deleted, { type: 'success' });
    refresh();
    // the contact's own page would now show an error: go back to the list instead
    if (pathname.split('/').includes(encodeURIComponent(String(contact.id)))) redirect('list', 'contacts');
    else close();
  };

  return (
    <OverlayDialog closeLabel={messages.actions.close} title={messages.titles.delete} onClose={() => close()} maxWidth="xs">
      {isPending ? (
        <OverlayLoading label={messages.loading} />
      ) : error || !contact ? (
        <OverlayError error={error} fallback={messages.loadFailed} />
      ) : (
        <DialogContent>
          <DialogContentText>{messages.confirmDelete(displayName(contact))}</DialogContentText>
          {failed ? (
            <DialogContentText color="error" sx={{ mt: 1 }}>
              {errorMessage(failed, messages.deleteFailed)}
            </DialogContentText>
          ) : null}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => close()}>{messages.actions.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!contact || deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={onConfirm}
        >
          {messages.actions.delete}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
