// The trunk's registration: server, username and a write-only password (the field is always empty;
// "a password is set" says one is kept), the status, and removal after a confirmation.
import { Alert, Box, Button, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useDelete, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useConfirm } from '@kernel/sdk';
import type { Registration } from './api';
import { messages } from './messages';

type Field = 'server' | 'username' | 'password';
const FIELDS: Field[] = ['server', 'username', 'password'];

/** The server's "field: message" refusal, on its field. */
function fieldOf(message: string): { field: Field | null; text: string } {
  const hit = FIELDS.find((f) => message.startsWith(`${f}: `));
  return hit ? { field: hit, text: message.slice(hit.length + 2) } : { field: null, text: message };
}

export function RegistrationForm() {
  const { data, isPending, error, refetch } = useGetOne<Registration>('sipRegistration', { id: 'current' });
  const [update, { isPending: saving }] = useUpdate();
  const [remove] = useDelete();
  const confirm = useConfirm();
  const notify = useNotify();
  const [values, setValues] = useState({ server: '', username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});

  useEffect(() => {
    if (data) setValues({ server: data.server, username: data.username, password: '' });
  }, [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(FIELDS.filter((f) => !values[f].trim()).map((f) => [f, 'Required']));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await update('sipRegistration', { id: 'current', data: values, previousData: data }, { returnPromise: true });
      notify(messages.saved, { type: 'info' });
      setValues((v) => ({ ...v, password: '' }));
      void refetch();
    } catch (e) {
      const { field, text } = fieldOf((e as Error).message);
      setErrors({ [field ?? 'form']: text });
    }
  };

  const onRemove = async () => {
    if (!(await confirm({ title: messages.actions.remove, details: messages.confirm.deleteRegistration, confirmLabel: messages.actions.remove, confirmColor: 'error' }))) return;
    await remove('sipRegistration', { id: 'current', previousData: data }, { returnPromise: true });
    notify(messages.deleted, { type: 'info' });
    void refetch();
  };

  const input = (name: Field, type = 'text') => (
    <TextField
      id={`sip-registration-${name}`}
      size="small"
      type={type}
      label={messages.fields[name]}
      value={values[name]}
      autoComplete={name === 'password' ? 'new-password' : 'off'}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'password' && data?.passwordSet ? messages.hints.passwordKept : ' ')}
      fullWidth
    />
  );

  return (
    <Box component="section" aria-labelledby="sip-registration-title" sx={{ mb: 4, maxWidth: 560 }}>
      <Typography id="sip-registration-title" variant="h6" component="h2">
        {messages.titles.registration}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {messages.hints.registration}
      </Typography>
      {isPending ? <CircularProgress size={24} aria-label={messages.loading} /> : null}
      {error ? <Alert severity="error">{messages.failed.load}</Alert> : null}
      {data && !isPending ? (
        <Stack component="form" noValidate onSubmit={submit} spacing={1}>
          <Box>
            {data.status ? (
              <Chip size="small" color={data.status === 'registered' ? 'success' : 'error'} label={`${messages.fields.status}: ${messages.status[data.status] ?? data.status}`} />
            ) : (
              <Typography variant="body2">{messages.empty.registration}</Typography>
            )}
          </Box>
          {input('server')}
          {input('username')}
          {input('password', 'password')}
          {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving}>
              {messages.actions.save}
            </Button>
            {data.passwordSet ? (
              <Button color="error" onClick={onRemove}>
                {messages.actions.remove}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}
