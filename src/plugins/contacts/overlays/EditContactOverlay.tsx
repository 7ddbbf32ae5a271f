// ?editContact=<id>
import { useMemo } from 'react';
import { ResourceContextProvider, useGetOne, useNotify, useUpdate } from 'react-admin';
import { errorMessage, OverlayDialog, OverlayError, OverlayLoading, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { fromFormValues, toFormValues, type Contact, type ContactFormValues } from '../rules';
import { ContactDialogForm } from './ContactDialogForm';

export default function EditContactOverlay({ value, close }: OverlayProps) {
  const { data: contact, isPending, error } = useGetOne<Contact>('contacts', { id: value });
  const [update] = useUpdate<Contact>();
  const notify = useNotify();
  const record = useMemo(() => (contact ? { id: contact.id, ...toFormValues(contact) } : undefined), [contact]);

  const onSubmit = async (values: ContactFormValues) => {
    if (!contact) return;
    try {
      // the adapter diffs data against previousData and sends only the changes
      await update(
        'contacts',
        { id: contact.id, data: fromFormValues(values, contact), previousData: contact },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (caught) {
      notify(errorMessage(caught, messages.saveFailed), { type: 'error' });
      return;
    }
    notify(messages.notify.updated, { type: 'success' });
    close();
  };

  return (
    <ResourceContextProvider value="contacts">
      <OverlayDialog closeLabel={messages.actions.close} title={messages.titles.edit} onClose={() => close()}>
        {isPending ? (
          <OverlayLoading label={messages.loading} />
        ) : error || !record ? (
          <OverlayError error={error} fallback={messages.loadFailed} />
        ) : (
          <ContactDialogForm key={contact?.updatedAt ?? value} record={record} onSubmit={onSubmit} onCancel={() => close()} />
        )}
      </OverlayDialog>
    </ResourceContextProvider>
  );
}
