import { useMemo } from 'react';
import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ContactFormToolbar } from './ContactFormToolbar';
import { ContactInputs } from './ContactInputs';
import { messages } from './messages';
import { displayName, fromFormValues, toFormValues, validateContactForm, type Contact, type ContactFormValues } from './rules';

/** The form edits a flattened view (free fields as rows); the record itself stays the contact. */
function ContactEditForm() {
  const record = useRecordContext<Contact>();
  const values = useMemo(() => (record ? { id: record.id, ...toFormValues(record) } : undefined), [record]);
  if (!values) return null;
  return (
    <SimpleForm
      record={values}
      validate={validateContactForm}
      noValidate
      toolbar={<ContactFormToolbar />}
    >
      <ContactInputs />
    </SimpleForm>
  );
}

function Title() {
  const record = useRecordContext<Contact>();
  return <>{record ? `${messages.titles.edit}: ${displayName(record)}` : messages.titles.edit}</>;
}

export default function ContactEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="contacts"
      title={<Title />}
      mutationMode="pessimistic"
      // previousData is the contact as loaded: fromFormValues turns removed fields into nulls and
      // the adapter sends only what changed
      transform={(values: ContactFormValues, options?: { previousData: Contact }) =>
        fromFormValues(values, options?.previousData)
      }
      mutationOptions={{
        onSuccess: () => {
          notify(messages.notify.updated, { type: 'success' });
          redirect('list', 'contacts');
        },
      }}
    >
      <ContactEditForm />
    </Edit>
  );
}
