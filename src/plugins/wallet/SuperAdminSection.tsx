// The wallet's super-admin section (spec doc 1 §2.3): which payments provider runs, the wallet's
// credit limit and pending payouts, the way to the refunds (Admin tools), and the payout queue of
// every wallet (payouts/PayoutQueue). Shown only to a super admin viewing as superAdmin; the server
// decides what each call may do.
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { WalletOverview } from './api';
import PayoutQueue from './payouts/PayoutQueue';
import { messages } from './messages';
import { usdText } from './rules';
import { SectionCard } from './SectionCard';

export function SuperAdminSection({ overview }: { overview: WalletOverview }) {
  return (
    <SectionCard title={messages.cards.superAdmin}>
      <Typography>{messages.superAdmin.provider(overview.provider.kind, overview.provider.name)}</Typography>
      <Typography>{messages.creditLimit(usdText(overview.creditLimitUsd))}</Typography>
      <Typography>{messages.pendingPayouts(usdText(overview.pendingPayoutsUsd))}</Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.superAdmin.refunds}
      </Typography>
      <Button component={Link} to="/admin-tools" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {messages.actions.adminTools}
      </Button>
      <PayoutQueue />
    </SectionCard>
  );
}
