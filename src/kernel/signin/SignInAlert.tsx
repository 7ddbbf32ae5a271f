// A message box for the landing, dressed like MUI's standard Alert. The Alert component itself
// brings IconButton, SvgIcon and four icons into the first page a visitor downloads, for a box of
// text; this keeps the role, the colours and the spacing. A text child is a message of the sign-in
// path (the spec's catalogue or the server's refusal, in English): shown in the page's language.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { darken, lighten } from '@mui/material/styles';
import { shownMessage } from '../../adapters/serverMessages';

export interface SignInAlertProps {
  severity: 'error' | 'warning';
  children: ReactNode;
}

export function SignInAlert({ severity, children }: SignInAlertProps) {
  return (
    <Box
      role="alert"
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        const base = theme.palette[severity].light;
        return {
          ...theme.typography.body2,
          width: '100%',
          boxSizing: 'border-box',
          px: 2,
          py: 1.5,
          borderRadius: 1,
          color: dark ? lighten(base, 0.6) : darken(base, 0.6),
          bgcolor: dark ? darken(base, 0.9) : lighten(base, 0.9),
        };
      }}
    >
      {typeof children === 'string' ? shownMessage(children) : children}
    </Box>
  );
}
