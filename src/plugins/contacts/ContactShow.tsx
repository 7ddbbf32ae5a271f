import { EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { ContactDetails } from './ContactDetails';
import { messages } from './messages';
import type { Contact } from './rules';

function Details() {
  const record = useRecordContext<Contact>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <ContactDetails contact={record} />
    </Box>
  );
}

export default function ContactShow() {
  return (
    <Show
      resource="contacts"
      title={messages.titles.preview}
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <Details />
    </Show>
  );
}
