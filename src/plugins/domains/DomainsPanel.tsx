// The "Custom domains" settings panel (issue 21 point 3): add a domain (checked as typed with the
// shared rule, then by the server), the TXT record to create with copy buttons, the status with the
// reason, check again, make default, delete after confirmation.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useCreate, useDelete, useGetList, useNotify } from 'react-admin';
import { errorMessage, useConfirm, useOwnFailureProvider } from '@kernel/sdk';
import { checkDomain } from '../../shared/domainName';
import type { DomainActions } from './api';
import { DomainCard } from './DomainCard';
import { messages } from './messages';
import type { CustomDomain } from './rules';

const RESOURCE = 'customDomains';

function AddDomain({ onAdded }: { onAdded: () => void }) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDomain(value);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    try {
      await create(RESOURCE, { data: { domain: checked.domain } }, { returnPromise: true });
      setValue('');
      notify(messages.notify.added, { type: 'success' });
      onAdded();
    } catch (caught) {
      setError(errorMessage(caught, messages.addFailed).replace(/^domain: /, ''));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={messages.actions.add} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField size="small" name="domain" label={messages.fields.domain} placeholder="app.example.com" value={value} error={!!error} helperText={error ?? ' '}
        onChange={(e) => setValue(e.target.value)} sx={{ flex: '1 1 240px' }} />
      <Button type="submit" variant="contained" disabled={isPending}>{messages.actions.add}</Button>
    </Box>
  );
}

export default function DomainsPanel() {
  const { data, isPending, error, refetch } = useGetList<CustomDomain>(RESOURCE, { pagination: { page: 1, perPage: 100 } });
  const provider = useOwnFailureProvider<DomainActions>();
  const [remove] = useDelete();
  const confirm = useConfirm();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (domain: string, work: () => Promise<unknown>) => {
    setBusy(domain);
    try {
      await work();
    } catch (caught) {
      notify(errorMessage(caught, messages.actionFailed).replace(/^domain: /, ''), { type: 'error' });
    } finally {
      setBusy(null);
      void refetch();
    }
  };
  const check = (d: CustomDomain) => act(d.domain, async () => {
    const { data: after } = await provider.verifyDomain(RESOURCE, { domain: d.domain });
    notify(after.status === 'verified' ? messages.notify.verified : messages.notify.failed, { type: after.status === 'verified' ? 'success' : 'warning' });
  });
  const makeDefault = (d: CustomDomain) => act(d.domain, async () => {
    await provider.setDefaultDomain(RESOURCE, { domain: d.domain });
    notify(messages.notify.defaultSet, { type: 'success' });
  });
  const del = async (d: CustomDomain) => {
    if (!(await confirm({ title: messages.confirmDelete(d.domain), details: messages.confirmDeleteDetails, confirmLabel: messages.actions.delete }))) return;
    await act(d.domain, async () => {
      await remove(RESOURCE, { id: d.id, previousData: d }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(messages.notify.deleted, { type: 'success' });
    });
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary">{messages.intro}</Typography>
      <AddDomain onAdded={() => void refetch()} />
      {isPending ? (
        <Skeleton role="progressbar" variant="rectangular" height={120} aria-label={messages.loading} />
      ) : error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>{messages.actions.retry}</Button>}>
          {errorMessage(error, messages.listFailed)}
        </Alert>
      ) : !data?.length ? (
        <Typography variant="body2">{messages.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={messages.title}>
          {data.map((d) => (
            <DomainCard key={d.id} domain={d} busy={busy === d.domain} onCheck={() => void check(d)} onDefault={() => void makeDefault(d)} onDelete={() => void del(d)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
