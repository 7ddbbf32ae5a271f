// White-label mode (spec 1): the product's own brand on the two special domain profiles, a generic
// logo and name everywhere else.
import {
  BRAND_LOGO,
  BRAND_NAME,
  GENERIC_LOGO,
  GENERIC_PRODUCT_NAME,
  OWN_BRAND_DOMAIN_PROFILE_IDS,
} from './constants';

export interface DomainProfile {
  id: number;
  name?: string;
  details?: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

export interface Brand {
  ownBrand: boolean;
  name: string;
  logo: string;
  /** own brand only: where the help button goes; null → the get-support form */
  supportUrl: string | null;
}

export function isOwnBrand(domainProfileId: number | null | undefined): boolean {
  return domainProfileId != null && OWN_BRAND_DOMAIN_PROFILE_IDS.includes(Number(domainProfileId));
}

export function brandFor(profile: DomainProfile | null | undefined): Brand {
  if (!profile || !isOwnBrand(profile.id)) {
    return { ownBrand: false, name: GENERIC_PRODUCT_NAME, logo: GENERIC_LOGO, supportUrl: null };
  }
  const url = profile.settings?.supportUrl;
  return {
    ownBrand: true,
    name: BRAND_NAME,
    logo: BRAND_LOGO,
    supportUrl: typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null,
  };
}

export type HelpAction = { kind: 'overlay'; name: string; value: string } | { kind: 'url'; url: string };

/** Pure: what the help button does for a brand. */
export function helpAction(brand: Brand): HelpAction {
  if (!brand.ownBrand) return { kind: 'overlay', name: 'help', value: 'true' };
  if (brand.supportUrl) return { kind: 'url', url: brand.supportUrl };
  return { kind: 'overlay', name: 'form', value: 'support' };
}
