// The inputs shared by the create and edit pages and their dialogs. Validation is form-level
// (validateContactForm), so the rule "one of name, phone or email" sees every field at once. Labels
// are resources.contacts.fields.* (messages.ts).
import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { ExtraFieldsInput } from './ExtraFieldsInput';

export function ContactInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="firstName" sx={{ flex: '1 1 12rem' }} />
        <TextInput source="lastName" sx={{ flex: '1 1 12rem' }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput source="phoneNumber" type="tel" sx={{ flex: '1 1 12rem' }} />
        <TextInput source="email" type="email" sx={{ flex: '1 1 12rem' }} />
      </Box>
      <TextInput source="company" />
      <TextInput source="notes" multiline minRows={2} />
      <ExtraFieldsInput />
    </Box>
  );
}
