// The kernel's settings overlay (?settings=true, or ?settings=<panel id>): the user's profile and
// the theme first, then the settings panels, one tab each.
import { Suspense, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { ProfileBasics, ThemeSetting } from '../kernel/shell/ProfileSettings';
import { TOKENS } from '../kernel/tokens';
import { useContributions } from '../kernel/useContributions';
import { useAccessCheck } from '../kernel/useAccessCheck';

export default function SettingsOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const allows = useAccessCheck();
  const panels = useContributions(TOKENS.SettingsPanel).filter((p) => allows(p.canAccess));
  // tab 0 is the profile; a panel's tab is its index + 1
  const [index, setIndex] = useState(() => panels.findIndex((p) => p.id === value) + 1);
  const Panel = index > 0 ? panels[index - 1]?.component : undefined;
  return (
    <Dialog open onClose={() => close()} fullWidth maxWidth="md" aria-labelledby="settings-overlay-title">
      <DialogTitle id="settings-overlay-title">{translate('switchboard.settings.title')}</DialogTitle>
      <DialogContent>
        <Tabs value={index} onChange={(_, i: number) => setIndex(i)} variant="scrollable">
          <Tab label={translate('switchboard.settings.profile')} />
          {panels.map((p) => (
            <Tab key={p.id} label={p.title} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={index === 0 ? translate('switchboard.settings.profile') : panels[index - 1]?.title} sx={{ pt: 2 }}>
          {index === 0 ? (
            <Stack spacing={3}>
              <ProfileBasics />
              <ThemeSetting />
            </Stack>
          ) : (
            <Suspense fallback={null}>{Panel && <Panel />}</Suspense>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{translate('switchboard.settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
