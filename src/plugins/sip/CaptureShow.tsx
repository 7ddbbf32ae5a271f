// One captured call: its ladder, the selected message's raw text, the pcap and text downloads, and
// for a failing call the plain-words explanation of its final reply with what to check.
import { Alert, AlertTitle, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify, type DataProvider } from 'react-admin';
import { followLink } from '../../adapters/download';
import { Link, useParams } from 'react-router-dom';
import type { CaptureDetail, SipActions } from './api';
import { Ladder } from './Ladder';
import { messages } from './messages';
import { diagnose, isFailure, messageLabel, type Diagnosis } from './rules';
import { formatDateTime } from '@kernel/sdk';

export function DiagnosisPanel({ diagnosis }: { diagnosis: Diagnosis }) {
  return (
    <Alert severity="error" role="region" aria-label={messages.diagnosis.heading} sx={{ mb: 2 }}>
      <AlertTitle>{diagnosis.title}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {diagnosis.explanation}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {messages.diagnosis.checkHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {diagnosis.check.map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The pcap and text downloads: each link is made on click with a one-use ticket (no session token in a URL). */
function Downloads({ sipCallId }: { sipCallId: string }) {
  const provider = useDataProvider<DataProvider & SipActions>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (format: 'binary' | 'text') => {
    setBusy(true);
    try {
      const { data } = await provider.captureDownloadUrl('sipCaptures', { sipCallId, format });
      followLink(data, `${sipCallId}.${format === 'binary' ? 'pcap' : 'txt'}`);
    } catch (error) {
      console.error(error);
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button variant="outlined" size="small" disabled={busy} onClick={() => void download('binary')}>
        {messages.actions.downloadPcap}
      </Button>
      <Button variant="outlined" size="small" disabled={busy} onClick={() => void download('text')}>
        {messages.actions.downloadText}
      </Button>
    </Stack>
  );
}

export function CaptureView({ capture }: { capture: CaptureDetail }) {
  const [selected, setSelected] = useState<number | null>(null);
  const final = diagnose(capture.finalStatus);
  const message = capture.messages.find((m) => m.seq === selected) ?? null;
  const messageDiagnosis = message && isFailure(message) ? diagnose(message.statusCode) : null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
          {messages.titles.capture(capture.sipCallId)}
        </Typography>
        <Button component={Link} to="/sipCaptures" size="small">
          {messages.actions.back}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 2 }} alignItems="center">
        <Typography variant="body2">{`${capture.from} → ${capture.to} · ${formatDateTime(capture.startedAt)}`}</Typography>
        <Chip size="small" color={final ? 'error' : 'success'} label={final ? `${capture.finalStatus} ${capture.finalReason}` : messages.answered} />
        <Downloads sipCallId={capture.sipCallId} />
      </Stack>
      {final ? <DiagnosisPanel diagnosis={final} /> : <Alert severity="success" sx={{ mb: 2 }}>{messages.noDiagnosis}</Alert>}
      <Typography variant="h6" component="h2">
        {messages.titles.ladder}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {messages.hints.ladder}
      </Typography>
      <Ladder messages={capture.messages} selected={selected} onSelect={setSelected} label={messages.titles.ladder} />
      <Paper variant="outlined" sx={{ mt: 2, p: 1.5 }} role="region" aria-label={messages.titles.details} aria-live="polite">
        <Typography variant="subtitle1" component="h2">
          {message ? `${messages.titles.details} ${message.seq}: ${messageLabel(message)}` : messages.titles.details}
        </Typography>
        {messageDiagnosis ? <DiagnosisPanel diagnosis={messageDiagnosis} /> : null}
        {message ? (
          <Box component="pre" data-testid="sip-raw" sx={{ m: 0, overflowX: 'auto', fontSize: 12, whiteSpace: 'pre', maxWidth: '100%' }}>
            {message.raw}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {messages.hints.ladder}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

export default function CaptureShow() {
  const { id } = useParams();
  const { data, isPending, error } = useGetOne<CaptureDetail>('sipCaptures', { id: String(id) });
  if (isPending) return <CircularProgress aria-label={messages.loading} sx={{ m: 2 }} />;
  if (error || !data) return <Alert severity="error" sx={{ m: 2 }}>{(error as Error | null)?.message || messages.failed.capture}</Alert>;
  return <CaptureView capture={data} />;
}
