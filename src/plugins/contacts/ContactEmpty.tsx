// Shown by the list when the organization has no contact at all (not for an empty search).
import AddIcon from '@mui/icons-material/Add';
import ContactIcon from '@mui/icons-material/ContactPhone';
import { Button } from '@mui/material';
import { ListEmpty, useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';

export function ContactEmpty() {
  const open = useOpenOverlay();
  return (
    <ListEmpty
      icon={<ContactIcon />}
      title={messages.empty}
      hint={messages.emptyHint}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('createContact', 'true')}>
          {messages.actions.create}
        </Button>
      }
    />
  );
}
