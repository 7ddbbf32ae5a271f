// The page as a react-query read over the data provider, and the refresh every save ends with.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useKernel } from '@kernel/sdk';
import { PROFILE, useProfileApi, type ProfilePage } from './api';

const key = (accountId: number | undefined) => [PROFILE, 'page', accountId ?? null] as const;

export function usePage() {
  const api = useProfileApi();
  const { account } = useKernel();
  return useQuery({ queryKey: key(account?.id), queryFn: () => api.page(), retry: false });
}

/** Puts a saved page in the cache (the counts stay) and reads the page again. */
export function useSavedPage() {
  const client = useQueryClient();
  const { account } = useKernel();
  return useCallback(
    async (page?: ProfilePage) => {
      if (page) client.setQueryData(key(account?.id), (old: { page: ProfilePage } | undefined) => (old ? { ...old, page } : old));
      await client.invalidateQueries({ queryKey: key(account?.id) });
    },
    [client, account?.id],
  );
}
