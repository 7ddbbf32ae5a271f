// The knowledge-base plugin's reads beyond react-admin's list and record: a knowledge base's
// documents, polled every 2 s while a crawl runs (react-query stops when the screen unmounts, and
// while the tab is hidden), and the actions' cache refreshes. Through the data provider as every screen reads.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { useDataProvider, useRefresh, type DataProvider } from 'react-admin';
import type { KnowledgeBaseActions } from './api';
import { POLL_MS } from './limits';
import { shouldPoll, type KnowledgeBase } from './rules';

export const RESOURCE = 'knowledge-bases';

export const useKbProvider = () => useDataProvider<DataProvider & KnowledgeBaseActions>();

const documentsKey = (kbId: string) => [RESOURCE, 'documents', kbId];

/**
 * True once the user has confirmed deleting the knowledge base on screen: from then on nothing reads
 * the record or its documents again (a poll answering 404 on the way back to the list).
 */
export const LeavingContext = createContext(false);
export const useLeaving = () => useContext(LeavingContext);

export function useDocuments(kb: KnowledgeBase, page: number) {
  const dataProvider = useKbProvider();
  const leaving = useLeaving();
  return useQuery({
    enabled: !leaving,
    queryKey: [...documentsKey(String(kb.id)), page],
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getDocuments(RESOURCE, { kbId: String(kb.id), page, signal });
      return data;
    },
    // every 2 s while anything waits or crawls (the record polls itself: KnowledgeBaseShow)
    refetchInterval: (query) => (shouldPoll(kb, query.state.data?.data) ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** After an action on documents: the documents list and the record read again. */
export function useReloadDocuments(kbId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: documentsKey(kbId) });
    refresh();
  }, [queryClient, refresh, kbId]);
}
