// The knowledge-base plugin's pure rules: the shapes of kb-contract, the add-URLs list (one URL a
// line, each checked), crawl progress and when to poll, a document's error in plain words, sizes,
// and highlight segments as the query panel draws them. Unit-tested (tests/unit/knowledge-base-rules).
import { MAX_URL_LENGTH, MAX_URLS, TITLE_MAX } from './limits';
import { messages } from './messages';

export interface KnowledgeBase {
  id: string;
  title: string;
  /** the document count */
  items: number;
  chunks: number;
  status: 'idle' | 'crawling';
  createdAt: string;
  updatedAt: string;
}

export type DocStatus = 'queued' | 'crawling' | 'ready' | 'failed';

export interface KbDocument {
  id: string;
  kbId: string;
  url: string;
  title: string | null;
  status: DocStatus;
  error: string | null;
  bytes: number | null;
  chunks: number | null;
  fetchedAt: string | null;
  updatedAt: string;
}

export interface Segment {
  text: string;
  match: boolean;
}

export interface Hit {
  chunkId: string;
  documentId: string;
  kbId: string;
  url: string;
  title: string | null;
  text: string;
  score: number;
  highlights: Segment[];
}

export interface QueryResult {
  query: string;
  processedQuery: string | null;
  results: Hit[];
}

export interface InvalidLine {
  /** 1-based line number in the text the person typed */
  line: number;
  text: string;
  reason: string;
}

export interface UrlList {
  /** valid URLs, trimmed, first occurrence kept */
  urls: string[];
  invalid: InvalidLine[];
  /** repeated valid URLs dropped */
  duplicates: number;
  /** more than MAX_URLS valid URLs */
  tooMany: boolean;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why one line is not a URL the server will crawl; undefined when it is one. */
export function urlProblem(text: string): string | undefined {
  const v = text.trim();
  if (v.length > MAX_URL_LENGTH) return messages.validation.tooLong;
  if (/\s/.test(v) || CONTROL.test(v) || LONE_SURROGATE.test(v)) return messages.validation.notUrl;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return messages.validation.notUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return messages.validation.notHttp;
  if (!url.hostname) return messages.validation.notUrl;
  if (url.username || url.password) return messages.validation.credentials;
  return undefined;
}

/** The add-URLs dialog's text: one URL a line (blank lines skipped), each checked, duplicates dropped. */
export function parseUrlList(text: string): UrlList {
  const urls: string[] = [];
  const seen = new Set<string>();
  const invalid: InvalidLine[] = [];
  let duplicates = 0;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const reason = urlProblem(line);
    if (reason) {
      invalid.push({ line: index + 1, text: line.length > 80 ? `${line.slice(0, 77)}…` : line, reason });
      return;
    }
    if (seen.has(line)) {
      duplicates += 1;
      return;
    }
    seen.add(line);
    urls.push(line);
  });
  return { urls, invalid, duplicates, tooMany: urls.length > MAX_URLS };
}

/** The list's first problem as the field shows it; undefined when it can be sent. */
export function urlListError(list: UrlList): string | undefined {
  if (list.invalid.length > 0) {
    const first = list.invalid[0];
    return messages.invalidLine(first.line, first.text, first.reason);
  }
  if (list.urls.length === 0) return messages.validation.noUrls;
  if (list.tooMany) return messages.validation.tooMany(list.urls.length);
  return undefined;
}

export function validateTitle(value: unknown): string | undefined {
  const title = typeof value === 'string' ? value.trim() : '';
  if (!title) return messages.validation.required;
  if (title.length > TITLE_MAX) return messages.validation.titleLong;
  if (CONTROL.test(title) || LONE_SURROGATE.test(title)) return messages.validation.titleControl;
  return undefined;
}

export function validateSitemapUrl(value: string): string | undefined {
  return value.trim() && !urlProblem(value) ? undefined : messages.validation.sitemapUrl;
}

export interface Progress {
  ready: number;
  failed: number;
  /** queued or crawling */
  pending: number;
  total: number;
  /** 0..100: documents done (ready or failed) out of all */
  percent: number;
  done: boolean;
}

export type StatusCounts = Partial<Record<DocStatus, number>>;

/**
 * Crawl progress from status counts. `total` is the documents' count on the server (the rows on
 * screen may be one page of them); documents not on screen count as pending until they are seen.
 */
export function crawlProgress(counts: StatusCounts, total?: number): Progress {
  const ready = counts.ready ?? 0;
  const failed = counts.failed ?? 0;
  const seen = ready + failed + (counts.queued ?? 0) + (counts.crawling ?? 0);
  const all = Math.max(total ?? seen, seen);
  const pending = all - ready - failed;
  const percent = all === 0 ? 100 : Math.floor(((ready + failed) * 100) / all);
  return { ready, failed, pending, total: all, percent, done: pending === 0 };
}

export function countStatuses(docs: readonly Pick<KbDocument, 'status'>[]): StatusCounts {
  const counts: StatusCounts = {};
  for (const d of docs) counts[d.status] = (counts[d.status] ?? 0) + 1;
  return counts;
}

/**
 * The progress of a documents answer: the server's counts over the whole knowledge base when it
 * gives them, else the documents of the page (all of them whenever they fit one page).
 */
export function progressOf(page: { data: readonly Pick<KbDocument, 'status'>[]; total: number; counts?: StatusCounts }): Progress {
  return page.counts ? crawlProgress(page.counts, page.total) : crawlProgress(countStatuses(page.data));
}

export const isPending = (status: string) => status === 'queued' || status === 'crawling';

/** Poll every 2 s while the knowledge base crawls or any document shown waits or crawls. */
export function shouldPoll(kb: Pick<KnowledgeBase, 'status'> | undefined, docs: readonly Pick<KbDocument, 'status'>[] | undefined): boolean {
  return kb?.status === 'crawling' || (docs ?? []).some((d) => isPending(d.status));
}

/** The server's reason a crawl failed, in words the owner acts on (the server's own text otherwise). */
export function documentErrorText(error: string | null | undefined): string {
  const e = (error ?? '').trim();
  const words = messages.docErrors;
  if (!e) return words.unknown;
  if (/robots/i.test(e)) return words.robots;
  if (/redirect/i.test(e)) return words.redirects;
  if (/private|loopback|local address|not allowed address|blocked address/i.test(e)) return words.private;
  if (/too large|too big|larger than|size limit|exceeds|oversized/i.test(e)) return words.tooLarge;
  if (/timed? ?out|timeout|too long/i.test(e)) return words.timeout;
  if (/ENOTFOUND|EAI_AGAIN|dns|resolve/i.test(e)) return words.dns;
  if (/ECONNREFUSED|ECONNRESET|unreachable|refused|network/i.test(e)) return words.refused;
  if (/content.?type|not html|unsupported type|media type/i.test(e)) return words.type;
  if (/no (readable )?text|empty/i.test(e)) return words.empty;
  if (/\b404\b|not found/i.test(e)) return words.notFound;
  const status = /\b([45]\d\d)\b/.exec(e);
  if (status) return words.http(status[1]);
  return e;
}

/** 1536 → "1.5 kB"; null → "—". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** Cuts a long selection into calls the server accepts (≤ 500 URLs each). */
export function batches<T>(items: readonly T[], size = MAX_URLS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The server's highlight segments, kept only when well-formed; a hit without them shows its text unmarked. */
export function segmentsOf(hit: Pick<Hit, 'highlights' | 'text'>): Segment[] {
  const segments = Array.isArray(hit.highlights)
    ? hit.highlights.filter((s): s is Segment => !!s && typeof s.text === 'string').map((s) => ({ text: s.text, match: s.match === true }))
    : [];
  return segments.length > 0 ? segments : [{ text: String(hit.text ?? ''), match: false }];
}

/** A link target the panel may open: http(s) only (a stored javascript: URL is shown, not linked). */
export const isLinkable = (url: string) => /^https?:\/\//i.test(url) && !urlProblem(url);
