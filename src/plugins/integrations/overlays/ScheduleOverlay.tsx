// ?schedule=true: the calendar agents book in (spec 1 §4.2: a calendar integration can be enabled or
// disabled; a second provider's calendars connected, one set as main, or disconnected). The built-in
// Demo calendar (says so), Calendly by personal access token, Google Calendar by its consent screen
// (Google comes back to ?schedule=google with code and state, posted here once), the on/off switch,
// and the recent bookings, each opening the call it was made in (?callTranscript).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Chip, DialogContent, Divider, FormControlLabel, List, ListItem, ListItemText, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { OverlayDialog, OverlayLoading, PendingButton, errorMessage, formatDateTime, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { useIntegrationsApi, type Schedule } from '../api';
import { messages } from '../messages';
import { safeLink } from '../rules';
import { useGoogleCalendars, useReloadIntegrations, useSchedule } from '../useIntegrations';

const m = messages.schedule;
const returnAddress = () => `${window.location.origin}${window.location.pathname}?schedule=google`;

function Section({ title, active, children }: { title: string; active: boolean; children: ReactNode }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          {title}
        </Typography>
        {active && <Chip size="small" color="success" label={m.inUse} />}
      </Stack>
      {children}
    </Stack>
  );
}

function GoogleMain({ current }: { current: string | null }) {
  const calendars = useGoogleCalendars(true);
  const api = useIntegrationsApi();
  const reload = useReloadIntegrations();
  const [failure, setFailure] = useState<string | null>(null);
  if (calendars.isPending) return <Typography role="progressbar" aria-label={m.mainCalendar}>…</Typography>;
  if (calendars.isError) return <Alert severity="error">{errorMessage(calendars.error, m.loadFailed)}</Alert>;
  return (
    <>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        select
        label={m.mainCalendar}
        value={current ?? ''}
        onChange={(e) => {
          setFailure(null);
          api.setMainCalendar(e.target.value).then(() => reload(), (error) => setFailure(errorMessage(error, m.failed)));
        }}
        fullWidth
      >
        {calendars.data.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.summary}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

function ScheduleBody({ schedule }: { schedule: Schedule }) {
  const api = useIntegrationsApi();
  const notify = useNotify();
  const reload = useReloadIntegrations();
  const open = useOpenOverlay();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const { demo, calendly, google } = schedule.connections;

  const act = async (name: string, action: () => Promise<unknown>, done?: string) => {
    setPending(name);
    setFailure(null);
    try {
      await action();
      if (done) notify(done, { type: 'success' });
      await reload();
    } catch (error) {
      setFailure(errorMessage(error, m.failed));
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{schedule.providerLabel ? m.active(schedule.providerLabel) : m.none}</Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={schedule.enabled}
            disabled={!schedule.provider || pending !== null}
            onChange={(e) => void act('enabled', () => api.setSchedule({ enabled: e.target.checked }))}
          />
        }
        label={m.enabled}
      />
      <Divider />
      <Section title={m.demo} active={schedule.provider === 'demo'}>
        <Typography variant="body2" color="text.secondary">
          {m.demoHint}
        </Typography>
        {schedule.provider !== 'demo' && (
          <PendingButton sx={{ alignSelf: 'flex-start' }} pending={pending === 'demo'} disabled={pending !== null} onClick={() => void act('demo', () => api.setSchedule({ provider: 'demo' }), m.connected(demo.label))}>
            {demo.connected ? m.useThis : m.connectDemo}
          </PendingButton>
        )}
      </Section>
      <Divider />
      <Section title={m.calendly} active={schedule.provider === 'calendly'}>
        {calendly.connected ? (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {m.calendlyConnected(calendly.name ?? '', calendly.eventType ?? '')}{' '}
              {safeLink(calendly.schedulingUrl) && (
                <a href={safeLink(calendly.schedulingUrl)!} target="_blank" rel="noopener noreferrer">
                  {calendly.schedulingUrl}
                </a>
              )}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {schedule.provider !== 'calendly' && (
                <Button variant="outlined" disabled={pending !== null} onClick={() => void act('calendlyUse', () => api.setSchedule({ provider: 'calendly' }))}>
                  {m.useThis}
                </Button>
              )}
              <PendingButton color="error" variant="outlined" pending={pending === 'calendlyOff'} disabled={pending !== null} onClick={() => void act('calendlyOff', () => api.disconnectCalendly(), m.disconnected(calendly.label))}>
                {messages.actions.disconnect}
              </PendingButton>
            </Stack>
          </>
        ) : (
          <form
            aria-label={m.calendly}
            onSubmit={(e) => {
              e.preventDefault();
              if (token.trim()) void act('calendly', () => api.connectCalendly(token.trim()), m.connected(calendly.label)).then(() => setToken(''));
            }}
          >
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {m.calendlyHint}
              </Typography>
              <TextField label={m.calendlyToken} type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} fullWidth />
              <PendingButton type="submit" sx={{ alignSelf: 'flex-start' }} pending={pending === 'calendly'} disabled={pending !== null || !token.trim()}>
                {messages.actions.connect}
              </PendingButton>
            </Stack>
          </form>
        )}
      </Section>
      <Divider />
      <Section title={m.google} active={schedule.provider === 'google'}>
        {!google.configured ? (
          <Typography variant="body2" color="text.secondary">
            {m.googleNotConfigured}
          </Typography>
        ) : google.connected ? (
          <>
            <Typography variant="body2">{m.googleConnected}</Typography>
            <GoogleMain current={google.mainCalendar} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {schedule.provider !== 'google' && (
                <Button variant="outlined" disabled={pending !== null} onClick={() => void act('googleUse', () => api.setSchedule({ provider: 'google' }))}>
                  {m.useThis}
                </Button>
              )}
              <PendingButton color="error" variant="outlined" pending={pending === 'googleOff'} disabled={pending !== null} onClick={() => void act('googleOff', () => api.disconnectGoogle(), m.disconnected(google.label))}>
                {messages.actions.disconnect}
              </PendingButton>
            </Stack>
          </>
        ) : (
          <PendingButton
            sx={{ alignSelf: 'flex-start' }}
            pending={pending === 'google'}
            disabled={pending !== null}
            onClick={() => void act('google', async () => window.location.assign(await api.googleConsent(returnAddress())))}
          >
            {messages.actions.connect}
          </PendingButton>
        )}
      </Section>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {m.bookings}
      </Typography>
      {schedule.bookings.length === 0 ? (
        <Typography color="text.secondary">{m.noBookings}</Typography>
      ) : (
        <List dense aria-label={m.bookings} disablePadding>
          {schedule.bookings.map((b) => (
            <ListItem
              key={b.id}
              disableGutters
              secondaryAction={
                b.callTranscript ? (
                  <Button size="small" onClick={() => open('callTranscript', b.callTranscript!, ['schedule'])}>
                    {messages.actions.openCall}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={formatDateTime(b.start)}
                secondary={[b.name || b.caller, b.providerLabel].filter(Boolean).join(' · ')}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere', pr: 10 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Google's return (?schedule=google&code=…&state=…): posts the code once, then drops it from the address. */
function useGoogleReturn(value: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useIntegrationsApi();
  const reload = useReloadIntegrations();
  const notify = useNotify();
  const posted = useRef(false);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('code');
    const given = params.get('state');
    if (value !== 'google' || !code || !given || posted.current) return;
    posted.current = true;
    setState({ busy: true, error: null });
    params.delete('code');
    params.delete('state');
    params.delete('scope');
    api.googleConnect({ code, state: given, redirectUri: returnAddress() }).then(
      async () => {
        notify(m.connected(m.google), { type: 'success' });
        await reload();
        setState({ busy: false, error: null });
      },
      (error) => setState({ busy: false, error: errorMessage(error, m.failed) }),
    );
    navigate({ pathname: location.pathname, search: params.toString() }, { replace: true });
  }, [api, location.pathname, location.search, navigate, notify, reload, value]);
  return state;
}

export default function ScheduleOverlay({ value, close }: OverlayProps) {
  const schedule = useSchedule();
  const google = useGoogleReturn(value);
  return (
    <OverlayDialog title={m.title} onClose={() => close(['code', 'state', 'scope'])}>
      {google.busy || schedule.isPending ? (
        <OverlayLoading label={google.busy ? m.connecting : m.title} />
      ) : schedule.isError ? (
        <DialogContent>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void schedule.refetch()}>{messages.actions.retry}</Button>}>
            {m.loadFailed}
          </Alert>
        </DialogContent>
      ) : (
        <DialogContent>
          {google.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {google.error}
            </Alert>
          )}
          <ScheduleBody schedule={schedule.data} />
        </DialogContent>
      )}
    </OverlayDialog>
  );
}
