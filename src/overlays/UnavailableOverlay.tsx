// What an overlay name opens when its screen cannot open here: its plugin does not exist or is off
// for this account, or the viewer may not open it. Closing removes the name from the URL. Its words
// are the kernel's messages (switchboard.overlay.*).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export function UnavailableOverlay({ close }: { close: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('switchboard.overlay.unavailable')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('switchboard.overlay.unavailableDetail')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
