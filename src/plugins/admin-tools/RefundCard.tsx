// Section 3: issue a refund in USD or sats. The spec's two alerts only: any failure is
// `Something went wrong.` (errors are swallowed, spec doc 2 section 8 "Refund call").
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { isAdminTokenRejected } from './api';
import { messages, REFUND_PROCESSED, SOMETHING_WENT_WRONG } from './messages';
import { refundRequest, validateAmount, validateUsername, type Currency } from './rules';
import { ToolCard, type ToolSectionProps } from './ToolCard';

const m = messages.refund;

export function RefundCard({ api, ready, onRejected }: ToolSectionProps) {
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [currency, setCurrency] = useState<Currency>('usd');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const usernameError = tried || username ? validateUsername(username) : undefined;
  const amountError = tried || amount ? validateAmount(currency, amount) : undefined;

  const submit = async () => {
    setTried(true);
    const request = refundRequest(username, currency, amount);
    if (!request) return;
    setBusy(true);
    try {
      await api.issueRefund(request);
      notify(REFUND_PROCESSED, { type: 'success' });
      setAmount('');
      setTried(false);
    } catch (error) {
      if (isAdminTokenRejected(error)) onRejected();
      notify(SOMETHING_WENT_WRONG, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolCard title={m.title} ready={ready}>
      <TextField
        label={m.username}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={!!usernameError}
        helperText={usernameError}
        required
        autoComplete="off"
        disabled={!ready}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={m.currency}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
          sx={{ minWidth: 140 }}
          disabled={!ready}
        >
          <MenuItem value="usd">{m.usd}</MenuItem>
          <MenuItem value="sats">{m.sats}</MenuItem>
        </TextField>
        <TextField
          label={m.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!!amountError}
          helperText={amountError ?? (currency === 'usd' ? m.usdHelp : m.satsHelp)}
          required
          slotProps={{ htmlInput: { inputMode: currency === 'usd' ? 'decimal' : 'numeric' } }}
          disabled={!ready}
          fullWidth
        />
      </Stack>
      <div>
        <Button variant="contained" onClick={submit} disabled={!ready || busy}>
          {m.submit}
        </Button>
      </div>
    </ToolCard>
  );
}
