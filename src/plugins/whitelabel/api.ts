// The white-label endpoints (docs/api-contract.md, "White-label domain profile") as the
// domainProfiles resource's provider methods, which screens call through useDataProvider. The target
// account (the viewed partner or reseller) is added by the kernel's http client.
import type { DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import { ApiError, type HttpClient } from '../../adapters/http';
import type { Settings } from './rules';

export const DOMAIN_PROFILE_PATH = '/api/v2/domainProfile';
export const DOMAIN_PROFILE_SETTING_PATH = '/api/v2/domainProfile/setting';

export interface DomainProfile {
  id: number;
  name: string;
  domain: string | null;
  details: Record<string, unknown>;
  settings: Settings;
}

export interface DomainProfileData {
  profile: DomainProfile;
  /** the partner's profile settings when the owner is a reseller ({} for a partner) */
  inherited: Settings;
}

interface ProfileResponse {
  domainProfile: DomainProfile;
  inherited?: Settings | null;
}

/** The viewed account's profile, or null when it owns none (404). */
export async function loadDomainProfile(http: HttpClient, signal?: AbortSignal): Promise<DomainProfileData | null> {
  try {
    const response = await http.request<ProfileResponse>(DOMAIN_PROFILE_PATH, { signal });
    const profile = response.domainProfile;
    return { profile: { ...profile, settings: profile.settings ?? {} }, inherited: response.inherited ?? {} };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Sets one key of the profile (null unsets it); the profile's settings as saved. */
export async function saveDomainProfileSetting(http: HttpClient, key: string, value: boolean | string | null): Promise<Settings> {
  const response = await http.request<{ settings: Settings }>(DOMAIN_PROFILE_SETTING_PATH, {
    method: 'POST',
    body: { key, value },
  });
  return response.settings ?? {};
}

export interface DomainProfileActions {
  /** the viewed account's profile, or null when it owns none */
  getProfile(resource: string, params?: { signal?: AbortSignal }): Promise<{ data: DomainProfileData | null }>;
  /** sets one key (null unsets it); the profile's settings as saved */
  saveSetting(resource: string, params: { key: string; value: boolean | string | null }): Promise<{ data: Settings }>;
}

export function domainProfilesAdapter(http: HttpClient): Partial<DataProvider> & DomainProfileActions {
  return {
    getProfile: async (_resource, params) => ({ data: await loadDomainProfile(http, params?.signal) }),
    saveSetting: async (_resource, { key, value }) => ({ data: await saveDomainProfileSetting(http, key, value) }),
  };
}

/** the panel rolls a failed save back and says why itself */
export const useDomainProfileProvider = () => useOwnFailureProvider<DomainProfileActions>();

/** The react-query key of a viewed account's profile: the panel and the preview overlay share it. */
export function domainProfileKey(accountId: number | null | undefined): readonly unknown[] {
  return ['whitelabel', 'domainProfile', accountId ?? null];
}
