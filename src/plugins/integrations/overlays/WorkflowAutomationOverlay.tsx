// ?workflowAutomation=true: the workflow-automation integration (JobNimbus). Check a key (it is saved
// sealed once accepted; empty: the saved one), see the account's workflows, and the team with their
// tasks on a day (targetDate sent as day-month-year). A refusal shows the job tracker's status (the
// error catalogue: job tracker calls answer valid false with the status).
import { useState } from 'react';
import { Alert, DialogContent, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { OverlayDialog, PendingButton, errorMessage, type OverlayProps } from '@kernel/sdk';
import { toDayMonthYear } from '../../../shared/integrations/slots';
import { useIntegrationsApi, type IntegrationsApi } from '../api';
import { messages } from '../messages';

const w = messages.workflow;
type Settings = Extract<Awaited<ReturnType<IntegrationsApi['jobnimbusSettings']>>, { valid: true }>;
type Team = Extract<Awaited<ReturnType<IntegrationsApi['jobnimbusTeam']>>, { valid: true }>;

export default function WorkflowAutomationOverlay({ close }: OverlayProps) {
  const api = useIntegrationsApi();
  const [key, setKey] = useState('');
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const [pending, setPending] = useState<'settings' | 'team' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [team, setTeam] = useState<Team | null>(null);

  const ask = async <T extends { valid: boolean }>(kind: 'settings' | 'team', run: () => Promise<T>, keep: (answer: T) => void) => {
    setPending(kind);
    setFailure(null);
    try {
      const answer = await run();
      if (answer.valid) keep(answer);
      else setFailure(w.invalid((answer as unknown as { status: number }).status));
    } catch (error) {
      setFailure(errorMessage(error, w.failed));
    } finally {
      setPending(null);
    }
  };

  const targetDate = /^\d{4}-\d{2}-\d{2}$/.test(day) ? toDayMonthYear(new Date(`${day}T00:00:00Z`)) : '';

  return (
    <OverlayDialog title={w.title} onClose={() => close()}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {w.hint}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <form aria-label={w.title} onSubmit={(e) => (e.preventDefault(), void ask('settings', () => api.jobnimbusSettings(key.trim() || undefined), (a) => setSettings(a as Settings)))}>
            <Stack spacing={1}>
              <TextField label={w.key} type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} helperText={w.keyHint} fullWidth autoFocus />
              <PendingButton type="submit" sx={{ alignSelf: 'flex-start' }} pending={pending === 'settings'} disabled={pending !== null}>
                {messages.actions.check}
              </PendingButton>
            </Stack>
          </form>
          {settings && (
            <Stack spacing={0.5} component="section" aria-label={w.workflows}>
              <Alert severity="success">{w.valid(settings.provider)}</Alert>
              <Typography variant="subtitle2" component="h3">
                {w.workflows}
              </Typography>
              {settings.settings.workflows.map((flow) => (
                <Typography key={String(flow.id)} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {w.flow(flow.name, flow.statuses.join(' → '))}
                </Typography>
              ))}
            </Stack>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField label={w.date} type="date" value={day} onChange={(e) => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <PendingButton
              variant="outlined"
              pending={pending === 'team'}
              disabled={pending !== null || !targetDate}
              onClick={() => void ask('team', () => api.jobnimbusTeam(key.trim() || undefined, targetDate), (a) => setTeam(a as Team))}
            >
              {messages.actions.showTeam}
            </PendingButton>
          </Stack>
          {team &&
            (team.team.length === 0 ? (
              <Typography color="text.secondary">{w.noTeam}</Typography>
            ) : (
              <List dense aria-label={w.team} disablePadding>
                {team.team.map((member) => (
                  <ListItem key={member.id} disableGutters>
                    <ListItemText
                      primary={member.active ? member.name : w.inactiveMember(member.name)}
                      secondary={member.tasks.length ? w.memberTasks(member.tasks.length, member.tasks.map((t) => t.title).join(', ')) : w.noTasks}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            ))}
        </Stack>
      </DialogContent>
    </OverlayDialog>
  );
}
