// The URL helpers of spec 1 §5: a URL shown without its http(s) prefix and trailing slashes, or
// normalised to its single host. Pure.

/** "https://Example.com/a/" → "Example.com/a"; other text is only trimmed of trailing slashes. */
export function stripUrl(url: string): string {
  return url.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** The lower-case host (with a port other than the default) of a URL given with or without http(s), or null. */
export function hostOf(url: string): string | null {
  const text = url.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const parsed = new URL(withScheme);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.host || null;
  } catch {
    return null;
  }
}
