// ?deleteContact=<id>: a confirmation naming the contact; the delete happens only on confirm.
import { DialogContentText } from '@mui/material';
import { useDelete, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConfirmActionDialog, useConfirmedAction, type OverlayProps } from '@kernel/sdk';
import { CONTACT_LOAD, messages } from '../messages';
import { displayName, type Contact } from '../rules';

export default function DeleteContactOverlay({ value, close }: OverlayProps) {
  const load = useGetOne<Contact>('contacts', { id: value });
  const contact = load.data;
  const [deleteOne] = useDelete<Contact>();
  const deletion = useConfirmedAction(messages.deleteFailed);
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { pathname } = useLocation();

  const onConfirm = async () => {
    if (!contact) return;
    const deleted = await deletion.run(() =>
      deleteOne('contacts', { id: contact.id, previousData: contact }, { mutationMode: 'pessimistic', returnPromise: true }),
    );
    if (!deleted) return;
    notify(messages.notify.deleted, { type: 'success' });
    // no refresh(): useDelete already takes the contact out of the lists and reloads them, and a
    // refresh would also reload this overlay's record, now gone (a 404 in the console)
    // the contact's own page would now show an error: go back to the list instead
    if (pathname.split('/').includes(encodeURIComponent(String(contact.id)))) redirect('list', 'contacts');
    else close();
  };

  return (
    <ConfirmActionDialog
      title={messages.titles.delete}
      close={close}
      load={load}
      loadLabels={CONTACT_LOAD}
      action={deletion}
      color="error"
      confirmLabel={translate('ra.action.delete')}
      canConfirm={!!contact}
      onConfirm={onConfirm}
    >
      <DialogContentText>{messages.confirmDelete(displayName(contact))}</DialogContentText>
    </ConfirmActionDialog>
  );
}
