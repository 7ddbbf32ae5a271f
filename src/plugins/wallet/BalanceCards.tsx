// The balance and rewards cards: USD with 2 decimals, and the sats they stand for at the current
// rate, with where the rate comes from (a source, or the 0.00043 fallback).
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ExchangeRate, WalletOverview } from './api';
import { messages } from './messages';
import { rateText, satsText, usdText } from './rules';

// `id` names the card for tests (wallet-balance, wallet-rewards) whatever the page's language
function MoneyCard({ id, title, usd, rate, children }: { id: string; title: string; usd: string; rate?: ExchangeRate; children?: React.ReactNode }) {
  const sats = satsText(usd, rate?.satToUsd);
  return (
    <Card component="section" aria-label={title} sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`wallet-${id}`}>
          {usdText(usd)}
        </Typography>
        {sats && rate ? (
          <Typography variant="body2" color="text.secondary">
            {messages.sats(sats)} {messages.rate(rateText(rate.satToUsd), rate.label)}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

export function BalanceCards({ overview, rate, rateFailed }: { overview: WalletOverview; rate?: ExchangeRate; rateFailed?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <MoneyCard id="balance" title={messages.cards.balance} usd={overview.balanceUsd} rate={rate}>
        {overview.creditLimitUsd !== '0.00' && (
          <Typography variant="body2" color="text.secondary">
            {messages.creditLimit(usdText(overview.creditLimitUsd))}
          </Typography>
        )}
        {overview.pendingPayoutsUsd !== '0.00' && (
          <Typography variant="body2" color="text.secondary">
            {messages.pendingPayouts(usdText(overview.pendingPayoutsUsd))}
          </Typography>
        )}
        {rateFailed && (
          <Typography variant="body2" color="text.secondary">
            {messages.rateUnknown}
          </Typography>
        )}
      </MoneyCard>
      <MoneyCard id="rewards" title={messages.cards.rewards} usd={overview.rewardsUsd} rate={rate} />
    </Stack>
  );
}

export function BalanceCardsLoading() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="progressbar" aria-label={messages.title}>
      <Skeleton variant="rounded" height={120} sx={{ flex: 1 }} />
      <Skeleton variant="rounded" height={120} sx={{ flex: 1 }} />
    </Stack>
  );
}
