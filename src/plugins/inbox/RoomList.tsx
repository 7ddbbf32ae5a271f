// The room list of one tab, 20 a page (spec doc 2 §9), newest activity first, optionally unread only
// or the closed (archived) rooms. Its page lives in the list's own state, not the URL (the spec's
// `filter` parameter is the tab); the parent keys it by tab and filters, so a change starts at page 1.
import { useEffect, useState } from 'react';
import { List, Skeleton } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { ListContextProvider, useListContext } from 'react-admin';
import { ListEmpty, ListError, ListPagination } from '@kernel/sdk';
import { messages as m } from './messages';
import { RoomRow } from './RoomRow';
import type { InboxTab } from './rules/inboxUrl';
import type { Room } from './types';
import { useRoomPage } from './useRoomPage';

interface RoomListProps {
  tab: InboxTab;
  unread: boolean;
  archived: boolean;
  active: string | null;
  onOpen: (roomId: string) => void;
}

export function RoomList({ tab, unread, archived, active, onOpen }: RoomListProps) {
  const list = useRoomPage({ tab, unread, archived });
  return (
    <ListContextProvider value={list}>
      <Rooms active={active} onOpen={onOpen} />
    </ListContextProvider>
  );
}

/** the clock the "Handled by" chips read, moved on each minute */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Rooms({ active, onOpen }: Pick<RoomListProps, 'active' | 'onOpen'>) {
  const { data, isPending, error } = useListContext<Room>();
  const now = useMinuteClock();
  if (isPending) return <Skeleton variant="rectangular" height={240} />;
  if (error) return <ListError fallback={m.listFailed} />;
  if (!data?.length) return <ListEmpty icon={<ForumIcon />} title={m.empty} hint={m.emptyHint} />;
  return (
    <>
      <List aria-label={m.rooms} disablePadding>
        {data.map((room) => (
          <RoomRow key={room.id} room={room} now={now} selected={room.id === active} onOpen={() => onOpen(room.roomId)} />
        ))}
      </List>
      <ListPagination rowsPerPageOptions={[]} />
    </>
  );
}
