// The open room's actions (spec 1 §4.2): close or unarchive, mark unread, the AI agent on or off,
// block or unblock its outside number (confirmed first), and a 1–5 rating. Each writes, then the
// inbox refetches; other tabs hear the conversation.updated event.
import { Box, Button, FormControlLabel, Rating, Stack, Switch, Typography } from '@mui/material';
import { useConfirm, useConfirmedAction } from '@kernel/sdk';
import { formatPhone } from '../../shared/phoneFormat';
import { INBOX_RESOURCE } from './api';
import { messages as m } from './messages';
import type { InboxTab } from './rules/inboxUrl';
import type { Room } from './types';
import { useInboxProvider } from './useInbox';
import { useInboxRefresh } from './useRoom';

export function RoomActions({ room, tab, onLeave }: { room: Room; tab: InboxTab; onLeave: () => void }) {
  const dataProvider = useInboxProvider();
  const refresh = useInboxRefresh();
  const confirm = useConfirm();
  const action = useConfirmedAction(m.actionFailed);
  const { roomId } = room;
  const run = (act: () => Promise<unknown>, after?: () => void) =>
    action.run(act).then(async (done) => {
      if (!done) return;
      after?.();
      await refresh();
    });

  const onBlock = async () => {
    const who = formatPhone(room.externalNumber);
    const ok = await confirm({ title: room.blocked ? m.unblock : m.block, details: room.blocked ? m.confirmUnblock(who) : m.confirmBlock(who), confirmLabel: room.blocked ? m.unblock : m.block });
    if (ok) await run(() => dataProvider.setBlocked(INBOX_RESOURCE, { target: room.externalNumber, blocked: !room.blocked }));
  };

  return (
    <Stack component="section" aria-label={m.actions} direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
      {room.status === 'closed' || room.archived ? (
        <Button size="small" disabled={action.pending} onClick={() => void run(() => dataProvider.unarchive(INBOX_RESOURCE, { roomId }))}>
          {m.unarchive}
        </Button>
      ) : (
        <Button size="small" disabled={action.pending} onClick={() => void run(() => dataProvider.close(INBOX_RESOURCE, { roomId }))}>
          {m.close}
        </Button>
      )}
      <Button size="small" disabled={action.pending} onClick={() => void run(() => dataProvider.markUnread(INBOX_RESOURCE, { roomId, tab }), onLeave)}>
        {m.markUnread}
      </Button>
      <Button size="small" color={room.blocked ? 'primary' : 'error'} disabled={action.pending} onClick={() => void onBlock()}>
        {room.blocked ? m.unblock : m.block}
      </Button>
      <FormControlLabel
        control={
          <Switch
            checked={room.aiAgentEnabled}
            disabled={action.pending}
            onChange={(e) => void run(() => dataProvider.setAiAgent(INBOX_RESOURCE, { roomId, aiAgentEnabled: e.target.checked }))}
          />
        }
        label={m.aiAgent}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span" id={`rating-${roomId}`}>
          {m.rating}
        </Typography>
        <Rating
          name={`rating-${roomId}`}
          value={room.rating}
          disabled={action.pending}
          onChange={(_e, rating) => rating && void run(() => dataProvider.rate(INBOX_RESOURCE, { roomId, rating }))}
        />
      </Box>
    </Stack>
  );
}
