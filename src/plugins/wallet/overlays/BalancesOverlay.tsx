// ?balances=true (spec doc 1 §2.3 balances): the wallet's balance and rewards, in USD and the sats
// they stand for, from anywhere in the console.
import { DialogActions, DialogContent, Stack } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { BalancesSection } from '../BalancesSection';
import { messages } from '../messages';
import { OpenWalletButton } from './OpenWalletButton';

export default function BalancesOverlay({ close }: OverlayProps) {
  return (
    <OverlayDialog title={messages.overlays.balances} onClose={() => close()} maxWidth="md">
      <DialogContent>
        <Stack spacing={2}>
          <BalancesSection />
        </Stack>
      </DialogContent>
      <DialogActions>
        <OpenWalletButton />
      </DialogActions>
    </OverlayDialog>
  );
}
