// One HTTP attempt of a delivery: a POST that follows no redirect, is cut after `timeoutMs` however
// slowly the receiver trickles, reads at most EXCERPT_BYTES of the answer, and connects only to an
// address the guarded lookup allowed (addresses.ts). It never throws: a failure is an outcome.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { checkHost, guardedLookup, parseWebhookUrl, UrlRefused } from './addresses';
import { ATTEMPT_REDIRECT, ATTEMPT_STATUS, ATTEMPT_TIMEOUT } from './messages';

export const TIMEOUT_MS = 10_000;
export const EXCERPT_BYTES = 2048;

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  excerpt: string;
  error: string | null;
  latencyMs: number;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

export async function postOnce(urlText: string, headers: Record<string, string>, body: string, options: SendOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (o: Omit<AttemptOutcome, 'latencyMs'>): AttemptOutcome => ({ ...o, latencyMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = parseWebhookUrl(urlText);
    // a literal address is connected to without a lookup: checked here
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) await checkHost(host, options.allowPrivate);
  } catch (error) {
    return done({ ok: false, status: null, excerpt: '', error: (error as Error).message });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (o: Omit<AttemptOutcome, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(done(o));
    };
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(options.allowPrivate) as never,
      agent: false,
    });
    const timer = setTimeout(() => finish({ ok: false, status: null, excerpt: '', error: ATTEMPT_TIMEOUT(options.timeoutMs) }), options.timeoutMs);
    request.on('error', (error) =>
      finish({ ok: false, status: null, excerpt: '', error: error instanceof UrlRefused ? error.message : `Connection failed: ${(error as NodeJS.ErrnoException).code ?? error.message}` }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const end = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
        const ok = status >= 200 && status < 300;
        const error = ok ? null : status >= 300 && status < 400 ? ATTEMPT_REDIRECT(status) : ATTEMPT_STATUS(status);
        finish({ ok, status, excerpt, error });
      };
      response.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
        // the rest of a long answer is not read: the status is known
        if (size >= EXCERPT_BYTES) end();
      });
      response.on('end', end);
      response.on('error', end);
    });
    request.end(body);
  });
}
