// What the app bar's bell reads (spec doc 2 "Activity and notifications"): the user's notifications
// and, when the inbox plugin is on, the priority activity; refetched when an event says either
// changed, in this tab or another. The kernel's own calls, over the view's http client.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '../../adapters/http';
import { useEvents } from '../events/useEvents';
import { useKernel } from '../KernelContext';
import { TOKENS } from '../tokens';
import { useService } from '../useContributions';
import { NO_ACCOUNT_ID, type ActivityItem } from '../../shared/activity';

export interface BellNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link?: string;
  createdAt: string;
  read: boolean;
}
export type BellActivity = ActivityItem;

/** Events after which the bell reads again. */
export const BELL_EVENTS = ['notification.created', 'notification.read', 'message.in', 'call.ended', 'conversation.updated'] as const;
const REFRESH_DELAY_MS = 250;

export function useBellData() {
  const http = useService(TOKENS.HttpClient);
  const { account, enabledPlugins } = useKernel();
  const inbox = enabledPlugins.includes('inbox');
  const key = ['kernel.bell', account?.id ?? null, inbox] as const;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key,
    retry: false,
    queryFn: async ({ signal }) => {
      // a view of no organization (a reseller's or partner's own) has no activity: the server would
      // answer 400 "no account id", which the browser logs as a failed resource; say it without asking
      if (account && account.accountType !== 'org' && account.organizationId === null) throw new Error(NO_ACCOUNT_ID);
      const [notes, activity] = await Promise.all([
        http.request<{ notifications: BellNotification[]; unread: number }>('/api/v1/notifications', { signal }),
        inbox ? http.request<{ activity: BellActivity[]; unread: number }>('/api/v1/activity', { signal, query: { simple: true } }) : null,
      ]);
      return {
        notifications: notes.notifications.filter((n) => !n.read),
        activity: activity?.activity ?? [],
        unread: notes.unread + (activity?.unread ?? 0),
      };
    },
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEvents(BELL_EVENTS, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: key }), REFRESH_DELAY_MS);
  });
  const clear = async (path: '/api/v1/notifications' | '/api/v1/activity', body: { clear: number } | { clearAll: true }) => {
    await http.request(path, { method: 'POST', body });
    await queryClient.invalidateQueries({ queryKey: key });
  };
  const clearAll = async () => {
    await Promise.all([clear('/api/v1/notifications', { clearAll: true }), inbox ? clear('/api/v1/activity', { clearAll: true }) : null]);
  };
  return { ...query, error: query.error as ApiError | null, clear, clearAll };
}
