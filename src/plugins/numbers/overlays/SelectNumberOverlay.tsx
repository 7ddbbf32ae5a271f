// ?selectNumber: search the carrier (area code or prefix, city and region, or phrase), pick a number,
// choose the agent that answers it, and get it (the spec's search and assign calls).
import { useState, type FormEvent } from 'react';
import { Button, DialogActions, DialogContent, FormControlLabel, Radio, RadioGroup, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { OverlayDialog, PendingButton, useConfirmedAction, type OverlayProps } from '@kernel/sdk';
import { ActionError } from '../ActionError';
import { AgentSelect } from '../AgentSelect';
import { messages } from '../messages';
import { formatPhone, searchBody, type OfferedNumber, type SearchForm, type SearchKind } from '../rules';
import { useNumbersProvider } from '../useNumbers';

const KINDS: SearchKind[] = ['prefix', 'locality', 'phrase'];
const FIELDS: Record<SearchKind, (keyof SearchForm)[]> = { prefix: ['prefix'], locality: ['city', 'region'], phrase: ['phrase', 'city', 'region'] };

export default function SelectNumberOverlay({ close }: OverlayProps) {
  const dataProvider = useNumbersProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [form, setForm] = useState<SearchForm>({ kind: 'prefix' });
  const [invalid, setInvalid] = useState<{ field: string; message: string } | null>(null);
  const [offered, setOffered] = useState<OfferedNumber[] | null>(null);
  const [picked, setPicked] = useState<string>('');
  const [agent, setAgent] = useState<number | null>(null);
  const search = useConfirmedAction(messages.searchFailed);
  const assign = useConfirmedAction(messages.assignFailed);

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const request = searchBody(form);
    if ('field' in request) return setInvalid(request);
    setInvalid(null);
    setPicked('');
    await search.run(async () => setOffered((await dataProvider.searchNumbers('phoneNumbers', { kind: form.kind, body: request.body })).data));
  };

  const onAssign = async () => {
    const done = await assign.run(() => dataProvider.assignNumber('phoneNumbers', { number: picked, agentAccountId: agent }));
    if (!done) return;
    notify(messages.notify.assigned, { type: 'success' });
    refresh();
    close();
  };

  return (
    <OverlayDialog title={messages.titles.select} onClose={() => close()}>
      <DialogContent>
        <form onSubmit={onSearch} aria-label={messages.actions.search} noValidate>
          <Stack spacing={2}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={form.kind}
              aria-label={messages.searchBy.label}
              onChange={(_e, kind: SearchKind | null) => kind && setForm({ ...form, kind })}
            >
              {KINDS.map((kind) => (
                <ToggleButton key={kind} value={kind}>
                  {messages.searchBy[kind]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {FIELDS[form.kind].map((field) => (
                <TextField
                  key={field}
                  size="small"
                  fullWidth
                  label={messages.fields[field as keyof typeof messages.fields]}
                  value={form[field] ?? ''}
                  onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                  error={invalid?.field === field}
                  helperText={invalid?.field === field ? invalid.message : undefined}
                  inputMode={field === 'prefix' ? 'numeric' : undefined}
                />
              ))}
              <PendingButton type="submit" pending={search.pending} sx={{ flexShrink: 0 }}>
                {messages.actions.search}
              </PendingButton>
            </Stack>
          </Stack>
        </form>
        <ActionError action={search} />
        {offered && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {messages.results}
            </Typography>
            {offered.length === 0 ? (
              <Typography color="text.secondary">{messages.noResults}</Typography>
            ) : (
              <RadioGroup aria-label={messages.results} value={picked} onChange={(e) => setPicked(e.target.value)}>
                {offered.map((n) => (
                  <FormControlLabel
                    key={n.number}
                    value={n.number}
                    control={<Radio size="small" />}
                    label={[formatPhone(n.number), [n.locality, n.region].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
                  />
                ))}
              </RadioGroup>
            )}
            <AgentSelect value={agent} onChange={setAgent} />
          </Stack>
        )}
        <ActionError action={assign} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{translate('ra.action.cancel')}</Button>
        <PendingButton pending={assign.pending} disabled={!picked} onClick={onAssign}>
          {messages.actions.assign}
        </PendingButton>
      </DialogActions>
    </OverlayDialog>
  );
}
