// Cancel the subscription (spec §4.2: reason and details): a reason, details (required for Other),
// then a confirmation saying until when the plan stays; DELETE vidaPro/cancel.
import { useState } from 'react';
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, PendingButton, useConfirm } from '@kernel/sdk';
import { messages } from './messages';
import { CANCEL_REASONS, cancelReasonText, MAX_DETAILS, shortDate, validateCancel, type CurrentPlan } from './rules';
import { useBillingApi, useRefreshBilling } from './useBilling';

const m = messages.cancel;

export function CancelForm({ current, onDone }: { current: CurrentPlan; onDone?: () => void }) {
  const api = useBillingApi();
  const confirm = useConfirm();
  const notify = useNotify();
  const refresh = useRefreshBilling();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const errors = tried ? validateCancel(reason, details) : {};

  const submit = async () => {
    setTried(true);
    if (Object.keys(validateCancel(reason, details)).length) return;
    const until = shortDate(current.subscription?.currentPeriodEnd);
    const sure = await confirm({
      title: m.confirmTitle,
      details: m.confirm(current.productPlan?.name ?? '', until),
      confirmLabel: messages.actions.cancel,
      cancelLabel: messages.actions.keep,
      confirmColor: 'error',
    });
    if (!sure) return;
    setPending(true);
    setFailed(null);
    try {
      await api.cancel({ reason: cancelReasonText(reason), details: details.trim() });
      notify(m.done, { type: 'success' });
      await refresh();
      onDone?.();
    } catch (error) {
      setFailed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate aria-label={m.title} onSubmit={(e) => (e.preventDefault(), void submit())}>
      <FormControl error={!!errors.reason}>
        <FormLabel id="cancel-reason">{m.reason}</FormLabel>
        <RadioGroup aria-labelledby="cancel-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
          {CANCEL_REASONS.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={m.reasons[r]} />
          ))}
        </RadioGroup>
        {errors.reason && <FormHelperText>{errors.reason}</FormHelperText>}
      </FormControl>
      <TextField
        label={m.details}
        multiline
        minRows={2}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        error={!!errors.details}
        helperText={errors.details ?? m.detailsHint}
        slotProps={{ htmlInput: { maxLength: MAX_DETAILS + 1 } }}
      />
      {failed ? <Alert severity="error">{errorMessage(failed, messages.actionFailed)}</Alert> : null}
      <div>
        <PendingButton type="submit" color="error" pending={pending}>
          {messages.actions.cancel}
        </PendingButton>
      </div>
    </Stack>
  );
}
