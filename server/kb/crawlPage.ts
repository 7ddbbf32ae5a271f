// A page's title and text (issue 21 point 4): HTML is read by html-to-text, which only parses —
// scripts, styles, templates and embedded objects are dropped and nothing is ever run; text/plain
// is taken as it is. The title is the page's <title> (else its URL).
import { convert } from 'html-to-text';
import { chunkText, cleanText } from '../../src/shared/kb/chunk';
import { CrawlError } from './crawlAddress';
import { CRAWL_LIMITS, fetchLimited, type FetchLimits } from './crawlFetch';
import type { Resolver } from './crawlAddress';
import type { RobotsCache } from './crawlRobots';
import { CRAWL_ERRORS } from './messages';

export const PAGE_TYPES = ['text/html', 'text/plain'] as const;
const SKIPPED = ['script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed', 'img', 'video', 'audio', 'form', 'button', 'nav'];

export interface CrawledPage {
  url: string;
  title: string;
  bytes: number;
  chunks: string[];
}

export interface CrawlOptions {
  allowPrivate: boolean;
  robots: RobotsCache;
  limits?: Partial<FetchLimits>;
  resolve?: Resolver;
}

export async function crawlPage(url: string, options: CrawlOptions): Promise<CrawledPage> {
  const fetched = await fetchLimited(url, { ...options, accept: PAGE_TYPES, limits: { ...CRAWL_LIMITS, ...options.limits } });
  const raw = decode(fetched.body, fetched.contentType);
  const html = fetched.contentType.toLowerCase().startsWith('text/html');
  const title = (html ? htmlTitle(raw) : '') || fetched.url;
  const text = html ? htmlText(raw) : raw;
  const chunks = chunkText(text);
  if (chunks.length === 0) throw new CrawlError(CRAWL_ERRORS.empty);
  return { url: fetched.url, title: cleanText(title).replace(/\s+/g, ' ').trim().slice(0, 300), bytes: fetched.body.length, chunks };
}

/** The charset the server named (else UTF-8); a label TextDecoder does not know reads as UTF-8. */
function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export function htmlTitle(html: string): string {
  return convert(html, { wordwrap: false, baseElements: { selectors: ['title'], returnDomByDefault: false } }).trim();
}

export function htmlText(html: string): string {
  return convert(html, {
    wordwrap: false,
    baseElements: { selectors: ['body'] },
    selectors: [
      ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'h4', options: { uppercase: false } },
      { selector: 'h5', options: { uppercase: false } },
      { selector: 'h6', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      { selector: 'title', format: 'skip' },
    ],
  });
}
