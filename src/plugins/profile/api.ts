// The profile plugin's calls (spec doc 2 "Accounts": account/socialLinks, account/links, profile/dp,
// updateUsername; the email and phone number verification code calls; POST /api/v1/account for the
// full name) as provider methods of the `profile` resource (resource name first, each answering
// `{data}`), and the hook screens call them through.
import { useMemo } from 'react';
import type { DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import type { HttpClient } from '../../adapters/http';
import type { LinksConfig, SocialPosition } from '../../shared/profilePage';

export const PROFILE = 'profile';

export interface PageLink {
  id: string;
  title: string;
  url: string;
  enabled: boolean;
}

export interface SocialLink {
  network: string;
  url: string;
}

export interface ProfilePage {
  accountId: number;
  username: string;
  displayName: string;
  title: string | null;
  bio: string | null;
  avatarUrl: string | null;
  socialLinks: SocialLink[];
  socialLinksPosition: SocialPosition;
  links: PageLink[];
  linksConfig: LinksConfig;
}

export interface PageStats {
  days: number;
  visits: number;
  clicks: Record<string, number>;
}

export interface ProfileApi {
  page(): Promise<{ page: ProfilePage; stats: PageStats }>;
  savePageProfile(input: { title: string | null; bio: string | null }): Promise<ProfilePage>;
  saveLinks(input: { links: PageLink[]; linksConfig: Partial<LinksConfig> }): Promise<ProfilePage>;
  saveSocialLinks(input: { socialLinks: SocialLink[]; socialLinksPosition: SocialPosition }): Promise<ProfilePage>;
  updateUsername(targetUsername: string): Promise<string>;
  uploadAvatar(file: Blob, name: string): Promise<ProfilePage>;
  removeAvatar(): Promise<ProfilePage>;
  /** the signed-in user's own name (userId: theirs, whichever account is in view) */
  saveFullName(userId: number, name: string): Promise<void>;
  /** the email change's two steps (built with the sign-up calls), on the user's own account */
  requestEmailCode(userId: number, email: string): Promise<void>;
  validateEmailCode(userId: number, email: string, verificationCode: number): Promise<void>;
  /** the phone number change's two steps (server/areas/kernel/phoneVerify.ts), on the user's own account */
  requestPhoneCode(userId: number, phoneNumber: string): Promise<void>;
  validatePhoneCode(userId: number, phoneNumber: string, verificationCode: number): Promise<void>;
}

export function profileApi(http: HttpClient): ProfileApi {
  const pageOf = async (path: string, body: unknown) => (await http.request<{ page: ProfilePage }>(path, { method: 'POST', body })).page;
  return {
    page: () => http.request('/api/v1/profile/page'),
    savePageProfile: (input) => pageOf('/api/v1/profile/page', input),
    saveLinks: (input) => pageOf('/api/v1/account/links', input),
    saveSocialLinks: (input) => pageOf('/api/v1/account/socialLinks', input),
    updateUsername: async (targetUsername) => (await http.request<{ username: string }>('/api/v1/updateUsername', { method: 'POST', body: { targetUsername } })).username,
    uploadAvatar: async (file, name) => {
      const form = new FormData();
      form.append('file', file, name);
      return (await http.request<{ page: ProfilePage }>('/api/v1/profile/dp', { method: 'POST', body: form })).page;
    },
    removeAvatar: async () => (await http.request<{ page: ProfilePage }>('/api/v1/profile/dp', { method: 'DELETE' })).page,
    // the signed-in user's own account, whichever account is in view (the query's target replaces the view's)
    saveFullName: async (userId, name) => {
      await http.request('/api/v1/account', { method: 'POST', body: { name }, query: { targetAccountId: userId } });
    },
    requestEmailCode: async (userId, email) => {
      await http.request('/api/v1/email/requestVerificationCode', { method: 'POST', body: { email }, query: { targetAccountId: userId } });
    },
    validateEmailCode: async (userId, email, verificationCode) => {
      await http.request('/api/v1/email/validateVerificationCode', { method: 'POST', body: { email, verificationCode }, query: { targetAccountId: userId } });
    },
    requestPhoneCode: async (userId, phoneNumber) => {
      await http.request('/api/v1/phoneNumber/requestVerificationCode', { method: 'POST', body: { phoneNumber }, query: { targetAccountId: userId } });
    },
    validatePhoneCode: async (userId, phoneNumber, verificationCode) => {
      await http.request('/api/v1/phoneNumber/validateVerificationCode', { method: 'POST', body: { phoneNumber, verificationCode }, query: { targetAccountId: userId } });
    },
  };
}

type ProfileActions = {
  [K in keyof ProfileApi]: (resource: string, ...args: Parameters<ProfileApi[K]>) => Promise<{ data: Awaited<ReturnType<ProfileApi[K]>> }>;
};

const NAMES: (keyof ProfileApi)[] = ['page', 'savePageProfile', 'saveLinks', 'saveSocialLinks', 'updateUsername', 'uploadAvatar', 'removeAvatar', 'saveFullName', 'requestEmailCode', 'validateEmailCode', 'requestPhoneCode', 'validatePhoneCode'];

export function profileAdapter(http: HttpClient): Partial<DataProvider> & ProfileActions {
  const api = profileApi(http);
  const wrap = (name: keyof ProfileApi) => async (_resource: string, ...args: unknown[]) => ({ data: await (api[name] as (...a: unknown[]) => Promise<unknown>)(...args) });
  return Object.fromEntries(NAMES.map((name) => [name, wrap(name)])) as unknown as ProfileActions;
}

/** The profile's calls over the data provider; each screen shows its own failures. */
export function useProfileApi(): ProfileApi {
  const dataProvider = useOwnFailureProvider<ProfileActions>();
  return useMemo(() => {
    const call = (name: keyof ProfileApi) => async (...args: unknown[]) =>
      ((await (dataProvider[name] as (...a: unknown[]) => Promise<{ data: unknown }>)(PROFILE, ...args)).data);
    return Object.fromEntries(NAMES.map((name) => [name, call(name)])) as unknown as ProfileApi;
  }, [dataProvider]);
}
