// ?chat=<roomId> (spec 1 §2.3): one room over any page, as the inbox shows it, live; ?chat=true lists
// the Priority rooms to pick one from.
import { DialogContent } from '@mui/material';
import { OverlayDialog, useLiveRefresh, useOpenOverlay, type OverlayProps } from '@kernel/sdk';
import { INBOX_RESOURCE } from '../api';
import { LIVE_TYPES } from '../constants';
import { messages as m } from '../messages';
import { RoomList } from '../RoomList';
import { RoomView } from '../RoomView';

const ROOM_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default function ChatOverlay({ value, close }: OverlayProps) {
  useLiveRefresh(INBOX_RESOURCE, LIVE_TYPES);
  const open = useOpenOverlay();
  const roomId = value !== 'true' && ROOM_ID.test(value) ? value : null;
  return (
    <OverlayDialog title={m.title} onClose={() => close()} maxWidth="md">
      <DialogContent>
        {roomId ? (
          <RoomView roomId={roomId} tab="priority" highlightId={null} onClose={() => open('chat')} />
        ) : (
          <RoomList tab="priority" unread={false} archived={false} active={null} onOpen={(id) => open('chat', id)} />
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
