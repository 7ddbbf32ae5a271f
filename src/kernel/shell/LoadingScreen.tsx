import { Box, CircularProgress } from '@mui/material';
import { SHELL_MESSAGES as M } from './shellMessages';

export function LoadingScreen() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={M.loading} />
    </Box>
  );
}
