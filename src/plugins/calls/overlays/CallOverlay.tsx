// ?call=<callId>: a call followed live: its transcript as it is spoken (read again on each
// `call.turn` event of this call), the actions taken, and End (after confirmation). The server audits the
// listen.
import { Alert, Box, Chip, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OverlayDialog, OverlayLoading, PendingButton, useConfirm, useConfirmedAction, useEvents, type OverlayProps } from '@kernel/sdk';
import { CALLS_RESOURCE } from '../api';
import { liveMessages as m } from '../liveMessages';
import { useCallsProvider } from '../useCalls';

const CALL_TYPES = ['call.turn', 'call.ended'];

export default function CallOverlay({ value, close }: OverlayProps) {
  const dataProvider = useCallsProvider();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const key = [CALLS_RESOURCE, 'call', value];
  const call = useQuery({ queryKey: key, queryFn: async () => (await dataProvider.getLiveCall(CALLS_RESOURCE, { callId: value })).data, retry: false });
  const end = useConfirmedAction(m.endFailed);
  useEvents(CALL_TYPES, (event) => {
    if (event.payload.callId === value) void queryClient.invalidateQueries({ queryKey: key });
  });

  const onEnd = async () => {
    if (!(await confirm({ title: m.end, details: m.confirmEnd, confirmLabel: m.end, confirmColor: 'error' }))) return;
    await end.run(async () => queryClient.setQueryData(key, (await dataProvider.endLiveCall(CALLS_RESOURCE, { callId: value })).data));
  };

  const data = call.data;
  return (
    <OverlayDialog title={m.listen} onClose={() => close()} maxWidth="sm">
      {call.isPending && <OverlayLoading label={m.listen} />}
      {call.isError && (
        <DialogContent>
          <Alert severity="error">{m.callLoadFailed}</Alert>
        </DialogContent>
      )}
      {data && (
        <>
          <DialogContent>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="body2">{`${m.agent(data.agentName)} · ${m.between(data.from, data.to)}`}</Typography>
              <Chip size="small" color={data.status === 'ended' ? 'default' : 'success'} label={m.status[data.status] ?? data.status} />
            </Stack>
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2 }} aria-live="polite">
              {data.transcript.map((line, i) => (
                <Box component="li" key={i}>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {line.role === 'caller' ? m.caller : m.agentSays}
                  </Typography>
                  {/* rendered as text, never as HTML */}
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {line.text}
                  </Typography>
                </Box>
              ))}
            </Stack>
            {data.actions.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  {m.actions}
                </Typography>
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                  {data.actions.map((a, i) => (
                    <Chip key={i} size="small" label={a} />
                  ))}
                </Stack>
              </>
            )}
          </DialogContent>
          {data.status !== 'ended' && (
            <DialogActions>
              <PendingButton color="error" pending={end.pending} onClick={() => void onEnd()}>
                {m.end}
              </PendingButton>
            </DialogActions>
          )}
        </>
      )}
    </OverlayDialog>
  );
}
