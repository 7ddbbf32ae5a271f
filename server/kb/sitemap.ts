// Sitemap import (POST /api/v2/kb/sitemap): the sitemap is fetched with the crawler's limits and read
// by a small tolerant parser of <urlset> and <sitemapindex> — no DTD, no entities beyond XML's five
// and character references, so nothing in the file can expand or reach out. A sitemap index is
// followed one level; at most 1,000 page URLs, http(s) only, without repeats.
import { CrawlError } from './crawlAddress';
import { fetchLimited } from './crawlFetch';
import { RobotsCache } from './crawlRobots';
import type { Resolver } from './crawlAddress';
import { SITEMAP_ERRORS } from './messages';

export const MAX_SITEMAP_URLS = 1000;
const MAX_NESTED = 50;
const XML_TYPES = ['application/xml', 'text/xml', 'text/plain', 'application/rss+xml', 'application/atom+xml'];

export interface ParsedSitemap {
  kind: 'urlset' | 'sitemapindex';
  locs: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(text.trim());
  if (cdata) return cdata[1]!.trim();
  return text
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|\w+);/gi, (_whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref] ?? '';
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    })
    .trim();
}

/** The <loc> of each <url> or <sitemap>; null when the text is neither kind of sitemap. */
export function parseSitemap(xml: string): ParsedSitemap | null {
  const body = xml.replace(/<!--[\s\S]*?-->/g, '').replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '');
  const root = /<\s*(?:[\w-]+:)?(urlset|sitemapindex)\b/i.exec(body);
  if (!root) return null;
  const kind = root[1]!.toLowerCase() as ParsedSitemap['kind'];
  const entry = kind === 'urlset' ? 'url' : 'sitemap';
  const locs: string[] = [];
  const entries = new RegExp(`<\\s*(?:[\\w-]+:)?${entry}\\b[^>]*>([\\s\\S]*?)<\\s*/\\s*(?:[\\w-]+:)?${entry}\\s*>`, 'gi');
  for (const match of body.matchAll(entries)) {
    const loc = /<\s*(?:[\w-]+:)?loc\b[^>]*>([\s\S]*?)<\s*\/\s*(?:[\w-]+:)?loc\s*>/i.exec(match[1]!);
    if (loc) locs.push(unescapeXml(loc[1]!));
  }
  return { kind, locs };
}

const httpOnly = (text: string): string | null => {
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || text.length > 2048) return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
};

export interface SitemapOptions {
  allowPrivate: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
}

/** The page URLs of the sitemap at `url` (CrawlError when it cannot be read or is not a sitemap). */
export async function sitemapUrls(url: string, options: SitemapOptions): Promise<string[]> {
  const robots = new RobotsCache();
  const read = async (at: string) => {
    const fetched = await fetchLimited(at, { allowPrivate: options.allowPrivate, accept: XML_TYPES, robots, resolve: options.resolve, limits: options.timeoutMs ? { timeoutMs: options.timeoutMs } : {} });
    return parseSitemap(fetched.body.toString('utf8'));
  };
  const top = await read(url);
  if (!top) throw new CrawlError(SITEMAP_ERRORS.notSitemap);
  const found = new Set<string>();
  const add = (locs: string[]) => {
    for (const loc of locs) {
      const page = httpOnly(loc);
      if (page && found.size < MAX_SITEMAP_URLS) found.add(page);
    }
  };
  if (top.kind === 'urlset') add(top.locs);
  else {
    for (const nested of top.locs.map(httpOnly).filter((u): u is string => !!u).slice(0, MAX_NESTED)) {
      if (found.size >= MAX_SITEMAP_URLS) break;
      try {
        const inner = await read(nested);
        // one level only: an index inside an index is not followed
        if (inner?.kind === 'urlset') add(inner.locs);
      } catch {
        // a nested sitemap that cannot be read is skipped; the others still count
      }
    }
  }
  return [...found];
}
