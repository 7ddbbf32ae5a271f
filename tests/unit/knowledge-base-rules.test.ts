// The knowledge-base plugin's pure rules: the add-URLs list (one a line, each checked, at most 500),
// the title, crawl progress and polling, a failure in plain words, sizes, highlight segments, and the
// adapter's catalogue messages (spec doc 2 §8).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/adapters/http';
import { kbFailure } from '../../src/plugins/knowledge-base/api';
import { MAX_URLS } from '../../src/plugins/knowledge-base/limits';
import { FAILED, messages } from '../../src/plugins/knowledge-base/messages';
import {
  batches,
  crawlProgress,
  documentErrorText,
  formatBytes,
  isLinkable,
  parseUrlList,
  progressOf,
  segmentsOf,
  shouldPoll,
  urlListError,
  urlProblem,
  validateSitemapUrl,
  validateTitle,
} from '../../src/plugins/knowledge-base/rules';

const v = messages.validation;

describe('one URL a line', () => {
  it.each([
    ['https://example.com/a', undefined],
    ['http://127.0.0.1:8080/docs?page=2#top', undefined],
    ['  https://example.com/trimmed  ', undefined],
    ['ftp://example.com/file', v.notHttp],
    ['javascript:alert(1)', v.notHttp],
    ['example.com/no-scheme', v.notUrl],
    ['https://exa mple.com/', v.notUrl],
    ['https://example.com/\u0000nul', v.notUrl],
    ['https://example.com/\ud800', v.notUrl],
    ['https://user:secret@example.com/', v.credentials],
    [`https://example.com/${'a'.repeat(2100)}`, v.tooLong],
  ])('%s → %s', (line, reason) => {
    expect(urlProblem(line)).toBe(reason);
  });

  it('skips blank lines, keeps the first of duplicates and numbers the bad lines as typed', () => {
    const list = parseUrlList('https://a.example/1\n\n  https://a.example/2\r\nnot a url\nhttps://a.example/1\nmailto:x@y.z\n');
    expect(list.urls).toEqual(['https://a.example/1', 'https://a.example/2']);
    expect(list.duplicates).toBe(1);
    expect(list.invalid.map((l) => [l.line, l.reason])).toEqual([
      [4, v.notUrl],
      [6, v.notHttp],
    ]);
    expect(urlListError(list)).toBe(messages.invalidLine(4, 'not a url', v.notUrl));
  });

  it('refuses an empty list and more than 500 URLs, and accepts exactly 500', () => {
    expect(urlListError(parseUrlList(' \n\n'))).toBe(v.noUrls);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://site.example/p${i}`).join('\n');
    expect(urlListError(parseUrlList(lines(MAX_URLS)))).toBeUndefined();
    const over = parseUrlList(lines(MAX_URLS + 1));
    expect(over.tooMany).toBe(true);
    expect(urlListError(over)).toBe(v.tooMany(MAX_URLS + 1));
  });

  it('shortens a very long bad line in the message', () => {
    const [bad] = parseUrlList(`nope ${'x'.repeat(200)}`).invalid;
    expect(bad.text.length).toBe(78);
  });
});

describe('title and sitemap address', () => {
  it.each([
    ['', v.required],
    ['   ', v.required],
    ['Help centre', undefined],
    ['x'.repeat(200), undefined],
    ['x'.repeat(201), v.titleLong],
    ['bad\u0007bell', v.titleControl],
    [undefined, v.required],
  ])('title %j → %s', (title, message) => {
    expect(validateTitle(title)).toBe(message);
  });

  it('a sitemap address is an http(s) URL', () => {
    expect(validateSitemapUrl('http://localhost:4000/sitemap.xml')).toBeUndefined();
    expect(validateSitemapUrl('')).toBe(v.sitemapUrl);
    expect(validateSitemapUrl('file:///etc/passwd')).toBe(v.sitemapUrl);
  });
});

describe('crawl progress and polling', () => {
  it('counts ready and failed as done; pending keeps the bar going', () => {
    expect(crawlProgress({ ready: 2, queued: 1, crawling: 1 })).toEqual({ ready: 2, failed: 0, pending: 2, total: 4, percent: 50, done: false });
    expect(crawlProgress({ ready: 3, failed: 1 })).toMatchObject({ pending: 0, total: 4, percent: 100, done: true });
    expect(crawlProgress({})).toMatchObject({ total: 0, percent: 100, done: true });
  });

  it("a server total above the counts leaves the unseen documents pending", () => {
    expect(crawlProgress({ ready: 1 }, 3)).toMatchObject({ ready: 1, pending: 2, total: 3, percent: 33, done: false });
  });

  it("uses the server's counts when it gives them, else the page's documents", () => {
    const page = { data: [{ status: 'ready' as const }, { status: 'queued' as const }], total: 250 };
    expect(progressOf(page)).toMatchObject({ ready: 1, total: 2, done: false });
    expect(progressOf({ ...page, counts: { ready: 240, failed: 10 } })).toMatchObject({ ready: 240, failed: 10, total: 250, done: true });
  });

  it('polls while the knowledge base crawls or any document waits or crawls, and only then', () => {
    expect(shouldPoll({ status: 'idle' }, [{ status: 'ready' }, { status: 'failed' }])).toBe(false);
    expect(shouldPoll({ status: 'idle' }, [{ status: 'ready' }, { status: 'queued' }])).toBe(true);
    expect(shouldPoll({ status: 'idle' }, [{ status: 'crawling' }])).toBe(true);
    expect(shouldPoll({ status: 'crawling' }, [])).toBe(true);
    expect(shouldPoll(undefined, undefined)).toBe(false);
  });
});

describe('a failed document in plain words', () => {
  const w = messages.docErrors;
  it.each([
    ['Disallowed by robots.txt', w.robots],
    ['HTTP 404 Not Found', w.notFound],
    ['HTTP 503', w.http('503')],
    ['timed out after 10000 ms', w.timeout],
    ['body exceeds the size limit of 2 MB', w.tooLarge],
    ['The page is larger than 2 MB', w.tooLarge],
    ['Timed out after 10 s', w.timeout],
    ['robots.txt disallows this page', w.robots],
    ['The host name could not be resolved', w.dns],
    ['too many redirects', w.redirects],
    ['private address refused: 10.0.0.1', w.private],
    ['getaddrinfo ENOTFOUND nowhere.invalid', w.dns],
    ['connect ECONNREFUSED 127.0.0.1:9', w.refused],
    ['unsupported content-type image/png', w.type],
    [null, w.unknown],
    ['something odd happened', 'something odd happened'],
  ])('%j → %s', (error, text) => {
    expect(documentErrorText(error)).toBe(text);
  });
});

describe('sizes, batches, links and highlight segments', () => {
  it.each([
    [null, '—'],
    [-1, '—'],
    [512, '512 B'],
    [1536, '1.5 kB'],
    [2_500_000, '2.5 MB'],
    [150_000, '150 kB'],
  ])('%j bytes → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('cuts 1,000 chosen URLs into calls of 500', () => {
    const urls = Array.from({ length: 1001 }, (_, i) => String(i));
    expect(batches(urls).map((b) => b.length)).toEqual([500, 500, 1]);
    expect(batches([])).toEqual([]);
  });

  it('links only http(s) pages', () => {
    expect(isLinkable('https://example.com/a')).toBe(true);
    expect(isLinkable('javascript:alert(1)')).toBe(false);
    expect(isLinkable('data:text/html,<b>x</b>')).toBe(false);
  });

  it('keeps well-formed segments and falls back to the unmarked text', () => {
    const highlights = [{ text: 'Opening ', match: false }, { text: 'hours', match: true }, { bad: 1 } as never];
    expect(segmentsOf({ text: 'Opening hours', highlights })).toEqual([
      { text: 'Opening ', match: false },
      { text: 'hours', match: true },
    ]);
    expect(segmentsOf({ text: '<script>x</script>', highlights: null as never })).toEqual([{ text: '<script>x</script>', match: false }]);
  });
});

describe("the adapter's failures (spec doc 2 §8)", () => {
  it('prefixes the status text with what failed, and keeps status and body', () => {
    const error = kbFailure('sitemap', new ApiError(502, 'Bad Gateway', { message: 'Bad Gateway' })) as ApiError;
    expect(error.message).toBe(`${FAILED.sitemap}: Bad Gateway`);
    expect(error.status).toBe(502);
    expect(error.body).toEqual({ message: 'Bad Gateway' });
    expect(kbFailure('query', new TypeError('Failed to fetch')).message).toBe(`${FAILED.query}: Failed to fetch`);
  });

  it('lets an aborted call stay an abort', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(kbFailure('addDocuments', abort)).toBe(abort);
  });
});
