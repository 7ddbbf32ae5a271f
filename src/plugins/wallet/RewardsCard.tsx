// Referral rewards: what is left to claim, the claim button (canManageBilling only: it moves money
// into the wallet) and the rewards' movements (?rewardsPage=).
import { useState } from 'react';
import { Alert, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { PendingButton, errorMessage } from '@kernel/sdk';
import { newIdempotencyKey } from '../../adapters/idempotencyKey';
import { useWalletApi } from './api';
import { messages } from './messages';
import { MovementsTable } from './MovementsTable';
import { usdText } from './rules';
import { SectionCard } from './SectionCard';
import { usePageParam } from './usePageParam';
import { useReferralRewards, useReloadWallet } from './useWallet';

export function RewardsCard({ canManage }: { canManage: boolean }) {
  const api = useWalletApi();
  const notify = useNotify();
  const reload = useReloadWallet();
  const [page, setPage] = usePageParam('rewardsPage');
  const query = useReferralRewards(page);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const unclaimed = query.data?.unclaimedUsd ?? '0.00';

  const claim = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { claimedUsd } = await api.claimRewards(newIdempotencyKey());
      notify(claimedUsd === '0.00' ? messages.nothingToClaim : messages.claimed(usdText(claimedUsd)), { type: claimedUsd === '0.00' ? 'info' : 'success' });
      await reload();
    } catch (error) {
      setFailure(errorMessage(error, messages.claimFailed));
    } finally {
      setPending(false);
    }
  };

  const action = canManage ? (
    <PendingButton pending={pending} disabled={!query.data || unclaimed === '0.00'} onClick={() => void claim()}>
      {messages.actions.claim}
    </PendingButton>
  ) : undefined;
  return (
    <SectionCard title={messages.cards.referralRewards} action={action}>
      {query.data && <Typography variant="body2">{messages.unclaimed(usdText(unclaimed))}</Typography>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <MovementsTable label={messages.cards.referralRewards} query={query} page={page} onPage={setPage} empty={messages.noRewards} failed={messages.rewardsFailed} />
    </SectionCard>
  );
}
