// The inbox's settings panel: the org's takeover delay, how long the agent stays quiet in a room after
// a person replied there (GET/POST /api/v1/inbox/settings, 1–1440 minutes, default 30).
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import { INBOX_RESOURCE } from './api';
import { TAKEOVER_MINUTES } from './constants';
import { messages } from './messages';
import { useInboxOwnFailures } from './useInbox';

const m = messages.settings;
const valid = (text: string) => /^\d{1,4}$/.test(text) && Number(text) >= TAKEOVER_MINUTES.min && Number(text) <= TAKEOVER_MINUTES.max;

export default function InboxSettingsPanel() {
  const dataProvider = useInboxOwnFailures();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = [INBOX_RESOURCE, 'settings'];
  const settings = useQuery({ queryKey: key, queryFn: async () => (await dataProvider.getSettings(INBOX_RESOURCE)).data, retry: false });
  const [minutes, setMinutes] = useState('');
  const save = useConfirmedAction(m.saveFailed);
  useEffect(() => {
    if (settings.data) setMinutes(String(settings.data.takeoverMinutes));
  }, [settings.data]);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid(minutes)) return;
    const saved = await save.run(async () => queryClient.setQueryData(key, (await dataProvider.saveSettings(INBOX_RESOURCE, { takeoverMinutes: Number(minutes) })).data));
    if (saved) notify(m.saved, { type: 'success' });
  };

  return (
    <Card component="section" aria-label={m.title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {m.title}
        </Typography>
        {settings.isPending && <Skeleton height={56} />}
        {settings.isError && <Alert severity="error">{m.loadFailed}</Alert>}
        {settings.data && (
          <Box component="form" onSubmit={onSave}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
              <TextField
                size="small"
                label={m.takeoverMinutes}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                error={minutes !== '' && !valid(minutes)}
                helperText={minutes !== '' && !valid(minutes) ? m.invalid : m.hint}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <PendingButton type="submit" variant="contained" pending={save.pending} disabled={!valid(minutes)}>
                {m.save}
              </PendingButton>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
