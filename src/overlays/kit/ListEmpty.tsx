// A list page's empty state (react-admin's `empty`): an icon, what is missing, an optional hint and
// the actions that fill the list. One look for every plugin's "nothing here yet".
import type { ReactElement, ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

export interface ListEmptyProps {
  /** drawn large and muted, e.g. `<ContactIcon />` */
  icon: ReactElement<{ sx?: object }>;
  title: string;
  hint?: string;
  /** buttons, side by side from the small breakpoint up, stacked below it */
  actions?: ReactNode;
}

export function ListEmpty({ icon, title, hint, actions }: ListEmptyProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 64 } }}>{icon}</Box>
      <Typography variant="h6" component="p" sx={{ mt: 1, mb: hint ? 0 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      {actions && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="center">
          {actions}
        </Stack>
      )}
    </Box>
  );
}
