// A person's reply in an open room: it goes out through the carrier and is the takeover (the agent
// pauses on this room for the org's delay). One Idempotency-Key per message written, kept until it is
// sent, so a retry never texts twice.
import { useState, type FormEvent } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import { newIdempotencyKey } from '../../adapters/idempotencyKey';
import { INBOX_RESOURCE } from './api';
import { AttachButton, AttachedFiles } from './AttachButton';
import { MESSAGE_MAX_LENGTH } from './constants';
import { messages as m } from './messages';
import { useAttachments } from './useAttachments';
import { useInboxProvider } from './useInbox';
import { useInboxRefresh } from './useRoom';

export function ReplyBox({ roomId }: { roomId: string }) {
  const dataProvider = useInboxProvider();
  const refresh = useInboxRefresh();
  const attachments = useAttachments();
  const [text, setText] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const send = useConfirmedAction(m.sendFailed);
  const ready = (text.trim() !== '' || attachments.media.length > 0) && !attachments.uploading;

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const media = attachments.media.map((x) => x.id);
    if (!(await send.run(() => dataProvider.sendMessage(INBOX_RESOURCE, { roomId, body: text.trim(), media, key })))) return;
    setText('');
    attachments.clear();
    setKey(newIdempotencyKey());
    await refresh();
  };

  return (
    <Box component="form" onSubmit={onSend} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <AttachButton attachments={attachments} />
        <TextField
          size="small"
          label={m.reply}
          value={text}
          onChange={(e) => setText(e.target.value)}
          fullWidth
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) void onSend(e);
          }}
        />
        <PendingButton type="submit" pending={send.pending} disabled={!ready}>
          {m.send}
        </PendingButton>
      </Stack>
      <AttachedFiles attachments={attachments} />
    </Box>
  );
}
