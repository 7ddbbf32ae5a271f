// Section 3: issue a refund in USD or sats. The spec's two alerts only: any failure is
// `Something went wrong.` (errors are swallowed, spec doc 2 section 8 "Refund call"); a refusal
// naming a field also shows under it. A react-admin form checked as the user types.
import { useState } from 'react';
import { Button, MenuItem, Stack } from '@mui/material';
import { Form, FormDataConsumer, useNotify } from 'react-admin';
import { FormTextField, serverFieldError } from '@kernel/sdk';
import { isAdminTokenRejected } from './api';
import { messages, REFUND_PROCESSED, SOMETHING_WENT_WRONG } from './messages';
import { refundRequest, validateAmount, validateUsername, type Currency } from './rules';
import { submitOwnForm, ToolCard, toolErrors, type ToolSectionProps } from './ToolCard';

const m = messages.refund;

interface RefundValues {
  username: string;
  currency: Currency;
  amount: string;
  /** a new round after each refund: the form starts again (amount emptied) even when the rest is alike */
  round: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const currencyOf = (values: Record<string, unknown>): Currency => (values.currency === 'sats' ? 'sats' : 'usd');

const validate = (values: Record<string, unknown>) =>
  toolErrors({ username: validateUsername(text(values.username)), amount: validateAmount(currencyOf(values), text(values.amount)) });

export function RefundCard({ api, ready, onRejected }: ToolSectionProps) {
  const notify = useNotify();
  const [record, setRecord] = useState<RefundValues>({ username: '', currency: 'usd', amount: '', round: 0 });
  const [busy, setBusy] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const request = refundRequest(text(values.username), currencyOf(values), text(values.amount));
    if (!request) return undefined;
    setBusy(true);
    try {
      await api.issueRefund(request);
      notify(REFUND_PROCESSED, { type: 'success' });
      setRecord({ username: text(values.username), currency: currencyOf(values), amount: '', round: record.round + 1 });
      return undefined;
    } catch (error) {
      if (isAdminTokenRejected(error)) onRejected();
      notify(SOMETHING_WENT_WRONG, { type: 'error' });
      const named = serverFieldError(error, { fields: ['username', 'usdAmount', 'satsAmount'], fallback: SOMETHING_WENT_WRONG, fieldFor: (f) => (f === 'username' ? f : 'amount') });
      return named.field ? { [named.field]: named.message } : undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <ToolCard title={m.title} ready={ready}>
      <Form record={record} validate={validate} mode="onChange" disableInvalidFormNotification noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <FormTextField source="username" label={m.username} required autoComplete="off" disabled={!ready} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField select source="currency" dependents={['amount']} label={m.currency} sx={{ minWidth: 140 }} disabled={!ready}>
              <MenuItem value="usd">{m.usd}</MenuItem>
              <MenuItem value="sats">{m.sats}</MenuItem>
            </FormTextField>
            <FormDataConsumer>{({ formData }) => <AmountInput ready={ready} currency={currencyOf(formData)} />}</FormDataConsumer>
          </Stack>
          <div>
            <Button variant="contained" onClick={submitOwnForm} disabled={!ready || busy}>
              {m.submit}
            </Button>
          </div>
        </Stack>
      </Form>
    </ToolCard>
  );
}

function AmountInput({ ready, currency }: { ready: boolean; currency: Currency }) {
  return (
    <FormTextField
      source="amount"
      label={m.amount}
      helperText={currency === 'usd' ? m.usdHelp : m.satsHelp}
      required
      slotProps={{ htmlInput: { inputMode: currency === 'usd' ? 'decimal' : 'numeric' } }}
      disabled={!ready}
      fullWidth
    />
  );
}
