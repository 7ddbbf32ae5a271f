// One page of a tab's rooms as a react-admin list context (for the kit's ListPagination), read with
// the data provider that leaves failures to the screen: react-admin's own list hooks log every failed
// load to the console in development, and the room list shows its failure itself.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListControllerResult } from 'react-admin';
import { INBOX_RESOURCE } from './api';
import { INBOX_PAGE_SIZE } from './constants';
import type { InboxTab } from './rules/inboxUrl';
import type { Room } from './types';
import { useInboxOwnFailures } from './useInbox';

export interface RoomFilter {
  tab: InboxTab;
  unread: boolean;
  archived: boolean;
}

export function useRoomPage({ tab, unread, archived }: RoomFilter): ListControllerResult<Room> {
  const dataProvider = useInboxOwnFailures();
  const [page, setPage] = useState(1);
  const filter = useMemo(() => ({ tab, ...(unread ? { unread: true } : {}), ...(archived ? { archived: true } : {}) }), [tab, unread, archived]);
  const query = useQuery({
    // under the resource's key: the page's live refresh and the room actions refetch it
    queryKey: [INBOX_RESOURCE, 'getList', { filter, page }],
    queryFn: () =>
      dataProvider.getList<Room>(INBOX_RESOURCE, { filter, pagination: { page, perPage: INBOX_PAGE_SIZE }, sort: { field: 'updatedAt', order: 'DESC' } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const result = query.data;
  return {
    resource: INBOX_RESOURCE,
    data: result?.data,
    total: result?.total,
    meta: result?.meta,
    error: query.error,
    isPending: query.isPending,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    page,
    perPage: INBOX_PAGE_SIZE,
    setPage,
    setPerPage: () => undefined,
    hasNextPage: result?.pageInfo?.hasNextPage ?? (result?.total ?? 0) > page * INBOX_PAGE_SIZE,
    hasPreviousPage: page > 1,
    filterValues: filter,
    displayedFilters: {},
    sort: { field: 'updatedAt', order: 'DESC' },
  } as unknown as ListControllerResult<Room>;
}
