// ?install=<appId>:<version>: one app's settings form, made from its auth parameters
// (dependencies.providers.auth.parameters.properties); install (one Idempotency-Key per form), save,
// uninstall after a confirmation. Secrets are write-only: a stored one shows as saved and an empty
// field keeps it. A failed call shows the app's error (spec: apps operations set an error flag).
import { useMemo, useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { OverlayDialog, OverlayLoading, PendingButton, errorMessage, useConfirm, type OverlayProps } from '@kernel/sdk';
import { newIdempotencyKey } from '../../../adapters/idempotencyKey';
import { INTEGRATIONS, useIntegrationsApi } from '../api';
import { messages } from '../messages';
import { fieldRefusal, formFields, initialValues, missingField, parseAppKey, valuesToSend, type AppView } from '../rules';
import { useReloadIntegrations } from '../useIntegrations';

function AppForm({ app, close }: { app: AppView; close: () => void }) {
  const api = useIntegrationsApi();
  const notify = useNotify();
  const confirm = useConfirm();
  const reload = useReloadIntegrations();
  const fields = useMemo(() => formFields(app), [app]);
  const [values, setValues] = useState(() => initialValues(app));
  const [pending, setPending] = useState<'save' | 'uninstall' | null>(null);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const key = useMemo(() => newIdempotencyKey(), []);

  const run = async (kind: 'save' | 'uninstall', action: () => Promise<unknown>, done: string) => {
    setPending(kind);
    setError(null);
    try {
      await action();
      notify(done, { type: 'success' });
      await reload();
      close();
    } catch (failure) {
      const message = errorMessage(failure, messages.apps.failed);
      const onField = fieldRefusal(message);
      setError(onField ? { field: onField[0], message: onField[1] } : { field: null, message });
      setPending(null);
    }
  };

  const submit = () => {
    const missing = missingField(fields, values);
    if (missing) {
      setError({ field: missing, message: messages.apps.required });
      return;
    }
    const sent = valuesToSend(fields, values);
    void run(
      'save',
      () => (app.installed ? api.updateApp(app.appId, app.appVersion, sent) : api.installApp(app.appId, app.appVersion, sent, key)),
      app.installed ? messages.apps.savedDone(app.name) : messages.apps.installedDone(app.name),
    );
  };

  const uninstall = async () => {
    if (!(await confirm({ title: messages.actions.uninstall, details: messages.apps.confirmUninstall(app.name), confirmLabel: messages.actions.uninstall, confirmColor: 'error' }))) return;
    void run('uninstall', () => api.uninstallApp(app.appId, app.appVersion), messages.apps.uninstalledDone(app.name));
  };

  return (
    <form aria-label={app.name} onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {app.description}
          </Typography>
          {error && !error.field && <Alert severity="error">{error.message}</Alert>}
          {fields.length === 0 && <Typography>{messages.apps.noParameters}</Typography>}
          {fields.map((field, i) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              type={field.inputType}
              required={field.required}
              autoFocus={i === 0}
              autoComplete={field.secret ? 'new-password' : 'off'}
              value={values[field.name] ?? ''}
              onChange={(e) => {
                setValues((v) => ({ ...v, [field.name]: e.target.value }));
                if (error?.field === field.name) setError(null);
              }}
              error={error?.field === field.name}
              helperText={error?.field === field.name ? error.message : field.stored ? messages.apps.secretKept : field.help}
              fullWidth
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {app.installed && (
          <PendingButton color="error" pending={pending === 'uninstall'} disabled={pending !== null} onClick={() => void uninstall()}>
            {messages.actions.uninstall}
          </PendingButton>
        )}
        <Button onClick={close}>{messages.actions.cancel}</Button>
        <PendingButton type="submit" variant="contained" pending={pending === 'save'} disabled={pending !== null}>
          {app.installed ? messages.actions.save : messages.actions.install}
        </PendingButton>
      </DialogActions>
    </form>
  );
}

export default function InstallOverlay({ value, close }: OverlayProps) {
  const api = useIntegrationsApi();
  const wanted = parseAppKey(value);
  const app = useQuery({
    queryKey: [INTEGRATIONS, 'app', value],
    queryFn: () => api.app(wanted!.appId, wanted!.appVersion),
    enabled: wanted !== null,
    retry: false,
  });
  const title = app.data?.name ?? messages.apps.title;
  return (
    <OverlayDialog title={title} onClose={() => close()}>
      {!wanted ? (
        <DialogContent>
          <Alert severity="error">{messages.apps.notFound}</Alert>
        </DialogContent>
      ) : app.isPending ? (
        <OverlayLoading label={title} />
      ) : app.isError ? (
        <DialogContent>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void app.refetch()}>{messages.actions.retry}</Button>}>
            {errorMessage(app.error, messages.apps.loadFailed)}
          </Alert>
        </DialogContent>
      ) : (
        <AppForm key={value} app={app.data} close={() => close()} />
      )}
    </OverlayDialog>
  );
}
