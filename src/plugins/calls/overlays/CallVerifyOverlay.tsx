// ?callVerify=<phone number id>: the test call that proves a cell phone forwards to this number
// (spec doc 2 verifyCellForwarding, then validateVerifiedNumber with listen while it rings).
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, DialogActions, DialogContent, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { OverlayDialog, OverlayError, OverlayLoading, PendingButton, serverFieldError, useConfirmedAction, type OverlayProps } from '@kernel/sdk';
import { CALLS_RESOURCE, type ForwardingCheck } from '../api';
import { messages } from '../messages';
import { useCallsOwnFailures } from '../useCalls';
import { numberIdOf, useTestedNumber } from '../useTestedNumber';
import { formatDateTime } from '@kernel/sdk';

const when = (iso: string) => formatDateTime(iso);

function Verify({ id, provenAt }: { id: number; provenAt: string | null }) {
  const dataProvider = useCallsOwnFailures();
  const queryClient = useQueryClient();
  const [cell, setCell] = useState('');
  const [check, setCheck] = useState<ForwardingCheck | null>(null);
  const start = useConfirmedAction(messages.verify.startFailed);
  const refusal = start.failed ? serverFieldError(start.failed, { fields: ['phoneNumber'], fallback: messages.verify.startFailed }) : null;
  const fieldError = refusal?.field ? refusal.message : null;

  // while the test call rings, ask again with listen (each answer waits up to a few seconds)
  useEffect(() => {
    if (check?.status !== 'ringing') return;
    let stopped = false;
    dataProvider.validateForwarding(CALLS_RESOURCE, { phoneNumberId: id, listen: true }).then(
      ({ data }) => !stopped && setCheck(data.check),
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [check, dataProvider, id]);

  useEffect(() => {
    if (check?.status === 'proven') void queryClient.invalidateQueries();
  }, [check?.status, queryClient]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await start.run(async () => setCheck((await dataProvider.verifyForwarding(CALLS_RESOURCE, { phoneNumberId: id, phoneNumber: cell.trim() })).data.check));
  };

  const status = check?.status;
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {provenAt ? messages.verify.lastProven(when(provenAt)) : messages.verify.never}
        </Typography>
        <TextField
          label={messages.verify.cell}
          value={cell}
          onChange={(e) => setCell(e.target.value)}
          inputMode="tel"
          autoComplete="tel"
          required
          fullWidth
          sx={{ mt: 2 }}
          error={!!fieldError}
          helperText={fieldError ?? messages.verify.cellHelp}
        />
        <div role="status" aria-live="polite">
          {status === 'ringing' && <Alert severity="info" sx={{ mt: 2 }}>{messages.verify.ringing}</Alert>}
          {status === 'proven' && <Alert severity="success" sx={{ mt: 2 }}>{messages.verify.proven(when(check!.provenAt!))}</Alert>}
          {status === 'failed' && <Alert severity="warning" sx={{ mt: 2 }}>{messages.verify.failed}</Alert>}
        </div>
        {refusal && !fieldError ? <Alert severity="error" sx={{ mt: 2 }}>{refusal.message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <PendingButton type="submit" pending={start.pending || status === 'ringing'} disabled={!cell.trim()}>
          {check ? messages.verify.again : messages.verify.start}
        </PendingButton>
      </DialogActions>
    </form>
  );
}

export default function CallVerifyOverlay({ value, close }: OverlayProps) {
  const id = numberIdOf(value);
  const number = useTestedNumber(id);
  return (
    <OverlayDialog title={messages.titles.verify} onClose={() => close()} maxWidth="xs">
      {number.isPending && id !== null ? <OverlayLoading label={messages.load.loading} /> : null}
      {number.isError || id === null ? <OverlayError error={number.error} fallback={messages.load.failed} /> : null}
      {number.data ? <Verify id={number.data.id} provenAt={number.data.forwardingProvenAt} /> : null}
    </OverlayDialog>
  );
}
