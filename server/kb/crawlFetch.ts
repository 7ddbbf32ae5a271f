// One page fetched within limits (issue 21 point 4, bad input): at most `maxBytes` of body read
// (streamed, the connection cut past it, a compressed body counted once inflated), `timeoutMs` for
// everything (redirects and robots.txt included; a never-ending response is cut), at most
// `maxRedirects` redirects with loops detected, only the content types asked for, robots.txt obeyed,
// every hop's address checked (crawlAddress.ts). Nothing fetched is ever run: the text is returned.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { checkedAddresses, CrawlError, guardedLookup, type Resolver } from './crawlAddress';
import type { RobotsCache } from './crawlRobots';
import { CRAWL_ERRORS } from './messages';

export const USER_AGENT = 'SwitchboardBot';
const USER_AGENT_HEADER = `${USER_AGENT}/1.0 (knowledge-base crawler)`;

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const CRAWL_LIMITS: FetchLimits = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 };

export interface FetchOptions {
  allowPrivate: boolean;
  limits?: Partial<FetchLimits>;
  /** content types accepted (without parameters); null: any */
  accept: readonly string[] | null;
  robots?: RobotsCache;
  resolve?: Resolver;
  /** aborts with the caller's deadline (robots.txt shares its page's) */
  signal?: AbortSignal;
}

export interface Fetched {
  /** the URL finally read, after redirects */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export async function fetchLimited(start: string, options: FetchOptions): Promise<Fetched> {
  const limits = { ...CRAWL_LIMITS, ...options.limits };
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  const seen = new Set<string>();
  try {
    let url = parseHttpUrl(start);
    for (let hop = 0; ; hop++) {
      seen.add(url.href);
      if (options.robots && !(await options.robots.allows(url, { allowPrivate: options.allowPrivate, signal, resolve: options.resolve }))) {
        throw new CrawlError(CRAWL_ERRORS.robots);
      }
      await checkedAddresses(url.hostname, options.allowPrivate, options.resolve);
      const response = await open(url, options, signal);
      const location = response.headers.location;
      if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
        response.destroy();
        const next = parseHttpUrl(new URL(location, url).href);
        if (seen.has(next.href)) throw new CrawlError(CRAWL_ERRORS.redirectLoop);
        if (hop + 1 > limits.maxRedirects) throw new CrawlError(CRAWL_ERRORS.tooManyRedirects);
        url = next;
        continue;
      }
      if (response.statusCode! < 200 || response.statusCode! >= 300) {
        response.destroy();
        throw new CrawlError(CRAWL_ERRORS.status(response.statusCode!, response.statusMessage ?? ''));
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (options.accept && !options.accept.includes(contentType)) {
        response.destroy();
        throw new CrawlError(CRAWL_ERRORS.contentType(contentType));
      }
      const body = await readCapped(response, limits.maxBytes, signal);
      return { url: url.href, status: response.statusCode!, contentType: response.headers['content-type'] ?? '', body };
    }
  } catch (error) {
    if (deadline.signal.aborted) throw new CrawlError(CRAWL_ERRORS.timedOut(Math.round(limits.timeoutMs / 1000)));
    if (error instanceof CrawlError) throw error;
    if (options.signal?.aborted) throw error;
    throw new CrawlError(CRAWL_ERRORS.unreachable);
  } finally {
    clearTimeout(timer);
  }
}

export function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CrawlError(CRAWL_ERRORS.notHttp);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlError(CRAWL_ERRORS.notHttp);
  url.hash = '';
  return url;
}

function open(url: URL, options: FetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal,
      lookup: guardedLookup(options.allowPrivate, options.resolve) as never,
      headers: {
        'user-agent': USER_AGENT_HEADER,
        accept: options.accept ? `${options.accept.join(', ')};q=1, */*;q=0.1` : '*/*',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

/** The body, inflated, refused (CrawlError) as soon as it passes `maxBytes`. */
async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const encoding = (response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new CrawlError(CRAWL_ERRORS.tooLarge);
  }
  const inflate = encoding === 'gzip' || encoding === 'x-gzip' ? createGunzip() : encoding === 'deflate' ? createInflate() : encoding === 'br' ? createBrotliDecompress() : null;
  const stream: Readable = inflate ? response.pipe(inflate) : response;
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const part of stream) {
      if (signal.aborted) throw signal.reason;
      size += (part as Buffer).length;
      if (size > maxBytes) throw new CrawlError(CRAWL_ERRORS.tooLarge);
      parts.push(part as Buffer);
    }
  } finally {
    response.destroy();
    inflate?.destroy();
  }
  return Buffer.concat(parts);
}
