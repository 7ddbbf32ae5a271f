// The inputs shared by the create and edit pages and their dialogs. Validation is form-level
// (validateContactForm), so the rule "one of name, phone or email" sees every field at once.
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { messages } from './messages';
import { ExtraFieldsInput } from './ExtraFieldsInput';

export function ContactInputs() {
  const { fields } = messages;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="firstName" label={fields.firstName} sx={{ flex: '1 1 12rem' }} />
        <TextInput source="lastName" label={fields.lastName} sx={{ flex: '1 1 12rem' }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="phoneNumber" label={fields.phoneNumber} type="tel" sx={{ flex: '1 1 12rem' }} />
        <TextInput source="email" label={fields.email} type="email" sx={{ flex: '1 1 12rem' }} />
      </Box>
      <TextInput source="company" label={fields.company} />
      <TextInput source="notes" label={fields.notes} multiline minRows={2} />
      <ExtraFieldsInput />
    </Box>
  );
}
