// ?calling=<destination>: a call being placed from the console, driven by the call state of spec 4.8
// (rules/callState.ts): started with the destination when it opens, the type toggled, ended by
// End or by closing. `meeting-<id>` destinations show as the meeting they name.
import { useEffect, useReducer } from 'react';
import { Button, DialogActions, DialogContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { formatPhone } from '../../../shared/phoneFormat';
import { messages } from '../messages';
import { callReducer, NO_CALL, type CallType } from '../rules/callState';

export default function CallingOverlay({ value, close }: OverlayProps) {
  const [call, dispatch] = useReducer(callReducer, NO_CALL);

  useEffect(() => {
    dispatch({ kind: 'start', username: value, type: 'audio', isLive: true });
    return () => dispatch({ kind: 'end' });
  }, [value]);

  const end = () => {
    dispatch({ kind: 'end' });
    close();
  };

  return (
    <OverlayDialog title={messages.titles.calling} onClose={end} maxWidth="xs">
      <DialogContent>
        <Typography variant="h6" component="p" role="status" aria-live="polite" sx={{ overflowWrap: 'anywhere' }}>
          {call ? messages.calling.to(formatPhone(call.username)) : messages.calling.ended}
        </Typography>
        {call && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={call.type}
            onChange={(_e, type: CallType | null) => type && dispatch({ kind: 'toggle', type })}
            aria-label={messages.calling.type}
            sx={{ mt: 2 }}
          >
            <ToggleButton value="audio">{messages.calling.audio}</ToggleButton>
            <ToggleButton value="video">{messages.calling.video}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="error" variant="contained" onClick={end}>
          {messages.calling.end}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
