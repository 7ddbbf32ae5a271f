// The kernel's form overlay; ?form=support is the get-support form of the help button.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import type { OverlayProps } from '../kernel/contracts';
import { DOCS_URL } from '../kernel/constants';
import { useKernel } from '../kernel/KernelContext';

export default function FormOverlay({ value, close }: OverlayProps) {
  const { account } = useKernel();
  const email = account?.settings?.supportEmail;
  if (value !== 'support') return null;
  return (
    <Dialog open onClose={() => close()} aria-labelledby="form-overlay-title">
      <DialogTitle id="form-overlay-title">Get support</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {typeof email === 'string' && email ? (
            <>
              Write to <Link href={`mailto:${email}`}>{email}</Link>.{' '}
            </>
          ) : null}
          Answers to common questions are in the{' '}
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
