// The domain profile of the host the console is served from (public lookup at boot). Failures are
// logged and give null (spec doc 2 section 8, domain calls).
import type { HttpClient } from '../adapters/http';
import { MESSAGES } from '../adapters/errors';
import type { DomainProfile } from '../shared/whiteLabel';

/** Pure: the profile of a lookup response, null when none; throws on malformed data. */
export function parseDomainLookup(response: unknown): DomainProfile | null {
  const r = response as { success?: boolean; domainProfile?: unknown } | null;
  if (!r || r.success !== true) throw new Error(MESSAGES.invalidDomainData);
  if (r.domainProfile === null || r.domainProfile === undefined) return null;
  const p = r.domainProfile as DomainProfile;
  if (typeof p !== 'object' || typeof p.id !== 'number') throw new Error(MESSAGES.invalidDomainData);
  return p;
}

export async function lookupDomainProfile(http: HttpClient, domain: string): Promise<DomainProfile | null> {
  try {
    const response = await http.request('/api/v1/domain/lookup', { method: 'POST', body: { domain }, anonymous: true });
    return parseDomainLookup(response);
  } catch (error) {
    console.error('[kernel] domain lookup failed', error);
    return null;
  }
}
