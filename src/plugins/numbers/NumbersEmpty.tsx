// Shown by the list when the organization holds no number yet.
import AddIcon from '@mui/icons-material/Add';
import DialpadIcon from '@mui/icons-material/Dialpad';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';

export function NumbersEmpty() {
  const open = useOpenOverlay();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <DialpadIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {messages.empty}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {messages.emptyHint}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="center">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('selectNumber', 'true')}>
          {messages.actions.buy}
        </Button>
        <Button onClick={() => open('addCustomNumber', 'true')}>{messages.actions.bring}</Button>
      </Stack>
    </Box>
  );
}
