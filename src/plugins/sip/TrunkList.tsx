// One list the trunk keeps (the IP whitelist, the outbound routes): its entries, an add form that
// validates as you type with the rule the server uses (src/shared/sip/), the server's own refusal
// (a duplicate, 409) shown on the field, and delete after a confirmation.
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, CircularProgress, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useDelete, useGetList, useNotify } from 'react-admin';
import { useConfirm } from '@kernel/sdk';
import { messages } from './messages';

export interface TrunkListProps {
  resource: 'sipIpWhitelist' | 'sipOutboundRoutes';
  title: string;
  hint: string;
  empty: string;
  /** the key field (ip | route) and its label; `validate` gives the field's message or null */
  field: { name: 'ip' | 'route'; label: string; placeholder: string; validate: (value: string) => string | null };
  /** a second, optional text field (the whitelist's label) */
  extra?: { name: string; label: string };
  confirmText: (key: string) => string;
  secondary?: (row: Record<string, unknown>) => string;
}

/** "ip: This address…" → "This address…" for the field it names. */
const fieldMessage = (message: string, name: string) => (message.startsWith(`${name}: `) ? message.slice(name.length + 2) : message);

export function TrunkList({ resource, title, hint, empty, field, extra, confirmText, secondary }: TrunkListProps) {
  const { data, isPending, error, refetch } = useGetList(resource, { pagination: { page: 1, perPage: 100 } });
  const [create, { isPending: saving }] = useCreate();
  const [remove] = useDelete();
  const confirm = useConfirm();
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [extraValue, setExtraValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const localError = value.trim() ? field.validate(value) : null;
  const shown = serverError ?? (touched ? localError : null);
  const inputId = `${resource}-${field.name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!value.trim() || localError) return;
    try {
      await create(resource, { data: { [field.name]: value.trim(), ...(extra ? { [extra.name]: extraValue.trim() } : {}) } }, { returnPromise: true });
      setValue('');
      setExtraValue('');
      setTouched(false);
      setServerError(null);
      void refetch();
    } catch (e) {
      setServerError(fieldMessage((e as Error).message, field.name));
    }
  };

  const onDelete = async (row: Record<string, unknown>) => {
    const key = String(row[field.name]);
    if (!(await confirm({ title: messages.actions.delete, details: confirmText(key), confirmLabel: messages.actions.delete, confirmColor: 'error' }))) return;
    try {
      await remove(resource, { id: row.id as string, previousData: row as never }, { returnPromise: true });
      notify(messages.deleted, { type: 'info' });
      void refetch();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby={`${resource}-title`} sx={{ mb: 4 }}>
      <Typography id={`${resource}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label={messages.loading} />
      ) : error ? (
        <Alert severity="error">{messages.failed.load}</Alert>
      ) : data?.length ? (
        <List dense aria-labelledby={`${resource}-title`}>
          {data.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={`${messages.actions.delete} ${row[field.name]}`} onClick={() => onDelete(row)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={String(row[field.name])} secondary={secondary?.(row)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" sx={{ my: 1 }}>
          {empty}
        </Typography>
      )}
      <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems="flex-start">
        <TextField
          id={inputId}
          size="small"
          label={field.label}
          placeholder={field.placeholder}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setServerError(null);
          }}
          onBlur={() => setTouched(true)}
          error={Boolean(shown)}
          helperText={shown ?? ' '}
          sx={{ minWidth: { sm: 280 }, width: { xs: '100%', sm: 'auto' } }}
        />
        {extra ? (
          <TextField size="small" label={extra.label} value={extraValue} onChange={(e) => setExtraValue(e.target.value)} helperText=" " sx={{ width: { xs: '100%', sm: 200 } }} />
        ) : null}
        <Button type="submit" variant="contained" disabled={saving}>
          {messages.actions.add}
        </Button>
      </Stack>
    </Box>
  );
}
