// Spend controls (beyond the spec; issue 22 point 6): this month's spend against the caps, and the
// form of soft and hard caps and auto-reload (amount, threshold, monthly limit), checked as typed
// (rules.validateSpend) and by the server (a refusal names its field). Who may not manage billing
// sees the values only.
import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Grid, LinearProgress, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { errorMessage, fieldOfMessage, PendingButton, useKernel } from '@kernel/sdk';
import { formatUsd } from '../../shared/money';
import { messages } from './messages';
import { capUsed, SPEND_FIELDS, spendBody, spendForm, validateSpend, type SpendField, type SpendForm } from './rules';
import { useBillingApi, useRefreshBilling, useSpendControls } from './useBilling';

const m = messages.spend;
const GROUPS: { title: string; fields: SpendField[] }[] = [
  { title: m.caps, fields: ['softCapUsd', 'hardCapUsd'] },
  { title: m.autoReload, fields: ['autoReloadAmountUsd', 'autoReloadThresholdUsd', 'autoReloadMonthlyLimitUsd'] },
];

export function SpendControlsCard() {
  const { permissions } = useKernel();
  const api = useBillingApi();
  const notify = useNotify();
  const refresh = useRefreshBilling();
  const state = useSpendControls();
  const [form, setForm] = useState<SpendForm | null>(null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (state.data && form === null) setForm(spendForm(state.data.spendControls));
  }, [state.data, form]);

  if (state.isError) return <Alert severity="error">{m.failed}</Alert>;
  if (!state.data || !form) return <Skeleton role="progressbar" variant="rectangular" height={200} aria-label={m.title} />;
  const canEdit = permissions.canManageBilling;
  const errors = tried ? validateSpend(form) : {};
  const server = failed ? fieldOfMessage(errorMessage(failed, ''), SPEND_FIELDS) : null;
  const used = capUsed(state.data);

  const save = async () => {
    setTried(true);
    if (Object.keys(validateSpend(form)).length) return;
    setPending(true);
    setFailed(null);
    try {
      const saved = await api.saveSpendControls(spendBody(form));
      setForm(spendForm(saved.spendControls));
      setTried(false);
      notify(m.saved, { type: 'success' });
      await refresh();
    } catch (error) {
      setFailed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Card component="section" aria-label={m.title} data-testid="spend-controls">
      <CardContent>
        <Typography variant="overline" component="h2">
          {m.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {m.hint}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="spent">
          {m.spent(formatUsd(state.data.spentUsd))}
          {used !== null && ` · ${m.used(used)}`}
        </Typography>
        {used !== null && <LinearProgress variant="determinate" value={used} color={used >= 100 ? 'error' : used >= 80 ? 'warning' : 'primary'} sx={{ mt: 1 }} aria-label={m.used(used)} />}
        {state.data.hardCapReached && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {m.hardCapReached}
          </Alert>
        )}
        <Stack component="form" noValidate aria-label={m.title} spacing={2} sx={{ mt: 2 }} onSubmit={(e) => (e.preventDefault(), void save())}>
          {GROUPS.map((group) => (
            <div key={group.title}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {group.title}
              </Typography>
              <Grid container spacing={2}>
                {group.fields.map((field) => {
                  const error = errors[field] ?? (server?.field === field ? server.message : undefined);
                  return (
                    <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
                      <TextField
                        fullWidth
                        size="small"
                        name={field}
                        label={m.fields[field]}
                        value={form[field]}
                        placeholder={m.notSet}
                        onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                        error={!!error}
                        helperText={error ?? m.helper[field]}
                        slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: !canEdit, maxLength: 20 } }}
                      />
                    </Grid>
                  );
                })}
              </Grid>
            </div>
          ))}
          {failed && !server ? <Alert severity="error">{errorMessage(failed, messages.actionFailed)}</Alert> : null}
          {canEdit ? (
            <div>
              <PendingButton type="submit" pending={pending} pendingLabel={messages.actions.saving}>
                {messages.actions.save}
              </PendingButton>
            </div>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {m.readOnly}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
