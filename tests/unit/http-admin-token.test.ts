// A call that needs the super-admin token (`admin: true`) is not sent without one: the client fails it
// at once with the answer the server gives (401 "Admin token required"), so the browser logs no
// refused request (the phone sweep found the super admin's wallet asking for the payout queue on every
// visit). With a token, the call goes out carrying it. Against the real reference server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail, startTestServer, type TestServer } from '../../server/testing/index';
import { ADMIN_TOKEN_REQUIRED, ApiError, createHttpClient } from '../../src/adapters/http';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signInByEmail(server.url, 'super@example.com');
}, 60_000);
afterAll(async () => server?.close());

function client(adminToken: string | null) {
  const sent: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    sent.push(new URL(String(input)).pathname);
    return fetch(input, init);
  };
  return { sent, http: createHttpClient(server.url, () => ({ token, targetAccountId: null, adminToken }), fetchImpl) };
}

describe('calls that need the super-admin token', () => {
  it('fail without sending when no token is stored, as the server answers them', async () => {
    const { sent, http } = client(null);
    const refusal = await http.request('/api/v2/admin/payouts', { admin: true }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, message: ADMIN_TOKEN_REQUIRED });
    expect(sent).toEqual([]);
    // the server's own answer to the same call sent without the token
    const answer = await fetch(`${server.url}/api/v2/admin/payouts?token=${token}`);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toBe(ADMIN_TOKEN_REQUIRED);
  });

  it('go out with the token when one is stored', async () => {
    const issued = (await (await fetch(`${server.url}/internal/adminToken?token=${token}`, { method: 'POST' })).json()) as { adminToken: string };
    const { sent, http } = client(issued.adminToken);
    const reply = await http.request<{ success: boolean }>('/api/v2/admin/payouts', { admin: true });
    expect(reply.success).toBe(true);
    expect(sent).toEqual(['/api/v2/admin/payouts']);
  });

  it('leave calls without `admin` alone', async () => {
    const { sent, http } = client(null);
    await http.request('/api/v1/notifications');
    expect(sent).toEqual(['/api/v1/notifications']);
  });
});
