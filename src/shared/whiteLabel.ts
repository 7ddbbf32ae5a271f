// White-label mode (spec 1): the product's own brand on the two special domain profiles, a generic
// logo and name everywhere else.
// The brand constants of spec doc 2 section 9.
/** Domain profile ids that mark the product's own brand. */
export const OWN_BRAND_DOMAIN_PROFILE_IDS: readonly number[] = [2286, 1217159];
export const BRAND_NAME = 'Switchboard';
export const GENERIC_PRODUCT_NAME = 'Agent Console';
export const BRAND_LOGO = '/logo.svg';
export const GENERIC_LOGO = '/logo-generic.svg';

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
  /** false: the domain profile refuses sign-up (allowSignup false), so the sign-in page offers none */
  signup?: boolean;
}

/** Whether visitors of this domain profile may sign up (the lookup folds the partner's refusal in). */
export const signupOpen = (profile: DomainProfile | null | undefined): boolean => profile?.settings?.allowSignup !== false;

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
