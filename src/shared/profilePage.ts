// Public link pages (issue 24 items 1–2): the slug rules (a page's address is its account's username,
// changed with POST /api/v1/updateUsername), the spec's URL helpers (doc 1 §5: "strip http(s) prefixes
// and trailing slashes, or normalise to a single {host}") and what a link may be: http(s) only, so a
// visitor's browser is never handed a javascript:, data: or other scheme from a page's owner. Pure, so
// the console's forms and the server refuse the same input with the same words.

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;
export const URL_MAX_LENGTH = 2048;
export const LINK_TITLE_MAX_LENGTH = 100;
export const MAX_LINKS = 50;
export const MAX_SOCIAL_LINKS = 12;
export const PAGE_TITLE_MAX_LENGTH = 100;
export const PAGE_BIO_MAX_LENGTH = 500;

/**
 * First path segments the server answers itself, or may one day: a page there would be shadowed or
 * would shadow a route. The console's own pages (/app, /docs, /install...) come first.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'app', 'api', 'docs', 'dev', 'internal', 'mobile', 'install', 'inbox', 'assets', 'carrier', 'static', 'public',
  'p', 'pay', 'admin', 'login', 'logout', 'signin', 'signup', 'register', 'settings', 'help', 'support', 'about',
  'terms', 'privacy', 'www', 'mail', 'status', 'health', 'metrics', 'robots', 'favicon', 'profile', 'profiles',
  'switchboard', 'null', 'undefined',
];

export const SLUG_ERRORS = {
  required: 'Enter a name for your page address',
  length: `Use ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} characters`,
  characters: 'Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
  reserved: 'This address is reserved: choose another',
  taken: 'This address is already taken: choose another',
  same: 'This is already your address',
} as const;

export type SlugCheck = { ok: true; slug: string } | { ok: false; message: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug in its stored form (trimmed, lower-case), or why it cannot be one. */
export function checkSlug(input: string): SlugCheck {
  const slug = input.trim().toLowerCase();
  if (!slug) return { ok: false, message: SLUG_ERRORS.required };
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return { ok: false, message: SLUG_ERRORS.length };
  if (!SLUG.test(slug)) return { ok: false, message: SLUG_ERRORS.characters };
  if (RESERVED_SLUGS.includes(slug)) return { ok: false, message: SLUG_ERRORS.reserved };
  return { ok: true, slug };
}

/** What a first path segment must look like to be looked up as a page at all (old usernames included). */
export const PAGE_PATH_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const URL_ERRORS = {
  required: 'Enter a link',
  scheme: 'Only http and https links are accepted',
  invalid: 'Enter a web address, like https://example.com',
  length: `A link is at most ${URL_MAX_LENGTH} characters`,
} as const;

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * A link as a page may show it: http(s) only, with a host; a bare "example.com/x" is read as https.
 * Returned as the WHATWG parser writes it (so what is stored is what a browser will follow).
 */
export function checkHttpUrl(input: string): UrlCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: URL_ERRORS.required };
  if (text.length > URL_MAX_LENGTH) return { ok: false, message: URL_ERRORS.length };
  // "example.com:8080/x" and "localhost:3000" read as a scheme and a path: a dot in the "scheme" or
  // digits after the colon say it is a host and a port
  const parts = /^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/s.exec(text);
  const scheme = parts?.[1]?.toLowerCase();
  const hasScheme = !!parts && !scheme!.includes('.') && !/^\d+(\/|$)/.test(parts[2]!);
  if (hasScheme && scheme !== 'http' && scheme !== 'https') return { ok: false, message: URL_ERRORS.scheme };
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text.replace(/^\/+/, '')}`);
  } catch {
    return { ok: false, message: URL_ERRORS.invalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: URL_ERRORS.scheme };
  if (!url.hostname || /\s/.test(text) || url.username || url.password) return { ok: false, message: URL_ERRORS.invalid };
  const href = url.href;
  if (href.length > URL_MAX_LENGTH) return { ok: false, message: URL_ERRORS.length };
  return { ok: true, url: href };
}

/** Whether a stored value may be rendered as a link (defence in depth: checked again when shown). */
export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Spec §5's URL helper: the link without its http(s):// prefix and trailing slashes ("example.com/shop"). */
export function stripUrl(url: string): string {
  return url.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** Spec §5's other URL helper: a link normalised to its single host, lower-case, without "www." ("example.com"). */
export function hostOf(url: string): string {
  const bare = stripUrl(url);
  const host = bare.split(/[/?#]/)[0]!.replace(/^[^@]*@/, '').replace(/:\d+$/, '').toLowerCase();
  return host.replace(/^www\./, '');
}

/** The public address of a page: `<origin>/<slug>`. */
export function pageUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

export const SOCIAL_NETWORKS = ['website', 'instagram', 'facebook', 'x', 'linkedin', 'youtube', 'tiktok', 'github'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_POSITIONS = ['top', 'bottom'] as const;
export type SocialPosition = (typeof SOCIAL_POSITIONS)[number];

/** Links config (spec §3 linksConfig): how the page lays out its links and which front-door buttons it shows. */
export interface LinksConfig {
  layout: 'list' | 'grid';
  showTalk: boolean;
  showText: boolean;
  showBook: boolean;
  showPay: boolean;
}

export const DEFAULT_LINKS_CONFIG: LinksConfig = { layout: 'list', showTalk: true, showText: true, showBook: true, showPay: true };
