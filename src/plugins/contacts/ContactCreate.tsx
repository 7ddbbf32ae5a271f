import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { ContactFormToolbar } from './ContactFormToolbar';
import { ContactInputs } from './ContactInputs';
import { messages } from './messages';
import { fromFormValues, toFormValues, validateContactForm, type ContactFormValues } from './rules';

export default function ContactCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="contacts"
      title={messages.titles.create}
      transform={(values: ContactFormValues) => fromFormValues(values)}
      mutationOptions={{
        onSuccess: () => {
          notify(messages.notify.created, { type: 'success' });
          redirect('list', 'contacts');
        },
      }}
    >
      <SimpleForm defaultValues={toFormValues()} validate={validateContactForm} noValidate toolbar={<ContactFormToolbar />}>
        <ContactInputs />
      </SimpleForm>
    </Create>
  );
}
