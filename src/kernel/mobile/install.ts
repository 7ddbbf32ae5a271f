// /install (spec 1 §1, §2.1): the mobile app's store for the visitor's platform, told from the user
// agent, with the variant flag: which build of the app to install, the product's own brand or the
// white-label (generic) one. Pure.

export type Platform = 'ios' | 'android' | 'other';
export type AppVariant = 'brand' | 'generic';

/** The store pages; a deployment sets its own at build time (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL). */
export const STORE_URLS: Readonly<Record<Exclude<Platform, 'other'>, string>> = {
  ios: (import.meta.env?.VITE_APP_STORE_URL as string | undefined) || 'https://apps.apple.com/app/id0000000000',
  android: (import.meta.env?.VITE_PLAY_STORE_URL as string | undefined) || 'https://play.google.com/store/apps/details?id=app.switchboard.console',
};

/** The query parameter that carries the variant flag to the store (and through it to the app). */
export const VARIANT_PARAM = 'variant';

/**
 * iPhone, iPad and iPod say so; iPadOS 13+ says "Macintosh" but has a touch screen; Android says
 * so (Windows Phone also said "Android" once, and is no Android).
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/windows phone/i.test(userAgent)) return 'other';
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function variantFor(ownBrand: boolean): AppVariant {
  return ownBrand ? 'brand' : 'generic';
}

/** The store page of a platform with the variant flag added to its query. */
export function storeUrl(platform: Exclude<Platform, 'other'>, variant: AppVariant, urls = STORE_URLS): string {
  const url = new URL(urls[platform]);
  url.searchParams.set(VARIANT_PARAM, variant);
  return url.toString();
}

/** Where /install sends a visitor: the store of their platform, or null (a page with both). */
export function installRedirect(userAgent: string, maxTouchPoints: number, ownBrand: boolean, urls = STORE_URLS): string | null {
  const platform = platformOf(userAgent, maxTouchPoints);
  return platform === 'other' ? null : storeUrl(platform, variantFor(ownBrand), urls);
}
