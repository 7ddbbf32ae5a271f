// The Wallet page (spec doc 1 §2.3 wallet, §3 Wallet; menu entry in plugin.manifest.json): balance
// and rewards, top-up (addFunds overlay, lightning), withdraw, transactions, referral rewards with
// the claim button, and the super-admin section. Reading needs canViewBilling (the route's);
// everything that moves money needs canManageBilling and is not shown without it (admins see, never
// change; spec §6).
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useKernel, useOpenOverlay } from '@kernel/sdk';
import { BalancesSection } from './BalancesSection';
import { LightningCard } from './LightningCard';
import { messages } from './messages';
import PayoutsPanel from './payouts/PayoutsPanel';
import { browser } from './leave';
import { RewardsCard } from './RewardsCard';
import { SuperAdminSection } from './SuperAdminSection';
import { TransactionsCard } from './TransactionsCard';
import { useOverview } from './useWallet';

export default function WalletPage() {
  const { permissions } = useKernel();
  const canManage = permissions.canManageBilling;
  const open = useOpenOverlay();
  const overview = useOverview();

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {messages.title}
          </Typography>
          {canManage && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => open('addFunds')}>
                {messages.actions.addFunds}
              </Button>
              <Button variant="outlined" onClick={() => open('withdraw')}>
                {messages.actions.withdraw}
              </Button>
            </Stack>
          )}
        </Stack>
        {!canManage && <Alert severity="info">{messages.readOnly}</Alert>}
        <BalancesSection showProvider={canManage} />
        <LightningCard canManage={canManage} />
        {/* the withdraw area: lightning above (withdraw overlay), Stripe, PayPal and Venmo payouts here */}
        {canManage && <PayoutsPanel openUrl={(url) => browser.assign(url)} />}
        <TransactionsCard />
        <RewardsCard canManage={canManage} />
        {permissions.canUseSuperAdminTools && overview.data && <SuperAdminSection overview={overview.data} />}
      </Stack>
    </Box>
  );
}
