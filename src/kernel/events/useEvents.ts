// The plugin SDK's live hooks over the view's one EventFeed (eventFeed.ts): `useEvents` calls a
// handler for events of some types; `useLiveRefresh` refetches a resource's react-admin queries when
// one arrives, so a list shows a change made elsewhere without a reload.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../adapters/http';
import { ticketedUrl } from '../../adapters/download';
import { TOKENS } from '../tokens';
import { useService } from '../useContributions';
import { EVENTS_STREAM_PATH } from '../../shared/events';
import { EventFeed, type LiveEvent, type LiveEventHandler } from './eventFeed';

// one feed per view's http client (its session and target): one EventSource per tab
const feeds = new WeakMap<HttpClient, EventFeed>();

export function feedFor(http: HttpClient): EventFeed {
  let feed = feeds.get(http);
  if (!feed) {
    // a one-use ticket per connection: the session token never goes in the stream's URL
    feed = new EventFeed((lastEventId) => ticketedUrl(http, EVENTS_STREAM_PATH, { lastEventId }));
    feeds.set(http, feed);
  }
  return feed;
}

/** Calls `handler` with each live event of `types` while the component is mounted. */
export function useEvents(types: readonly string[], handler: LiveEventHandler): void {
  const http = useService(TOKENS.HttpClient);
  const latest = useRef(handler);
  latest.current = handler;
  const key = types.join(',');
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !key) return undefined;
    return feedFor(http).subscribe(key.split(','), (event) => latest.current(event));
  }, [http, key]);
}

// a burst of events (an import, a campaign) refetches once
const REFRESH_DELAY_MS = 250;

/**
 * Refetches `resource`'s react-admin queries (lists, records) when an event of `types` arrives, and
 * when the stream opens without resuming (what happened between the screen's first read and the
 * stream's opening would otherwise be missed).
 */
export function useLiveRefresh(resource: string, types: readonly string[]): void {
  const queryClient = useQueryClient();
  const http = useService(TOKENS.HttpClient);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useRef(() => {});
  refresh.current = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: [resource] }), REFRESH_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return feedFor(http).onResync(() => refresh.current());
  }, [http]);
  useEvents(types, () => refresh.current());
}

export type { LiveEvent, LiveEventHandler };
