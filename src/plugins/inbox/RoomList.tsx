// The room list of one tab, 20 a page (spec doc 2 §9), newest activity first, optionally unread only.
// Its paging lives in react-admin's list state, not the URL (the spec's `filter` parameter is the tab,
// which react-admin's own `filter` would clash with); the parent keys it by tab and filter, so either
// change starts again at page 1.
import { useEffect, useState } from 'react';
import { Alert, List, Skeleton } from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { ListBase, useListContext } from 'react-admin';
import { ListEmpty, ListPagination } from '@kernel/sdk';
import { INBOX_RESOURCE } from './api';
import { INBOX_PAGE_SIZE } from './constants';
import { messages as m } from './messages';
import { RoomRow } from './RoomRow';
import type { InboxTab } from './rules/inboxUrl';
import type { Room } from './types';

interface RoomListProps {
  tab: InboxTab;
  unread: boolean;
  active: string | null;
  onOpen: (roomId: string) => void;
}

export function RoomList({ tab, unread, active, onOpen }: RoomListProps) {
  return (
    <ListBase resource={INBOX_RESOURCE} perPage={INBOX_PAGE_SIZE} filter={{ tab, ...(unread ? { unread: true } : {}) }} disableSyncWithLocation>
      <Rooms active={active} onOpen={onOpen} />
    </ListBase>
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
  if (error) return <Alert severity="error">{m.listFailed}</Alert>;
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
