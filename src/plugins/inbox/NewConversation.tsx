// The composer of a new conversation (`?new=`): after the start gate, the numbers to write to (several
// make a group) and the first message. A failure shows the spec's "Unable to start conversation with
// this user." and closes the composer; leaving it with something written asks first (InboxPage).
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { PendingButton } from '@kernel/sdk';
import { isE164, normalizePhone } from '../../shared/validation';
import { newIdempotencyKey } from '../../adapters/idempotencyKey';
import { INBOX_RESOURCE } from './api';
import { AttachButton, AttachedFiles } from './AttachButton';
import { MESSAGE_MAX_LENGTH } from './constants';
import { messages as m } from './messages';
import type { InboxAction } from './rules/inboxUrl';
import { useAttachments } from './useAttachments';
import { useInboxOwnFailures } from './useInbox';
import { useInboxRefresh } from './useRoom';
import { useStartGate } from './useStartGate';

interface NewConversationProps {
  /** the number the link names, or 'true' */
  to: string;
  dispatch: (action: InboxAction) => void;
  /** asks before leaving with something written */
  onCancel: () => void;
  /** tells the page whether something is written (the leave confirmation) */
  onDirty: (dirty: boolean) => void;
}

export const recipientsOf = (to: string) => to.split(',').map((n) => normalizePhone(n)).filter(Boolean);

export function NewConversation({ to, dispatch, onCancel, onDirty }: NewConversationProps) {
  const gate = useStartGate();
  const dataProvider = useInboxOwnFailures();
  const notify = useNotify();
  const refresh = useInboxRefresh();
  const attachments = useAttachments();
  const [recipients, setRecipients] = useState(to === 'true' ? '' : to);
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const dirty = body.trim() !== '' || attachments.media.length > 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const onStart = async (event: FormEvent) => {
    event.preventDefault();
    const users = recipientsOf(recipients);
    if (users.length === 0) return dispatch({ type: 'group', users });
    if (!users.every(isE164)) return setInvalid(true);
    setPending(true);
    try {
      const media = attachments.media.map((x) => x.id);
      const text = body.trim();
      const send = (roomId: string, body: string) => dataProvider.sendMessage(INBOX_RESOURCE, { roomId, body, media, key: newIdempotencyKey() });
      let roomId: string;
      if (users.length === 1) {
        roomId = (await dataProvider.startConversation(INBOX_RESOURCE, { to: users[0]!, body: text, key })).data.roomId;
        if (media.length) await send(roomId, '');
      } else {
        roomId = (await dataProvider.groupRoom(INBOX_RESOURCE, { users })).data.roomId;
        await send(roomId, text);
      }
      onDirty(false);
      dispatch({ type: 'started', roomId });
      await refresh();
    } catch {
      notify(m.startFailed, { type: 'error' });
      onDirty(false);
      dispatch({ type: 'cancelCompose' });
    } finally {
      setPending(false);
    }
  };

  if (gate === 'checking') return <Skeleton variant="rectangular" height={200} />;
  return (
    <Card component="section" aria-label={m.compose.title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {m.compose.title}
        </Typography>
        <Box component="form" onSubmit={onStart}>
          <Stack spacing={2}>
            <TextField
              label={m.compose.to}
              value={recipients}
              onChange={(e) => (setRecipients(e.target.value), setInvalid(false))}
              error={invalid}
              helperText={invalid ? m.compose.toInvalid : m.compose.toHint}
              autoFocus
              fullWidth
            />
            <TextField
              label={m.compose.message}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
            />
            <AttachedFiles attachments={attachments} />
            <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="center">
              <AttachButton attachments={attachments} />
              <Button onClick={onCancel}>{m.compose.cancel}</Button>
              <PendingButton type="submit" variant="contained" pending={pending} disabled={!body.trim() || attachments.uploading}>
                {m.compose.start}
              </PendingButton>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
