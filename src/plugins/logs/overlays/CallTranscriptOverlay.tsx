// ?callTranscript=<accountId>:<roomId>:<uuid>: one call's conversation log
// (GET /api/v2/conversation/{roomId}/{uuid}); a failure says the catalogue's message. An agent line
// answered from knowledge bases shows its sources (safe links, snippets as text), and one that booked
// an appointment says so (or why it could not).
import { useEffect, useState } from 'react';
import { Alert, Box, DialogContent, Stack, Typography } from '@mui/material';
import { useDataProvider, type DataProvider } from 'react-admin';
import { Citations, OverlayDialog, OverlayLoading, type OverlayProps } from '@kernel/sdk';
import type { LogsActions } from '../api/logsAdapter';
import { FAILED_TO_FETCH_CONVERSATION, messages } from '../messages';
import { parseTranscriptKey, transcriptLines, type TranscriptLine } from '../rules/cells';
import { bookingText } from '../../../shared/integrations/bookingView';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'done'; lines: TranscriptLine[] };

export default function CallTranscriptOverlay({ value, close }: OverlayProps) {
  const dataProvider = useDataProvider<DataProvider & LogsActions>();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const key = parseTranscriptKey(value);
    const controller = new AbortController();
    setState({ status: 'loading' });
    (key ? dataProvider.getConversation('logs', key) : Promise.reject(new Error(FAILED_TO_FETCH_CONVERSATION))).then(
      ({ data }) => !controller.signal.aborted && setState({ status: 'done', lines: transcriptLines(data) }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [dataProvider, value]);

  return (
    <OverlayDialog title={messages.transcriptTitle} onClose={() => close()} maxWidth="md">
      {state.status === 'loading' && <OverlayLoading label={messages.transcriptTitle} />}
      {state.status === 'failed' && (
        <DialogContent>
          <Alert severity="error">{FAILED_TO_FETCH_CONVERSATION}</Alert>
        </DialogContent>
      )}
      {state.status === 'done' && (
        <DialogContent>
          {state.lines.length === 0 ? (
            <Typography color="text.secondary">{messages.noTranscript}</Typography>
          ) : (
            <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {state.lines.map((line, i) => (
                <Box component="li" key={i}>
                  {line.speaker && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {line.speaker}
                    </Typography>
                  )}
                  {/* rendered as text, never as HTML */}
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {line.text}
                  </Typography>
                  {line.citations && <Citations citations={line.citations} label={messages.transcriptSources} />}
                  {line.booking && (
                    <Alert severity={line.booking.ok ? 'success' : 'warning'} sx={{ mt: 0.5, py: 0 }}>
                      {bookingText(line.booking)}
                    </Alert>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </DialogContent>
      )}
    </OverlayDialog>
  );
}
