// One room of the list: its people, its last message, and chips for what a person should know at a
// glance (unread, AI on or off, who handles it, closed, blocked). The whole row opens the room.
import { Chip, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { messages as m } from './messages';
import { handler } from './rules/takeover';
import type { Room } from './types';

export function RoomRow({ room, selected, onOpen, now }: { room: Room; selected: boolean; onOpen: () => void; now: number }) {
  const handledBy = handler(room, now);
  return (
    <ListItem disablePadding divider>
      <ListItemButton selected={selected} onClick={onOpen} aria-current={selected ? 'true' : undefined}>
        <ListItemText
          primary={
            <span style={{ fontWeight: room.unread ? 700 : 400 }}>{m.people(room.users)}</span>
          }
          secondary={
            <>
              <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {room.lastMessage?.body ?? m.noMessage}
              </span>
              <Stack direction="row" spacing={0.5} component="span" useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
                {room.unread && <Chip size="small" color="primary" label={m.unread} component="span" />}
                <Chip size="small" variant="outlined" label={room.aiAgentEnabled ? m.aiOn : m.aiOff} component="span" />
                {handledBy && <Chip size="small" color="warning" label={m.handledBy(handledBy.name)} component="span" />}
                {room.status === 'closed' && <Chip size="small" label={m.closed} component="span" />}
                {room.blocked && <Chip size="small" color="error" label={m.blocked} component="span" />}
              </Stack>
            </>
          }
          secondaryTypographyProps={{ component: 'span' }}
        />
      </ListItemButton>
    </ListItem>
  );
}
