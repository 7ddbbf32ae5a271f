// The wizard's file step: choose a CSV, watch it upload (bytes sent, then the server's check), or
// read why the server refused it (its message names the line; nothing was imported).
import { useRef, useState } from 'react';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { serverFieldError } from '@kernel/sdk';
import { messages } from '../messages';
import { uploadPercent } from '../rules/preflight';
import type { Upload } from '../rules/types';
import { useTaskWrites } from '../useTasks';

const p = messages.preflight;

export function FileStep({ agentId, timezone, onUploaded }: { agentId?: number; timezone?: string; onUploaded: (upload: Upload) => void }) {
  const dataProvider = useTaskWrites();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ phase: 'idle' | 'sending' | 'checking' | 'refused'; percent: number | null; error?: string; file?: string }>({ phase: 'idle', percent: null });

  const send = async (file: File) => {
    setState({ phase: 'sending', percent: 0, file: file.name });
    try {
      const { data } = await dataProvider.uploadCsv('tasks', {
        file,
        agentId,
        timezone,
        onProgress: (loaded, total) => {
          const percent = uploadPercent(loaded, total);
          setState((s) => ({ ...s, percent, phase: percent === 100 ? 'checking' : 'sending' }));
        },
      });
      onUploaded(data);
    } catch (caught) {
      setState({ phase: 'refused', percent: null, error: serverFieldError(caught, { fields: ['csv'], fallback: messages.uploadFailed }).message, file: file.name });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const busy = state.phase === 'sending' || state.phase === 'checking';
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{p.chooseHint}</Typography>
      <Box>
        <input ref={input} id="task-csv" type="file" accept=".csv,text/csv" hidden aria-label={messages.actions.chooseFile}
          onChange={(event) => { const file = event.target.files?.[0]; if (file) void send(file); }} />
        <Button variant="contained" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
          {messages.actions.chooseFile}
        </Button>
        <Typography component="span" sx={{ ml: 2 }} color="text.secondary">{state.file ?? p.noFile}</Typography>
      </Box>
      {busy && (
        <Box role="status">
          <Typography variant="body2">{state.phase === 'checking' ? p.checking : p.uploading(state.percent ?? 0)}</Typography>
          <LinearProgress variant={state.phase === 'checking' || state.percent === null ? 'indeterminate' : 'determinate'} value={state.percent ?? 0} aria-label={messages.actions.upload} />
        </Box>
      )}
      {state.phase === 'refused' && (
        <Alert severity="error" role="alert">
          <Typography>{state.error}</Typography>
          <Typography variant="body2">{p.refused}</Typography>
        </Alert>
      )}
    </Stack>
  );
}
