// A lightning top-up: an amount in USD or sats → requestInvoice → the BOLT11 invoice as copyable
// text (no QR library is installed), read again every 3 s until it is paid; Cancel invoice resets it.
// Viewers without canManageBilling see the pending invoice only.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { PendingButton, errorMessage } from '@kernel/sdk';
import { newIdempotencyKey } from '../../adapters/idempotencyKey';
import { FALLBACK_USD_PER_SAT } from '../../shared/money';
import { useWalletApi, type Invoice } from './api';
import { messages } from './messages';
import { parseLightningAmount, usdText } from './rules';
import { SectionCard } from './SectionCard';
import { useExchangeRate, usePendingInvoice, useReloadWallet } from './useWallet';
import { formatNumber } from '@kernel/sdk';

function InvoiceView({ invoice, canManage, onReset, resetting }: { invoice: Invoice; canManage: boolean; onReset: () => void; resetting: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(invoice.lnInvoice);
    setCopied(true);
  };
  return (
    <Stack spacing={1}>
      <Typography>{messages.lightning.usdEquivalent(usdText(invoice.amountUsd), formatNumber(invoice.amountSats))}</Typography>
      <Typography variant="body2" color="text.secondary">
        {messages.lightning.pay}
      </Typography>
      <TextField
        label={messages.lightning.invoice}
        value={invoice.lnInvoice}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
        fullWidth
      />
      <Typography role="status">{messages.lightning.status[invoice.status] ?? invoice.status}</Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? messages.actions.copied : messages.actions.copy}
        </Button>
        {canManage && (
          <PendingButton variant="text" color="inherit" pending={resetting} onClick={onReset}>
            {messages.actions.resetInvoice}
          </PendingButton>
        )}
      </Stack>
    </Stack>
  );
}

export function LightningCard({ canManage }: { canManage: boolean }) {
  const api = useWalletApi();
  const reload = useReloadWallet();
  const rate = useExchangeRate();
  const pending = usePendingInvoice();
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<'USD' | 'sats'>('USD');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usdPerSat = rate.data?.satToUsd ?? FALLBACK_USD_PER_SAT;
  const checked = useMemo(() => parseLightningAmount(amount, unit, usdPerSat), [amount, unit, usdPerSat]);
  // one key per amount asked for: a repeated click on the same request is the same invoice
  const key = useMemo(() => newIdempotencyKey(), [amount, unit]); // eslint-disable-line react-hooks/exhaustive-deps
  const invoice = pending.data?.invoice ?? null;
  // a pending invoice that is gone was paid, reset or expired: the balances may have changed
  const shown = useRef<string | null>(null);
  const waiting = invoice?.status === 'pending' ? invoice.paymentHash : null;
  useEffect(() => {
    if (shown.current && shown.current !== waiting) void reload();
    shown.current = waiting;
  }, [waiting, reload]);

  const act = async (action: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await reload();
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };
  const request = () => {
    setTouched(true);
    if ('error' in checked) return;
    void act(() => api.requestInvoice({ amount: checked.amount, unit }, key), messages.lightning.failed);
  };

  // a viewer who may not top up has nothing to see here unless an invoice waits
  if (!canManage && !waiting && !pending.isError) return null;
  return (
    <SectionCard title={messages.cards.lightning}>
      {pending.isError && <Alert severity="error">{messages.loadFailed}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      {invoice && invoice.status === 'pending' ? (
        <InvoiceView invoice={invoice} canManage={canManage} resetting={busy} onReset={() => void act(() => api.resetPendingInvoice(), messages.lightning.resetFailed)} />
      ) : canManage ? (
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} aria-label={messages.cards.lightning} onSubmit={(e) => (e.preventDefault(), request())}>
          <TextField
            label={messages.lightning.amount}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && 'error' in checked}
            helperText={touched && 'error' in checked ? checked.error : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField select label={messages.lightning.unit} value={unit} onChange={(e) => setUnit(e.target.value as 'USD' | 'sats')} sx={{ minWidth: 100 }}>
            <MenuItem value="USD">USD</MenuItem>
            <MenuItem value="sats">sats</MenuItem>
          </TextField>
          <PendingButton type="submit" pending={busy} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
            {messages.actions.requestInvoice}
          </PendingButton>
        </Stack>
      ) : null}
      {pending.data?.node && (
        <Typography variant="caption" color="text.secondary">
          {messages.lightning.node(pending.data.node)}
        </Typography>
      )}
    </SectionCard>
  );
}
