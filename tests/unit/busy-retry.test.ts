// The console's answer to load shedding (src/adapters/busyRetry.ts): which calls are retried after
// a 503 with Retry-After, how long it waits, and that the retry is the same request.
import { describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY, isRetryable, retryDelayMs, withBusyRetry } from '../../src/adapters/busyRetry';
import { createHttpClient } from '../../src/adapters/http';

const busy = (retryAfter: string | null = '2') =>
  new Response(JSON.stringify({ success: false, message: 'Server busy, try again shortly' }), {
    status: 503,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });
const ok = () => new Response('{"success":true}', { status: 200 });

describe('isRetryable', () => {
  it.each([
    ['GET', undefined, true],
    [undefined, undefined, true],
    ['HEAD', undefined, true],
    ['POST', undefined, false],
    ['PUT', { 'Content-Type': 'application/json' }, false],
    ['POST', { 'Idempotency-Key': 'k1' }, true],
    ['DELETE', new Headers({ 'idempotency-key': 'k1' }), true],
    ['PATCH', [['IDEMPOTENCY-KEY', 'k1']] as [string, string][], true],
  ])('%s with %o: %s', (method, headers, expected) => {
    expect(isRetryable(method, headers)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each([
    ['2', 1, 2_000],
    ['0', 1, BUSY_RETRY.baseDelayMs],
    ['0', 3, BUSY_RETRY.baseDelayMs * 4],
    ['3600', 1, BUSY_RETRY.maxDelayMs],
    [new Date(now + 5_000).toUTCString(), 1, 5_000],
    [new Date(now - 5_000).toUTCString(), 1, BUSY_RETRY.baseDelayMs],
  ])('Retry-After %s, retry %i: waits %i ms', (header, retry, expected) => {
    expect(retryDelayMs(header, retry, BUSY_RETRY, now)).toBe(expected);
  });

  it('gives up past the last retry, without Retry-After, or with one it cannot read', () => {
    expect(retryDelayMs('1', BUSY_RETRY.maxRetries + 1)).toBeNull();
    expect(retryDelayMs(null, 1)).toBeNull();
    expect(retryDelayMs('soon', 1)).toBeNull();
  });
});

describe('withBusyRetry', () => {
  const policy = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 5_000 };

  it('retries a read as told, sending the same request, and says it is waiting meanwhile', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(busy('2')).mockResolvedValueOnce(busy('1')).mockResolvedValueOnce(ok());
    const sleep = vi.fn(async (_ms: number) => undefined);
    const waiting: number[] = [];
    const send = withBusyRetry(fetchImpl, { policy, sleep, onWaiting: (d) => waiting.push(d) });
    const response = await send('/api/v1/contacts', { method: 'GET' });
    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2_000, 1_000]);
    expect(waiting).toEqual([1, -1]);
  });

  it('retries a write only with an Idempotency-Key, keeping its headers and body', async () => {
    const init = { method: 'POST', headers: { 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' }, body: '{"a":1}' };
    const keyed = vi.fn<typeof fetch>().mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok());
    expect((await withBusyRetry(keyed, { policy, sleep: async () => undefined, onWaiting: () => undefined })('/x', init)).status).toBe(200);
    expect(keyed.mock.calls).toEqual([['/x', init], ['/x', init]]);

    const unkeyed = vi.fn<typeof fetch>().mockResolvedValue(busy());
    const response = await withBusyRetry(unkeyed, { policy, sleep: async () => undefined, onWaiting: () => undefined })('/x', { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    expect(unkeyed).toHaveBeenCalledTimes(1);
  });

  it('after the last retry, or for a 503 without Retry-After, hands back the 503', async () => {
    const always = vi.fn<typeof fetch>().mockImplementation(async () => busy('1'));
    const waiting: number[] = [];
    const response = await withBusyRetry(always, { policy, sleep: async () => undefined, onWaiting: (d) => waiting.push(d) })('/x');
    expect(response.status).toBe(503);
    expect(always).toHaveBeenCalledTimes(policy.maxRetries + 1);
    expect(waiting).toEqual([1, -1]);

    const plain = vi.fn<typeof fetch>().mockResolvedValue(busy(null));
    expect((await withBusyRetry(plain, { policy, sleep: async () => undefined })('/x')).status).toBe(503);
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the call is aborted', async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(busy('5'));
    const waiting: number[] = [];
    const pending = withBusyRetry(fetchImpl, { policy, onWaiting: (d) => waiting.push(d) })('/x', { signal: controller.signal });
    await vi.waitFor(() => expect(waiting).toEqual([1]));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(waiting).toEqual([1, -1]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('the console http client', () => {
  it('retries a shed GET and returns the answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValueOnce(busy('0')).mockResolvedValueOnce(ok());
    const http = createHttpClient('', () => ({ token: 't', targetAccountId: null, adminToken: null }), fetchImpl);
    await expect(http.request('/api/v1/account')).resolves.toEqual({ success: true });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
