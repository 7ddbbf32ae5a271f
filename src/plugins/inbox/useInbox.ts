// The inbox's data provider with its extra methods typed, and its URL state (rules/inboxUrl.ts).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import type { InboxActions } from './api';
import { inboxReducer, readInboxParams, writeInboxParams, type InboxAction, type InboxState } from './rules/inboxUrl';

export const useInboxProvider = () => useDataProvider<DataProvider & InboxActions>();

/** The same methods for calls whose screen shows the failure itself (no development console log). */
export const useInboxOwnFailures = () => useOwnFailureProvider<InboxActions>();

/** The inbox's state read from the URL, and a dispatch that writes the next state back (one history entry). */
export function useInboxUrl(): [InboxState, (action: InboxAction) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInboxParams(params), [params]);
  const dispatch = useCallback(
    (action: InboxAction) => setParams((current) => writeInboxParams(current, inboxReducer(readInboxParams(current), action))),
    [setParams],
  );
  return [state, dispatch];
}
