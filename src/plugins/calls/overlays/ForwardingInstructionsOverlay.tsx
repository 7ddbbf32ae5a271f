// ?forwardingInstructions=<phone number id>: the forwarding codes of the major US carriers for this
// number (rules/forwardingCodes.ts), and the way to the test call that proves forwarding works.
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { OverlayDialog, OverlayError, OverlayLoading, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { FORWARDING_CARRIERS, forwardingCode, type ForwardingMode } from '../rules/forwardingCodes';
import { numberIdOf, useTestedNumber } from '../useTestedNumber';

function Codes({ number, id }: { number: string; id: number }) {
  const openOverlay = useOpenOverlay();
  const [carrierId, setCarrierId] = useState(FORWARDING_CARRIERS[0]!.id);
  const [mode, setMode] = useState<ForwardingMode>('always');
  const codes = forwardingCode(carrierId, mode, number);
  return (
    <>
      <DialogContent>
        <Typography variant="body2">{messages.forwarding.intro(number)}</Typography>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <TextField select label={messages.forwarding.carrier} value={carrierId} onChange={(e) => setCarrierId(e.target.value)} size="small">
            {FORWARDING_CARRIERS.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_e, next: ForwardingMode | null) => next && setMode(next)} aria-label={messages.forwarding.mode}>
            <ToggleButton value="always">{messages.forwarding.modes.always}</ToggleButton>
            <ToggleButton value="unanswered">{messages.forwarding.modes.unanswered}</ToggleButton>
          </ToggleButtonGroup>
          {codes ? (
            <dl style={{ margin: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {messages.forwarding.dialOn}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {codes.on}
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ mt: 1 }}>
                {messages.forwarding.dialOff}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
                {codes.off}
              </Typography>
            </dl>
          ) : (
            <Alert severity="info">{messages.forwarding.notNorthAmerican}</Alert>
          )}
          <Typography variant="caption" color="text.secondary">
            {messages.forwarding.otherCarrier}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => openOverlay('callVerify', id, ['forwardingInstructions'])}>
          {messages.forwarding.test}
        </Button>
      </DialogActions>
    </>
  );
}

export default function ForwardingInstructionsOverlay({ value, close }: OverlayProps) {
  const id = numberIdOf(value);
  const number = useTestedNumber(id);
  return (
    <OverlayDialog title={messages.titles.forwarding} onClose={() => close()} maxWidth="sm">
      {number.isPending && id !== null ? <OverlayLoading label={messages.load.loading} /> : null}
      {number.isError || id === null ? <OverlayError error={number.error} fallback={messages.load.failed} /> : null}
      {number.data ? <Codes number={number.data.number} id={number.data.id} /> : null}
    </OverlayDialog>
  );
}
