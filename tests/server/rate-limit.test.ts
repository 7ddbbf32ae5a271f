import { describe, expect, it } from 'vitest';
import { call, serverWith } from './helpers';

const TOO_MANY = 'Too many code requests. Try again in a few minutes.';

const { server } = await serverWith([], { codeLimits: { perAddress: 5, perIp: 20 } });

describe('code request limits (production values)', () => {
  it('allows 5 requests per address in 10 minutes, then 429', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'owner@acme.example' } });
      expect(ok.status).toBe(200);
    }
    const sixth = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'owner@acme.example' } });
    expect(sixth).toEqual({ status: 429, body: { success: false, message: TOO_MANY } });
    // Another address is still served.
    const other = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'owner@globex.example' } });
    expect(other.status).toBe(200);
  });

  it('limits unknown addresses the same way (no enumeration)', async () => {
    for (let i = 0; i < 5; i++) {
      await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'ghost@nowhere.example' } });
    }
    const sixth = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'ghost@nowhere.example' } });
    expect(sixth.status).toBe(429);
  });

  it('allows 20 requests per IP in 10 minutes, then 429 for any address', async () => {
    // 13 requests so far passed the IP check (6 + 1 + 6; the per-address refusals count, since
    // they reached the address check): 7 more are allowed, the 8th is refused.
    let status = 200;
    let n = 0;
    while (status === 200 && n < 30) {
      const r = await call(server, 'POST', '/api/v1/signin/phoneNumber', { body: { phoneNumber: `+1555000${String(1000 + n)}` } });
      status = r.status;
      n++;
    }
    expect(status).toBe(429);
    expect(n).toBe(8);
    const fresh = await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'reseller@example.com' } });
    expect(fresh.status).toBe(429);
  });
});
