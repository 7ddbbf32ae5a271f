// The balance and rewards cards with their loading and error states: the Wallet page, and the
// balances and wallet overlays (spec doc 1 §2.3), show the same section.
import { Alert, Button, Typography } from '@mui/material';
import { BalanceCards, BalanceCardsLoading } from './BalanceCards';
import { messages } from './messages';
import { useExchangeRate, useOverview } from './useWallet';

export function BalancesSection({ showProvider }: { showProvider?: boolean }) {
  const overview = useOverview();
  const rate = useExchangeRate();
  if (overview.isPending) return <BalanceCardsLoading />;
  if (overview.isError || !overview.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
            {messages.actions.retry}
          </Button>
        }
      >
        {messages.loadFailed}
      </Alert>
    );
  }
  return (
    <>
      <BalanceCards overview={overview.data} rate={rate.data} rateFailed={rate.isError} />
      {overview.data.provider.kind === 'demo' && showProvider && (
        <Typography variant="body2" color="text.secondary">
          {messages.demoProvider}
        </Typography>
      )}
    </>
  );
}
