// ?createContact=true
import { useMemo } from 'react';
import { ResourceContextProvider, useCreate, useNotify, useRefresh } from 'react-admin';
import { errorMessage, OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { fromFormValues, toFormValues, type ContactFormValues } from '../rules';
import { ContactDialogForm } from './ContactDialogForm';

export default function CreateContactOverlay({ close }: OverlayProps) {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useMemo(() => toFormValues(), []);

  const onSubmit = async (values: ContactFormValues) => {
    try {
      await create('contacts', { data: fromFormValues(values) }, { returnPromise: true });
    } catch (error) {
      notify(errorMessage(error, messages.saveFailed), { type: 'error' });
      return;
    }
    notify(messages.notify.created, { type: 'success' });
    refresh();
    close();
  };

  return (
    <ResourceContextProvider value="contacts">
      <OverlayDialog closeLabel={messages.actions.close} title={messages.titles.create} onClose={() => close()}>
        <ContactDialogForm record={record} onSubmit={onSubmit} onCancel={() => close()} />
      </OverlayDialog>
    </ResourceContextProvider>
  );
}
