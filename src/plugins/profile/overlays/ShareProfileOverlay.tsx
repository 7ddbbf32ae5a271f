// ?shareProfile=true: the public page's link to copy or open, and its QR code to scan.
import { useMemo } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useKernel, type OverlayProps } from '@kernel/sdk';
import { pageUrl } from '../../../shared/profilePage';
import { messages } from '../messages';
import { ProfileDialog } from '../ProfileDialog';
import { QrCode } from '../QrCode';

const t = messages.share;

export default function ShareProfileOverlay({ close }: OverlayProps) {
  const notify = useNotify();
  const { account } = useKernel();
  const url = useMemo(() => pageUrl(window.location.origin, account?.username ?? ''), [account?.username]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t.copied, { type: 'success' });
    } catch {
      notify(t.copyFailed, { type: 'warning' });
    }
  };
  return (
    <ProfileDialog title={t.title} onClose={() => close()} maxWidth="xs">
      <Typography>{t.intro}</Typography>
      <TextField label={t.urlLabel} value={url} slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }} onFocus={(e) => e.target.select()} fullWidth />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void copy()}>
          {messages.actions.copy}
        </Button>
        <Button href={url} target="_blank" rel="noopener">
          {messages.actions.open}
        </Button>
      </Stack>
      <Box sx={{ alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}>
        <QrCode text={url} label={t.qr(url)} unavailable={t.qrUnavailable} />
      </Box>
    </ProfileDialog>
  );
}
