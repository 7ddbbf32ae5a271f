// ?editContact=<id>
import { useUpdate, useNotify } from 'react-admin';
import { RecordOverlay, type OverlayProps } from '@kernel/sdk';
import { CONTACT_LOAD, messages } from '../messages';
import { fromFormValues, toFormValues, type Contact, type ContactFormValues } from '../rules';
import { ContactDialogForm } from './ContactDialogForm';

export default function EditContactOverlay({ value, close }: OverlayProps) {
  const [update] = useUpdate<Contact>();
  const notify = useNotify();

  const save = (contact: Contact) => async (values: ContactFormValues) => {
    // the adapter diffs data against previousData and sends only the changes
    await update(
      'contacts',
      { id: contact.id, data: fromFormValues(values, contact), previousData: contact },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify(messages.notify.updated, { type: 'success' });
    close();
  };

  return (
    <RecordOverlay<Contact>
      resource="contacts"
      id={value}
      title={messages.titles.edit}
      close={close}
      labels={CONTACT_LOAD}
    >
      {(contact) => (
        <ContactDialogForm
          key={contact.updatedAt ?? value}
          record={{ id: contact.id, ...toFormValues(contact) }}
          onSubmit={save(contact)}
          onCancel={() => close()}
        />
      )}
    </RecordOverlay>
  );
}
