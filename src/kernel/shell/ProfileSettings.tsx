// The settings every signed-in user has, whatever the plugins contribute (issue 16 point 10): who
// they are (name, email, phone, role and account; read-only here, with an Edit button when the
// accounts plugin's editUserAccount overlay is there for them) and the theme, the same setting as
// the app bar's toggle (react-admin's `theme` store key).
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';
import { accountLabel, displayName } from '../account';
import { useKernel } from '../KernelContext';
import { VIEWING_AS_LABELS } from '../i18n/viewingAsLabels';
import { TOKENS } from '../tokens';
import { useAccessCheck } from '../useAccessCheck';
import { useContributions } from '../useContributions';
import { useViewingAs } from '../useViewingAs';
import { useOpenOverlay } from '../../overlays/useOverlayParams';

const EDIT_OVERLAY = 'editUserAccount';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function ProfileBasics() {
  const translate = useTranslate();
  const t = (key: string) => translate(`switchboard.settings.${key}`);
  const { user, account } = useKernel();
  const { viewingAs } = useViewingAs();
  const allows = useAccessCheck();
  const open = useOpenOverlay();
  const canEdit = useContributions(TOKENS.Overlay).some((o) => o.name === EDIT_OVERLAY && allows(o.canAccess));
  const or = (value: string | null | undefined) => value || t('none');
  return (
    <Stack spacing={1}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label={t('name')} value={or(displayName(user))} />
        <Row label={t('email')} value={or(user?.email)} />
        <Row label={t('phone')} value={or(user?.phoneNumber)} />
        <Row label={t('role')} value={VIEWING_AS_LABELS[viewingAs]} />
        <Row label={t('account')} value={or(accountLabel(account ?? user))} />
      </Stack>
      {canEdit && user ? (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => open(EDIT_OVERLAY, String(user.id))}>
          {translate('ra.action.edit')}
        </Button>
      ) : null}
    </Stack>
  );
}

export function ThemeSetting() {
  const translate = useTranslate();
  const [mode, setMode] = useTheme();
  const current = mode === 'dark' ? 'dark' : 'light';
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography id="settings-theme-label">{translate('switchboard.settings.theme')}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current}
        aria-labelledby="settings-theme-label"
        onChange={(_event, next: 'light' | 'dark' | null) => next && setMode(next)}
      >
        <ToggleButton value="light">{translate('switchboard.settings.light')}</ToggleButton>
        <ToggleButton value="dark">{translate('switchboard.settings.dark')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
