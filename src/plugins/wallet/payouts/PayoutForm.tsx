// One payout form: PayPal or Venmo (address and amount) or a Stripe transfer (amount only). Checked
// as the user types with the rules the server applies; sent after a confirmation (money leaves the
// wallet); a refusal naming a field shows under it, any other as a toast.
import { useState, type FormEvent } from 'react';
import { Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, PendingButton, useConfirm } from '@kernel/sdk';
import { PAYOUTS } from './api';
import { payoutMessages as m } from './messages';
import { amountLabel, fieldOfRefusal, payoutFormErrors, type PayoutErrors } from './rules';
import { usePayoutsProvider } from './usePayouts';

export interface PayoutFormProps {
  method: 'paypal' | 'venmo' | 'stripe';
  /** Stripe: where the transfer goes, for the confirmation */
  destination?: string;
  submitLabel: string;
  onDone: () => void;
}

export function PayoutForm({ method, destination, submitLabel, onDone }: PayoutFormProps) {
  const provider = usePayoutsProvider();
  const confirm = useConfirm();
  const notify = useNotify();
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState<PayoutErrors>({});
  const [refused, setRefused] = useState<PayoutErrors>({});
  const [pending, setPending] = useState(false);
  const errors = payoutFormErrors(method, address, amount);
  const shown = (field: 'address' | 'amount') => refused[field] ?? (touched[field] ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ address: 'y', amount: 'y' });
    if (Object.keys(errors).length || pending) return;
    const to = method === 'stripe' ? (destination ?? m.confirm.stripeTo) : address.trim();
    const ok = await confirm({ title: m.confirm.title(amountLabel(amount), to), details: m.confirm.details, confirmLabel: m.confirm.confirm });
    if (!ok) return;
    setPending(true);
    try {
      const reply = method === 'stripe' ? await provider.transfer(PAYOUTS, amount.trim()) : await provider.request(PAYOUTS, method, address.trim(), amount.trim());
      const label = amountLabel(reply.data.payout.amountUsd);
      notify(method === 'stripe' ? m.notify.sent(label) : m.notify.requested(label), { type: 'success' });
      setAmount('');
      setTouched({});
      onDone();
    } catch (caught) {
      const named = fieldOfRefusal(errorMessage(caught, m.failed));
      if (named) setRefused({ [named.field]: named.message });
      else notify(errorMessage(caught, m.failed), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const field = (name: 'address' | 'amount', value: string, set: (v: string) => void) => ({
    value,
    error: !!shown(name),
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      setRefused({});
    },
    onBlur: () => setTouched((t) => ({ ...t, [name]: 'y' })),
  });

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
      {method !== 'stripe' && (
        <TextField
          label={m.fields[method]}
          required
          autoComplete={method === 'paypal' ? 'email' : 'off'}
          helperText={shown('address') ?? m.hints[method]}
          sx={{ flex: 2 }}
          {...field('address', address, setAddress)}
        />
      )}
      <TextField
        label={m.fields.amount}
        required
        helperText={shown('amount') ?? m.hints.amount}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: 1 }}
        {...field('amount', amount, setAmount)}
      />
      <PendingButton type="submit" pending={pending} pendingLabel={m.request.sending} sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}>
        {submitLabel}
      </PendingButton>
    </Stack>
  );
}
