// The wallet's payouts panel (issue 22 point 2): a Stripe transfer to the connected account, or a
// PayPal or Venmo request an operator sends, and the wallet's payout requests with their status.
// The wallet screen shows it to those who hold canManageBilling; the server decides all the same.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { payoutMessages as m } from './messages';
import { PayoutForm } from './PayoutForm';
import { PayoutList } from './PayoutList';
import { StripePayout } from './StripePayout';
import { PAYOUTS_QUERY_KEY, useMyPayouts } from './usePayouts';

type Method = 'stripe' | 'paypal' | 'venmo';
const METHODS: Method[] = ['stripe', 'paypal', 'venmo'];

export default function PayoutsPanel({ openUrl }: { openUrl?: (url: string) => void }) {
  const [method, setMethod] = useState<Method>('stripe');
  const queryClient = useQueryClient();
  // the wallet's balance and movements changed too: every query of the page is refreshed
  const refresh = () => void queryClient.invalidateQueries();

  return (
    <Card variant="outlined" component="section" aria-labelledby="payouts-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="payouts-title">{m.title}</Typography>
          <Typography variant="body2" color="text.secondary">{m.intro}</Typography>
          <Tabs value={method} onChange={(_e, v: Method) => setMethod(v)} variant="scrollable" allowScrollButtonsMobile aria-label={m.title}>
            {METHODS.map((id) => <Tab key={id} value={id} label={m.tabs[id]} id={`payout-tab-${id}`} aria-controls={`payout-panel-${id}`} />)}
          </Tabs>
          <Box role="tabpanel" id={`payout-panel-${method}`} aria-labelledby={`payout-tab-${method}`}>
            {method === 'stripe' ? (
              <StripePayout onDone={refresh} open={openUrl} />
            ) : (
              <PayoutForm key={method} method={method} submitLabel={m.request[method]} onDone={refresh} />
            )}
          </Box>
          <Typography variant="subtitle1" component="h3">{m.list.title}</Typography>
          <MyPayouts />
        </Stack>
      </CardContent>
    </Card>
  );
}

function MyPayouts() {
  const query = useMyPayouts();
  if (query.isPending) return <Skeleton role="progressbar" variant="rectangular" height={64} aria-label={m.list.loading} />;
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{m.list.retry}</Button>}>
        {m.list.failed}
      </Alert>
    );
  }
  const payouts = query.data.pages.flatMap((p) => p.payouts);
  if (!payouts.length) return <Typography variant="body2">{m.list.empty}</Typography>;
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <PayoutList payouts={payouts} label={m.list.label} />
      {query.hasNextPage && (
        <Box>
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>{m.list.more}</Button>
        </Box>
      )}
    </Stack>
  );
}

export { PAYOUTS_QUERY_KEY };
