// The red-bordered section that holds an overlay's destructive action.
import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';

interface AdminDangerZoneProps {
  title: string;
  details?: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

export function AdminDangerZone({ title, details, actionLabel, onAction }: AdminDangerZoneProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}
    >
      <Typography variant="subtitle2" color="error" component="h3">
        {title}
      </Typography>
      {details ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
          {details}
        </Typography>
      ) : null}
      <Button color="error" variant="outlined" onClick={onAction}>
        {actionLabel}
      </Button>
    </Box>
  );
}
