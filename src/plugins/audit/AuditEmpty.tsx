// Shown when the log has no entry at all (not for a filter without results).
import HistoryIcon from '@mui/icons-material/History';
import { Box, Typography } from '@mui/material';
import { messages } from './messages';

export function AuditEmpty() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <HistoryIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {messages.empty}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.emptyHint}
      </Typography>
    </Box>
  );
}
