// The contact form inside a dialog (create and edit overlays): react-admin's <Form> with the
// same inputs and validation as the pages.
import { Button, DialogActions, DialogContent } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import { ContactInputs } from '../ContactInputs';
import { messages } from '../messages';
import { validateContactForm, type ContactFormValues } from '../rules';

interface ContactDialogFormProps {
  record: Partial<ContactFormValues> & { id?: string };
  onSubmit: (values: ContactFormValues) => Promise<void>;
  onCancel: () => void;
}

export function ContactDialogForm({ record, onSubmit, onCancel }: ContactDialogFormProps) {
  return (
    <Form
      record={record}
      resource="contacts"
      validate={validateContactForm}
      // our messages, not the browser's (type="email" would otherwise block the submit)
      noValidate
      onSubmit={(values: Record<string, unknown>) => onSubmit(values as ContactFormValues)}
    >
      <DialogContent dividers>
        <ContactInputs />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{messages.actions.cancel}</Button>
        <SaveButton label={messages.actions.save} alwaysEnable />
      </DialogActions>
    </Form>
  );
}
