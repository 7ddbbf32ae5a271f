// ?integrations=true: the apps catalogue in a dialog, each app leading to its settings (?install).
import { DialogContent } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { AppsCatalogue } from '../AppsCatalogue';
import { messages } from '../messages';

export default function IntegrationsOverlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={messages.title} onClose={() => close()} maxWidth="md">
      <DialogContent>
        <AppsCatalogue />
      </DialogContent>
    </OverlayDialog>
  );
}
