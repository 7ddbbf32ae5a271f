// ?legacyLogin=true (spec 2.3 "legacy login"): accounts of the former sign-in come in with a code
// (email or text) or a one-time sign-in link. Pasting a link of this console signs in with it
// (GET /api/v1/oneTimeAuth, the kernel root's one-time sign-in); or sign out to ask for a code.
import { useState } from 'react';
import { Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { navigateApp } from '../kernel/appLocation';
import { APP_ROOT } from '../kernel/constants';
import { useKernel } from '../kernel/KernelContext';
import { OverlayDialog } from './OverlayDialog';
import { ONE_TIME_TOKEN_PARAM, oneTimeTokenOf } from './overlayRules';

export default function LegacyLoginOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`switchboard.overlays.legacyLogin.${key}`);
  const { session } = useKernel();
  const [link, setLink] = useState('');
  const [touched, setTouched] = useState(false);
  const token = oneTimeTokenOf(link, window.location.origin);
  const invalid = touched && link.trim() !== '' && !token;
  return (
    <OverlayDialog title={t('title')} onClose={() => close()}>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (token) navigateApp(`${APP_ROOT}?${new URLSearchParams({ [ONE_TIME_TOKEN_PARAM]: token })}`);
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{t('intro')}</Typography>
            <TextField
              label={t('link')}
              value={link}
              onChange={(event) => setLink(event.target.value)}
              onBlur={() => setTouched(true)}
              error={invalid}
              helperText={invalid ? t('invalidLink') : t('linkHelp')}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 2048 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => void session.logout()}>{t('signOut')}</Button>
          <Button type="submit" variant="contained" disabled={!token}>
            {t('submit')}
          </Button>
        </DialogActions>
      </Stack>
    </OverlayDialog>
  );
}
