// One room's messages, page by page: the newest first, older ones as the reader scrolls up. The query
// sits under the resource's key, so the page's live refresh (message.in, message.out,
// conversation.updated) refetches it with the room list.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { INBOX_RESOURCE } from './api';
import type { InboxTab } from './rules/inboxUrl';
import type { Message, RoomPage } from './types';
import { useInboxOwnFailures } from './useInbox';

export const roomKey = (roomId: string) => [INBOX_RESOURCE, 'room', roomId] as const;

export function useRoom(roomId: string, tab: InboxTab) {
  const dataProvider = useInboxOwnFailures();
  const query = useInfiniteQuery({
    queryKey: [...roomKey(roomId), tab],
    // no abort signal: react-admin logs an aborted provider call as an error in the console
    queryFn: async ({ pageParam }) => (await dataProvider.getRoom(INBOX_RESOURCE, { roomId, tab, before: pageParam })).data,
    initialPageParam: undefined as string | number | undefined,
    getNextPageParam: (last: RoomPage) => (last.hasMore && last.messages.length ? last.messages[0]!.id : undefined),
    retry: false,
  });
  const pages = query.data?.pages ?? [];
  // pages run newest to oldest, each oldest first: read them back to front; a message a refetch
  // moved across a page boundary shows once
  const seen = new Set<string | number>();
  const messages: Message[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) {
      if (!seen.has(message.id)) messages.push(message);
      seen.add(message.id);
    }
  }
  return { ...query, room: pages[0]?.room ?? null, messages };
}

/** Refetches everything the inbox shows (after an action of this tab; other tabs hear the event). */
export function useInboxRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [INBOX_RESOURCE] });
}
