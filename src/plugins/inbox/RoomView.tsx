// The open room: its people and numbers, who handles it (a person until the agent resumes, with
// Resume now), its messages and the reply box, and its actions. A room this account cannot read
// (another tenant's, or gone) shows the spec's "Failed to fetch convo".
import { Alert, Box, Button, Card, CardContent, Chip, Divider, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useConfirmedAction, useKernel } from '@kernel/sdk';
import { formatPhone } from '../../shared/phoneFormat';
import { INBOX_RESOURCE } from './api';
import { MessageList } from './MessageList';
import { messages as m } from './messages';
import { ReplyBox } from './ReplyBox';
import { RoomActions } from './RoomActions';
import { useMinuteClock } from './RoomList';
import type { InboxTab } from './rules/inboxUrl';
import { handler } from './rules/takeover';
import type { Message } from './types';
import { useInboxProvider } from './useInbox';
import { useInboxRefresh, useRoom } from './useRoom';
import { formatDateWith } from '@kernel/sdk';

interface RoomViewProps {
  roomId: string;
  tab: InboxTab;
  highlightId: string | null;
  onClose: () => void;
}

const clock = (iso: string) => formatDateWith(iso, { hour: '2-digit', minute: '2-digit' });

export function RoomView({ roomId, tab, highlightId, onClose }: RoomViewProps) {
  const { user } = useKernel();
  const dataProvider = useInboxProvider();
  const refresh = useInboxRefresh();
  const now = useMinuteClock();
  const room = useRoom(roomId, tab);
  const resume = useConfirmedAction(m.actionFailed);
  const react = useConfirmedAction(m.actionFailed);

  const back = (
    <IconButton aria-label={m.back} onClick={onClose} sx={{ display: { md: 'none' } }}>
      <ArrowBackIcon />
    </IconButton>
  );
  if (room.isPending) return <Skeleton variant="rectangular" height={320} />;
  if (room.isError || !room.room) {
    return (
      <Stack direction="row" alignItems="center" spacing={1}>
        {back}
        <Alert severity="error" sx={{ flex: 1 }}>
          {m.fetchConvoFailed}
        </Alert>
      </Stack>
    );
  }
  const current = room.room;
  const title = m.people(current.users);
  const handledBy = handler(current, now);
  const refreshIf = (done: boolean) => {
    if (done) void refresh();
  };
  const onReact = (message: Message, emoji: string, remove: boolean) =>
    void react.run(() => dataProvider.react(INBOX_RESOURCE, { roomId, messageId: message.id, emoji, remove })).then(refreshIf);

  return (
    <Card component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" alignItems="center" spacing={1}>
          {back}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {`${formatPhone(current.externalNumber)} → ${formatPhone(current.agentNumber)}`}
            </Typography>
          </Box>
          <Chip size="small" variant="outlined" label={current.aiAgentEnabled ? m.aiOn : m.aiOff} />
          {current.blocked && <Chip size="small" color="error" label={m.blocked} />}
        </Stack>
        {handledBy && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" disabled={resume.pending} onClick={() => void resume.run(() => dataProvider.resume(INBOX_RESOURCE, { roomId })).then(refreshIf)}>
                {m.resumeNow}
              </Button>
            }
          >
            {handledBy.userId === user?.id ? m.handledByYou(clock(handledBy.until)) : m.handledByOther(handledBy.name, clock(handledBy.until))}
          </Alert>
        )}
        <MessageList
          messages={room.messages}
          hasOlder={room.hasNextPage}
          loadingOlder={room.isFetchingNextPage}
          loadOlder={() => void room.fetchNextPage()}
          highlightId={highlightId}
          userId={user?.id ?? null}
          onReact={onReact}
        />
        <ReplyBox roomId={roomId} />
        <Divider />
        <RoomActions room={current} tab={tab} onLeave={onClose} />
      </CardContent>
    </Card>
  );
}
