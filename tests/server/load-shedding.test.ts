// Load shedding (issue 17 point 2): past the bound of API requests in flight, or with the event
// loop saturated, an API call is answered 503 with Retry-After at once; pages, docs and the event
// stream are never refused.
import { describe, expect, it } from 'vitest';
import { SERVER_BUSY } from '../../server/kit/busy';
import { shedOptionsFrom, type ShedOptions } from '../../server/kit/loadShedding';
import { startTestServer } from '../../server/testing';
import { serverWith } from './helpers';
import { openUnfinishedRequest } from './rawHttp';

const SHED: ShedOptions = { maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxInFlight: 2, retryAfterS: 3 };
const { server } = await serverWith([], { shed: SHED });
const lookup = () =>
  fetch(`${server.url}/api/v1/domain/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domain":"localhost"}' });

describe('requests in flight', () => {
  it('past the bound, an API call gets 503 with Retry-After in the contract shape; exempt paths are served', async () => {
    const held = await Promise.all([1, 2].map(() => openUnfinishedRequest(server.url, '/api/v1/domain/lookup')));
    try {
      // the held requests reached the server's hooks
      await new Promise((resolve) => setTimeout(resolve, 200));
      const refused = await lookup();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('3');
      expect(await refused.json()).toEqual({ success: false, message: SERVER_BUSY });

      expect((await fetch(`${server.url}/docs/openapi.json`)).status).toBe(200);
      // the event stream is exempt (404 until its route exists, never 503)
      expect((await fetch(`${server.url}/api/v2/events/stream`)).status).not.toBe(503);
    } finally {
      for (const connection of held) connection.socket.destroy();
      await Promise.all(held.map((c) => c.closed));
    }
    // a request that ends frees its slot
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await lookup()).status).toBe(200);
  });
});

describe('event-loop delay', () => {
  it('a blocked event loop answers API calls 503 until it recovers', async () => {
    const busyServer = await startTestServer({ shed: { ...SHED, maxInFlight: 0, maxEventLoopDelayMs: 100, sampleIntervalMs: 100 } });
    const call = () =>
      fetch(`${busyServer.url}/api/v1/domain/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"domain":"localhost"}' }).then((r) => r.status);
    // served again within 10 s (a loaded machine delays the loop now and then by itself)
    const served = async () => {
      for (let i = 0; i < 50; i++) {
        if ((await call()) === 200) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    };
    try {
      expect(await served()).toBe(true);
      // the server runs in this process: block its event loop, then call it
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const until = performance.now() + 400;
        while (performance.now() < until);
        statuses.push(await call());
      }
      expect(statuses).toContain(503);
      expect(await served()).toBe(true);
    } finally {
      await busyServer.close();
    }
  }, 120_000);
});

describe('SHED_* variables', () => {
  it('have defaults and refuse bad values by name', () => {
    expect(shedOptionsFrom({})).toEqual({ maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0, maxInFlight: 64, retryAfterS: 2 });
    expect(shedOptionsFrom({ NODE_ENV: 'test' }).maxEventLoopDelayMs).toBe(0);
    expect(shedOptionsFrom({ NODE_ENV: 'test', SHED_MAX_EVENT_LOOP_DELAY_MS: '150' }).maxEventLoopDelayMs).toBe(150);
    expect(shedOptionsFrom({ SHED_MAX_EVENT_LOOP_UTILIZATION: '0.95', HTTP_MAX_IN_FLIGHT: '0' })).toMatchObject({ maxEventLoopUtilization: 0.95, maxInFlight: 0 });
    expect(() => shedOptionsFrom({ SHED_MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(/^SHED_MAX_EVENT_LOOP_UTILIZATION:/);
    expect(() => shedOptionsFrom({ HTTP_MAX_IN_FLIGHT: 'many' })).toThrow(/^HTTP_MAX_IN_FLIGHT:/);
    expect(() => shedOptionsFrom({ SHED_RETRY_AFTER_S: '0' })).toThrow(/^SHED_RETRY_AFTER_S:/);
  });
});
