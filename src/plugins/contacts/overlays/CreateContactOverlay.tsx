// ?createContact=true
import { useMemo } from 'react';
import { useCreate, useNotify, useRefresh } from 'react-admin';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { fromFormValues, toFormValues, type ContactFormValues } from '../rules';
import { ContactDialogForm } from './ContactDialogForm';

export default function CreateContactOverlay({ close }: OverlayProps) {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useMemo(() => toFormValues(), []);

  // a failure rejects: the form shows it (on its field when the server names one) and toasts it
  const onSubmit = async (values: ContactFormValues) => {
    await create('contacts', { data: fromFormValues(values) }, { returnPromise: true });
    notify(messages.notify.created, { type: 'success' });
    refresh();
    close();
  };

  return (
    <OverlayDialog title={messages.titles.create} onClose={() => close()}>
      <ContactDialogForm record={record} onSubmit={onSubmit} onCancel={() => close()} />
    </OverlayDialog>
  );
}
