// ?wallet=true (spec doc 1 §2.3 wallet): balance and rewards, add funds and withdraw (who may manage
// billing: each swaps this overlay for its own), the referral rewards with the claim button, and the
// super-admin section for a super admin; the Wallet page has the rest (lightning, payouts, movements).
import { Alert, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { OverlayDialog, useKernel, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { BalancesSection } from '../BalancesSection';
import { messages } from '../messages';
import { RewardsCard } from '../RewardsCard';
import { SuperAdminSection } from '../SuperAdminSection';
import { useOverview } from '../useWallet';
import { OpenWalletButton } from './OpenWalletButton';

export default function WalletOverlay({ close }: OverlayProps) {
  const { permissions } = useKernel();
  const canManage = permissions.canManageBilling;
  const open = useOpenOverlay();
  const overview = useOverview();
  return (
    <OverlayDialog title={messages.overlays.wallet} onClose={() => close(['rewardsPage'])} maxWidth="md">
      <DialogContent>
        <Stack spacing={2}>
          {canManage ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" onClick={() => open('addFunds', 'true', ['wallet', 'rewardsPage'])}>
                {messages.actions.addFunds}
              </Button>
              <Button variant="outlined" onClick={() => open('withdraw', 'true', ['wallet', 'rewardsPage'])}>
                {messages.actions.withdraw}
              </Button>
            </Stack>
          ) : (
            <Alert severity="info">{messages.readOnly}</Alert>
          )}
          <BalancesSection showProvider={canManage} />
          <RewardsCard canManage={canManage} />
          {permissions.canUseSuperAdminTools && overview.data && <SuperAdminSection overview={overview.data} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <OpenWalletButton />
      </DialogActions>
    </OverlayDialog>
  );
}
