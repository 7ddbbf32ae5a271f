// The viewed account's domain profile, shared by the panel and the preview overlay through
// react-query's cache, and the one way to change it: optimistic, rolled back on failure.
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useKernel } from '@kernel/sdk';
import { domainProfileKey, useDomainProfileProvider, type DomainProfileData } from './api';
import { messages } from './messages';
import { withSetting } from './rules';

export type SettingValue = boolean | string | null;

export function useDomainProfile() {
  const { account, user, reloadView } = useKernel();
  const dataProvider = useDomainProfileProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const accountId = account?.id ?? user?.id;
  const queryKey = useMemo(() => domainProfileKey(accountId), [accountId]);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await dataProvider.getProfile('domainProfiles', { signal })).data,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const setKey = useCallback(
    (key: string, value: unknown) =>
      queryClient.setQueryData<DomainProfileData | null>(queryKey, (data) =>
        data ? { ...data, profile: { ...data.profile, settings: withSetting(data.profile.settings, key, value) } } : data,
      ),
    [queryClient, queryKey],
  );

  /** Saves one key at once; the form (and the preview) show the new value before the server answers. */
  const save = useCallback(
    async (key: string, value: SettingValue): Promise<boolean> => {
      // a load still on its way would overwrite the new value with the old one
      if (queryClient.isFetching({ queryKey }) > 0) await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<DomainProfileData | null>(queryKey)?.profile.settings[key];
      setKey(key, value);
      try {
        const { data: saved } = await dataProvider.saveSetting('domainProfiles', { key, value });
        // only this key: other saves may still be on their way
        setKey(key, saved[key] ?? null);
        notify(messages.notify.saved, { type: 'success' });
        // the user's own view reads these settings (its menus, its permissions)
        if (account && user && account.id === user.id) reloadView();
        return true;
      } catch (error) {
        setKey(key, before ?? null);
        const reason = error instanceof Error && error.message ? error.message : String(error);
        notify(messages.notify.saveFailed(reason), { type: 'error' });
        return false;
      }
    },
    [queryClient, queryKey, dataProvider, setKey, notify, account, user, reloadView],
  );

  return { query, save };
}
