// The kernel's settings overlay (?settings=true): the settings panels, one tab each.
import { Suspense, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, Typography } from '@mui/material';
import type { OverlayProps } from '../kernel/contracts';
import { TOKENS } from '../kernel/tokens';
import { useContributions } from '../kernel/useContributions';
import { useAccessCheck } from '../kernel/useAccessCheck';

export default function SettingsOverlay({ value, close }: OverlayProps) {
  const allows = useAccessCheck();
  const panels = useContributions(TOKENS.SettingsPanel).filter((p) => allows(p.canAccess));
  const initial = Math.max(0, panels.findIndex((p) => p.id === value));
  const [index, setIndex] = useState(initial);
  const Panel = panels[index]?.component;
  return (
    <Dialog open onClose={() => close()} fullWidth maxWidth="md" aria-labelledby="settings-overlay-title">
      <DialogTitle id="settings-overlay-title">Settings</DialogTitle>
      <DialogContent>
        {panels.length === 0 ? (
          <Typography>No settings are available for this account.</Typography>
        ) : (
          <>
            <Tabs value={index} onChange={(_, i: number) => setIndex(i)} variant="scrollable">
              {panels.map((p) => (
                <Tab key={p.id} label={p.title} />
              ))}
            </Tabs>
            <Suspense fallback={null}>{Panel && <Panel />}</Suspense>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
