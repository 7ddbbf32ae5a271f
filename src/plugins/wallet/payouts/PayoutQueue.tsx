// The super admin's payout queue (the wallet's super-admin section): PayPal and Venmo requests of
// every wallet, pending first; "Mark sent" once the money went out with the provider, or "Reject"
// (the amount returns to the wallet), each after a confirmation that takes an optional note. Needs
// the super-admin token of Admin tools: without a live one the server answers 401, shown as a hint.
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage, useConfirm, useOwnFailureProvider } from '@kernel/sdk';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../../shared/money/payouts';
import { PAYOUTS, type Payout, type PayoutActions } from './api';
import { payoutMessages as m } from './messages';
import { PayoutList } from './PayoutList';
import { amountLabel, isAdminTokenRefusal } from './rules';
import { PAYOUTS_QUERY_KEY, usePayoutQueue } from './usePayouts';

const q = m.queue;

function NoteField({ onChange }: { onChange: (note: string) => void }) {
  return <TextField label={m.fields.note} placeholder={q.notePlaceholder} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} onChange={(e) => onChange(e.target.value)} sx={{ mt: 2 }} />;
}

function Decide({ payout }: { payout: Payout }) {
  const provider = useOwnFailureProvider<PayoutActions>();
  const confirm = useConfirm();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const decide = async (decision: 'complete' | 'reject') => {
    let note = '';
    const amount = amountLabel(payout.amountUsd);
    const complete = decision === 'complete';
    const ok = await confirm({
      title: complete ? q.completeTitle(amount, payout.address) : q.rejectTitle(amount, payout.address),
      details: (
        <>
          {complete ? q.completeDetails : q.rejectDetails}
          <NoteField onChange={(v) => (note = v)} />
        </>
      ),
      confirmLabel: complete ? q.complete : q.reject,
      confirmColor: complete ? 'primary' : 'error',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await provider.decide(PAYOUTS, payout.id, decision, note.trim());
      notify(complete ? q.completed : q.rejected, { type: 'success' });
    } catch (caught) {
      notify(errorMessage(caught, q.decideFailed), { type: 'error' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: PAYOUTS_QUERY_KEY });
    }
  };

  if (payout.status !== 'pending') return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" disabled={busy} onClick={() => void decide('complete')} aria-label={`${q.complete}: ${amountLabel(payout.amountUsd)} ${payout.address}`}>
        {q.complete}
      </Button>
      <Button size="small" color="error" disabled={busy} onClick={() => void decide('reject')} aria-label={`${q.reject}: ${amountLabel(payout.amountUsd)} ${payout.address}`}>
        {q.reject}
      </Button>
    </Stack>
  );
}

export default function PayoutQueue() {
  const [status, setStatus] = useState<PayoutStatus | 'all'>('pending');
  const query = usePayoutQueue(status);
  const payouts = query.data?.pages.flatMap((p) => p.payouts) ?? [];

  return (
    <Stack spacing={2} component="section" aria-labelledby="payout-queue-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2" id="payout-queue-title">{q.title}</Typography>
        <TextField select size="small" label={q.filter} value={status} onChange={(e) => setStatus(e.target.value as PayoutStatus | 'all')} sx={{ minWidth: 160 }}>
          {PAYOUT_STATUSES.map((s) => <MenuItem key={s} value={s}>{m.status[s]}</MenuItem>)}
          <MenuItem value="all">{q.all}</MenuItem>
        </TextField>
      </Stack>
      {query.isPending ? (
        <Skeleton role="progressbar" variant="rectangular" height={64} aria-label={q.loading} />
      ) : query.isError ? (
        isAdminTokenRefusal(query.error) ? (
          <Alert severity="info">{q.tokenNeeded}</Alert>
        ) : (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{m.list.retry}</Button>}>
            {q.failed}
          </Alert>
        )
      ) : payouts.length === 0 ? (
        <Typography variant="body2">{q.empty}</Typography>
      ) : (
        <>
          <PayoutList payouts={payouts} label={q.label} showAccount actions={(p) => <Decide payout={p} />} />
          {query.hasNextPage && (
            <Box>
              <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>{m.list.more}</Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
