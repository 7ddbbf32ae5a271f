// The caller console (issue 18 point 1, Demo carrier only): call or text one of the organization's
// numbers as an outside caller, typing or speaking where the browser recognises speech, and hear the
// agent through speech synthesis. Texts go through POST /dev/carrier/sms one by one; a call is turn
// by turn (useDemoCall.ts), so it is in progress on the Live page while it is open here.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Card, CardContent, Chip, FormControlLabel, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import { CALLS_RESOURCE } from './api';
import { consoleMessages as m } from './liveMessages';
import { useLiveNow } from './LivePage';
import { canListen, canSpeak, listenOnce, speak } from './speech';
import { useCallsProvider } from './useCalls';
import { useDemoCall } from './useDemoCall';
import { formatPhone } from '../../shared/phoneFormat';

type Line = { role: 'caller' | 'agent' | 'notice'; text: string };

export default function CallerConsolePage() {
  const dataProvider = useCallsProvider();
  const live = useLiveNow();
  const numbers = useQuery({ queryKey: [CALLS_RESOURCE, 'numbers'], queryFn: async () => (await dataProvider.listOrgNumbers(CALLS_RESOURCE)).data });
  const [to, setTo] = useState('');
  const [from, setFrom] = useState('+15555550142');
  const [mode, setMode] = useState<'text' | 'call'>('text');
  const [draft, setDraft] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [aloud, setAloud] = useState(canSpeak());
  const [listening, setListening] = useState(false);
  const send = useConfirmedAction(m.failed);
  const target = to || numbers.data?.[0]?.number || '';

  const hear = (text: string | null) => {
    if (text && aloud) speak(text);
  };
  const call = useDemoCall(
    (text) => (setLines((l) => [...l, { role: 'agent', text }]), hear(text)),
    () => setLines((l) => [...l, { role: 'notice', text: m.callEnded }]),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !target) return;
    setDraft('');
    setLines((l) => [...l, { role: 'caller', text }]);
    if (mode === 'call') return void (await send.run(() => call.say(text)));
    await send.run(async () => {
      const { data } = await dataProvider.demoSms(CALLS_RESOURCE, { from, to: target, text });
      setLines((l) => [...l, { role: 'agent', text: data.reply ?? m.noAnswer }]);
      hear(data.reply);
    });
  };

  const placeCall = () => send.run(() => call.start({ from, to: target }));

  const onSpeak = () => {
    setListening(true);
    listenOnce((text) => setDraft((d) => (d ? `${d} ${text}` : text)), () => setListening(false));
  };

  if (live.data && live.data.carrier.kind !== 'demo') return <Alert severity="info" sx={{ m: 2 }}>{m.demoOnly}</Alert>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={m.title} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {m.title}
        </Typography>
        <Chip size="small" color="info" label={live.data?.carrier.label ?? ''} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {m.intro}
      </Typography>
      {numbers.data && numbers.data.length === 0 ? (
        <Alert severity="info">{m.noNumbers}</Alert>
      ) : (
        <Card>
          <CardContent component="form" onSubmit={onSubmit}>
            <Stack spacing={2}>
              <TextField select size="small" label={m.number} value={target} onChange={(e) => setTo(e.target.value)}>
                {(numbers.data ?? []).map((n) => (
                  <MenuItem key={n.id} value={n.number}>
                    {`${formatPhone(n.number)} · ${n.agentName ?? ''} · ${live.data?.carrier.label ?? ''}`}
                  </MenuItem>
                ))}
              </TextField>
              <TextField size="small" label={m.from} value={from} onChange={(e) => setFrom(e.target.value)} inputMode="tel" />
              <ToggleButtonGroup exclusive size="small" value={mode} disabled={call.inCall} onChange={(_e, next: 'text' | 'call' | null) => next && setMode(next)} aria-label={m.mode}>
                <ToggleButton value="text">{m.text}</ToggleButton>
                <ToggleButton value="call">{m.call}</ToggleButton>
              </ToggleButtonGroup>
              <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite" aria-label={m.title}>
                {lines.length === 0 && <Typography color="text.secondary">{m.nothingYet}</Typography>}
                {lines.map((line, i) => (
                  <Box component="li" key={i} sx={{ alignSelf: line.role === 'caller' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                    {line.role !== 'notice' && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {line.role === 'caller' ? m.you : m.agent}
                      </Typography>
                    )}
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {line.text}
                    </Typography>
                  </Box>
                ))}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField size="small" fullWidth label={mode === 'text' ? m.write : m.say} value={draft} onChange={(e) => setDraft(e.target.value)} />
                {canListen() && (
                  <Button onClick={onSpeak} disabled={listening}>
                    {listening ? m.listening : m.speak}
                  </Button>
                )}
                <PendingButton type="submit" pending={send.pending && (mode === 'text' || call.inCall)} disabled={!draft.trim() || !target || (mode === 'call' && !call.inCall)}>
                  {m.send}
                </PendingButton>
              </Stack>
              {mode === 'call' && (
                <Stack direction="row" spacing={1} alignItems="center">
                  {call.inCall ? (
                    <Button color="error" variant="contained" onClick={() => void send.run(call.hangUp)}>
                      {m.hangUp}
                    </Button>
                  ) : (
                    <PendingButton type="button" pending={send.pending} disabled={!target} onClick={() => void placeCall()}>
                      {m.placeCall}
                    </PendingButton>
                  )}
                  {call.inCall ? <Typography variant="body2">{m.inCall}</Typography> : <Button onClick={() => setLines([])}>{m.clear}</Button>}
                </Stack>
              )}
              {canSpeak() && <FormControlLabel control={<Switch checked={aloud} onChange={(e) => setAloud(e.target.checked)} />} label={m.hear} />}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
