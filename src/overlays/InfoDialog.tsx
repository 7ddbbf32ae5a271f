// The frame of the kernel's small informational overlays (help, get support): a titled dialog with
// a Close button, and the link to the documentation they all end with.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { DOCS_URL } from '../kernel/constants';
import { SHELL_MESSAGES as M } from '../kernel/shell/shellMessages';

export function InfoDialog({ id, title, onClose, children }: { id: string; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function DocsLink() {
  return (
    <Link href={DOCS_URL} target="_blank" rel="noopener">
      {M.documentation}
    </Link>
  );
}
