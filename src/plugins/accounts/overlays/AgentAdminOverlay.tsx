// ?agentAdmin=<agent id | true>: rename an agent account (POST /api/v2/updateAccount), open its
// details (agentInfo), open it (canTakeoverAgent: a takeover of the agent) and delete it (canAddAgents).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, DialogContent, Divider, Stack, TextField } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import type { OverlayProps } from '../../../kernel/contracts';
import { useKernel } from '../../../kernel/KernelContext';
import { navigateApp } from '../../../kernel/appLocation';
import { reportAuditEvent } from '../../../kernel/auditEvents';
import { pathToAccount } from '../../../kernel/navigation';
import { OverlayDialog, OverlayError, OverlayLoading } from '../../../overlays/OverlayDialog';
import { useOpenOverlay } from '../../../overlays/useOverlayParams';
import { updateAccount, type AdminAccount } from '../adminApi';
import { allowed } from '../accountsAccess';
import { adminMessages as m } from '../adminMessages';
import { accountIdFrom, accountLabel, agentRenameBody, validateName } from '../adminRules';
import { AdminDangerZone } from './AdminDangerZone';
import { useAdminAccount } from './AdminQueries';
import { saveError } from './AdminSaveError';

export default function AgentAdminOverlay({ value, close }: OverlayProps) {
  const { account: viewed } = useKernel();
  const id = accountIdFrom(value, viewed);
  const agent = useAdminAccount(id);
  const title = agent.data ? m.agentAdmin.title(accountLabel(agent.data)) : m.agentAdmin.titleLoading;

  let body;
  if (id == null) body = <OverlayError error={null} fallback={m.loadFailed} />;
  else if (agent.isPending) body = <OverlayLoading label={m.loading} />;
  else if (agent.error || !agent.data) body = <OverlayError error={agent.error} fallback={m.loadFailed} />;
  else if (agent.data.accountType !== 'agent') body = <OverlayError error={null} fallback={m.agentAdmin.notAgent} />;
  else body = <AgentAdminBody key={agent.data.id} agent={agent.data} />;

  return (
    <OverlayDialog title={title} onClose={() => close()} closeLabel={m.actions.close}>
      {body}
    </OverlayDialog>
  );
}

function AgentAdminBody({ agent }: { agent: AdminAccount }) {
  const { http, permissions, user, account: viewed, reloadView } = useKernel();
  const open = useOpenOverlay();
  const notify = useNotify();
  const refresh = useRefresh();
  const [name, setName] = useState(agent.name || agent.accountName || '');
  const [current, setCurrent] = useState(agent);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [opening, setOpening] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const invalid = validateName(name);
    setError(invalid);
    if (invalid) return;
    const body = agentRenameBody(current, name);
    if (!Object.keys(body).length) {
      setFormError(m.noChanges);
      return;
    }
    setSaving(true);
    try {
      await updateAccount(http, agent.id, body);
    } catch (caught) {
      const failure = saveError(caught, m.saveFailed, ['name', 'accountName']);
      if (failure.field) setError(failure.message);
      else setFormError(failure.message);
      notify(failure.message, { type: 'error' });
      return;
    } finally {
      setSaving(false);
    }
    setCurrent({ ...current, ...body });
    notify(m.agentAdmin.saved, { type: 'success' });
    refresh();
    if (viewed?.id === agent.id) reloadView();
  };

  const openAgent = async () => {
    setOpening(true);
    await reportAuditEvent(http, 'takeover.started', { name: accountLabel(current) }, agent.id);
    navigateApp(pathToAccount(user ?? agent, agent));
  };

  return (
    <DialogContent dividers>
      <Box component="form" noValidate onSubmit={submit} aria-label={m.agentAdmin.titleLoading}>
        <TextField
          size="small"
          fullWidth
          required
          label={m.fields.agentName}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? ' '}
        />
        {formError ? (
          <Alert severity={formError === m.noChanges ? 'info' : 'error'} sx={{ mb: 1 }}>
            {formError}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? m.actions.saving : m.actions.save}
        </Button>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {allowed('agentInfo', permissions, { account: viewed, user }) ? (
          <Button variant="outlined" onClick={() => open('agentInfo', agent.id, ['agentAdmin'])}>
            {m.actions.agentInfo}
          </Button>
        ) : null}
        {permissions.canTakeoverAgent && viewed?.id !== agent.id ? (
          <Button variant="outlined" disabled={opening} onClick={openAgent}>
            {m.actions.openAgent}
          </Button>
        ) : null}
      </Stack>
      {permissions.canAddAgents ? (
        <AdminDangerZone
          title={m.agentAdmin.dangerZone}
          actionLabel={m.actions.deleteAgent}
          onAction={() => open('deleteAgent', agent.id, ['agentAdmin'])}
        />
      ) : null}
    </DialogContent>
  );
}
