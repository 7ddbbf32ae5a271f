// The contact form inside a dialog (create and edit overlays): the kit's DialogForm with the same
// inputs and validation as the pages; a refusal naming a field (`email: Invalid email address`)
// shows under that input.
import { DialogForm } from '@kernel/sdk';
import { ContactInputs } from '../ContactInputs';
import { messages } from '../messages';
import { KNOWN_FIELDS, validateContactForm, type ContactFormValues } from '../rules';

interface ContactDialogFormProps {
  record: Partial<ContactFormValues> & { id?: string };
  onSubmit: (values: ContactFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function ContactDialogForm({ record, onSubmit, onCancel }: ContactDialogFormProps) {
  return (
    <DialogForm<ContactFormValues>
      record={record}
      resource="contacts"
      validate={validateContactForm}
      failed={messages.saveFailed}
      serverFields={KNOWN_FIELDS}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <ContactInputs />
    </DialogForm>
  );
}
