// The captured calls of the organization, newest first: when, from, to and the final reply (a
// failure in red); a row opens the capture's ladder. In demo mode a form places a Demo carrier call
// through the trunk (the dialled number's last three digits choose a failure).
import SettingsPhoneIcon from '@mui/icons-material/SettingsPhone';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { DataTable, Link as RaLink, List, TopToolbar, useCreatePath, useDataProvider, useListContext, useRedirect, type DataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListEmpty, ListError, ListPagination, isE164 } from '@kernel/sdk';
import type { SipActions } from './api';
import { messages } from './messages';
import type { Capture } from './rules';
import { formatDateTime } from '@kernel/sdk';

function DemoCall() {
  const { meta } = useListContext() as { meta?: { demoCalls?: boolean } };
  const provider = useDataProvider<DataProvider & SipActions>();
  const redirect = useRedirect();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!meta?.demoCalls) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isE164(to)) return setError('Expected E.164, e.g. +15551230486');
    try {
      const { data } = await provider.placeDemoCall('sipCaptures', { to: to.trim() });
      redirect('show', 'sipCaptures', data.id);
    } catch (e) {
      setError((e as Error).message.replace(/^to: /, ''));
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ p: 2, pb: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {messages.hints.demoCall}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
        <TextField
          size="small"
          label={messages.fields.to}
          value={to}
          onChange={(e) => (setTo(e.target.value), setError(null))}
          error={Boolean(error)}
          helperText={error ?? ' '}
          placeholder="+15551230486"
        />
        <Button type="submit" variant="contained">
          {messages.actions.placeCall}
        </Button>
      </Stack>
    </Box>
  );
}

/** The dialled number as a link: a row click is for the mouse, the link is what the keyboard reaches. */
function CaptureLink({ capture }: { capture: Capture }) {
  const createPath = useCreatePath();
  return (
    <RaLink to={createPath({ resource: 'sipCaptures', id: capture.id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {capture.to}
    </RaLink>
  );
}

const result = (c: Capture) => (
  <Chip size="small" color={c.finalStatus >= 300 ? 'error' : 'success'} label={c.finalStatus >= 300 ? `${c.finalStatus} ${c.finalReason}` : messages.answered} />
);

export default function CaptureList() {
  return (
    <List
      resource="sipCaptures"
      title={messages.titles.captures}
      perPage={25}
      sort={{ field: 'startedAt', order: 'DESC' }}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <Button component={Link} to="/sip" size="small">
            {messages.actions.trunk}
          </Button>
        </TopToolbar>
      }
      aside={undefined}
      empty={false}
      error={<ListError fallback={messages.failed.captures} />}
    >
      <Alert severity="info" sx={{ m: 2, mb: 0 }}>
        {messages.hints.captures}
      </Alert>
      <DemoCall />
      <DataTable<Capture> bulkActionButtons={false} rowClick="show" empty={<ListEmpty icon={<SettingsPhoneIcon />} title={messages.empty.captures} />}>
        <DataTable.Col source="startedAt" label={messages.columns.started} disableSort render={(c) => formatDateTime(c.startedAt)} />
        <DataTable.Col source="from" label={messages.columns.from} disableSort />
        <DataTable.Col source="to" label={messages.columns.to} disableSort render={(c) => <CaptureLink capture={c as Capture} />} />
        <DataTable.Col source="finalStatus" label={messages.columns.result} disableSort render={result} />
        <DataTable.Col source="messageCount" label={messages.columns.messages} disableSort />
      </DataTable>
    </List>
  );
}
