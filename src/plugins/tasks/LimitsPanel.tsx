// The "Lines kept for inbound" settings panel: how many calls all campaigns may hold at once, and how
// many of those lines stay free for people calling in while campaigns run (GET/POST /tasks/limits).
import { Alert, Button, Stack, Skeleton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage, serverFieldError } from '@kernel/sdk';
import { messages } from './messages';
import type { TaskLimits } from './rules/types';
import { useTaskLimits, useTaskWrites } from './useTasks';

type Editable = Pick<TaskLimits, 'maxConcurrentCalls' | 'reservedInboundLines'>;
const FIELDS = ['maxConcurrentCalls', 'reservedInboundLines'] as const;

/** Whole numbers from 0, and fewer reserved lines than calls at once. */
export function validateLimits(values: Record<keyof Editable, string>): Partial<Record<keyof Editable, string>> {
  const errors: Partial<Record<keyof Editable, string>> = {};
  for (const field of FIELDS) if (!/^\d+$/.test(values[field].trim())) errors[field] = messages.validation.limits;
  if (!errors.maxConcurrentCalls && !errors.reservedInboundLines && Number(values.reservedInboundLines) >= Number(values.maxConcurrentCalls) && Number(values.maxConcurrentCalls) > 0)
    errors.reservedInboundLines = messages.validation.reservedAbove;
  return errors;
}

function LimitsForm({ limits }: { limits: TaskLimits }) {
  const dataProvider = useTaskWrites();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [values, setValues] = useState({ maxConcurrentCalls: String(limits.maxConcurrentCalls), reservedInboundLines: String(limits.reservedInboundLines) });
  const [errors, setErrors] = useState<Partial<Record<keyof Editable, string>>>({});
  const [pending, setPending] = useState(false);

  const save = async () => {
    const found = validateLimits(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const { data } = await dataProvider.saveLimits('tasks', { maxConcurrentCalls: Number(values.maxConcurrentCalls), reservedInboundLines: Number(values.reservedInboundLines) });
      queryClient.setQueryData(['tasks', 'limits'], data);
      notify(messages.notify.limitsSaved, { type: 'success' });
    } catch (caught) {
      const error = serverFieldError(caught, { fields: FIELDS, fallback: messages.limitsSaveFailed });
      if (error.field) setErrors({ [error.field]: error.message });
      notify(error.message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} component="form" aria-label={messages.titles.limits} noValidate onSubmit={(event) => { event.preventDefault(); void save(); }} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" color="text.secondary">{messages.limitsHint}</Typography>
      {FIELDS.map((field) => (
        <TextField key={field} name={field} size="small" type="number" label={messages.fields[field]} value={values[field]}
          error={!!errors[field]} helperText={errors[field]} slotProps={{ htmlInput: { min: 0 } }}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
      ))}
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>{messages.actions.save}</Button>
    </Stack>
  );
}

export default function LimitsPanel() {
  const query = useTaskLimits();
  if (query.isPending) return <Skeleton role="progressbar" variant="rectangular" height={120} aria-label={messages.titles.limits} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, messages.limitsFailed)}</Alert>;
  return <LimitsForm key={query.dataUpdatedAt} limits={query.data} />;
}
