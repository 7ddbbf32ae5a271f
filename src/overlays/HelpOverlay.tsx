// The kernel's help overlay (?help=true): where the docs live.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import type { OverlayProps } from '../kernel/contracts';
import { DOCS_URL } from '../kernel/constants';

export default function HelpOverlay({ close }: OverlayProps) {
  return (
    <Dialog open onClose={() => close()} aria-labelledby="help-overlay-title">
      <DialogTitle id="help-overlay-title">Help</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The user guide and the API reference are in the{' '}
          <Link href={DOCS_URL} target="_blank" rel="noopener">
            documentation
          </Link>
          .
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
