// Opening a link outside the console: inside the mobile app through the native browser (the bridge's
// open-URL message, spec 1 §1), elsewhere in a new tab. Only http(s) links are opened.
import { hasNativeBridge, postNativeMessage } from '../../adapters/nativeBridge';

/** An absolute http(s) URL for `href` (relative ones resolve against `base`), or null. */
export function httpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function openExternal(href: string): boolean {
  const url = httpUrl(href, window.location.origin);
  if (!url) return false;
  if (hasNativeBridge()) return postNativeMessage({ type: 'openUrl', url });
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
