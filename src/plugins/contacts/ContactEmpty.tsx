// Shown by the list when the organization has no contact at all (not for an empty search).
import AddIcon from '@mui/icons-material/Add';
import ContactIcon from '@mui/icons-material/ContactPhone';
import { Box, Button, Typography } from '@mui/material';
import { messages } from './messages';
import { useOpenOverlay } from '@kernel/sdk';

export function ContactEmpty() {
  const open = useOpenOverlay();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <ContactIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {messages.empty}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {messages.emptyHint}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('createContact', 'true')}>
        {messages.actions.create}
      </Button>
    </Box>
  );
}
