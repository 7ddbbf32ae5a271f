// Issue 8 point 2: one-time sign-in links in invitations are built from PUBLIC_URL or from a host
// registered to the organization's domain profile, never from whatever Host header the request
// carried; an absolute redirectUrl must be on one of those origins.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, outbox } from '../../server/db/schema';
import { serverWith, signIn, type Reply } from './helpers';

const BAD_REDIRECT = { success: false, message: 'redirectUrl: Must be a link into this console' };
const UNREGISTERED = { success: false, message: 'This host is not registered to the domain profile (set PUBLIC_URL)' };

const { server, t } = await serverWith(['acmeOwner']);
const port = new URL(server.url).port;

/** An invitation as a request to `host` (Host header) would make it. */
async function inviteVia(host: string, body: Record<string, unknown>, token = t.acmeOwner): Promise<Reply> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/v2/inviteAdminUser?token=${token}`,
    headers: { host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() };
}

async function linkSentTo(email: string): Promise<URL> {
  const [message] = await server.db.db.select().from(outbox).where(eq(outbox.to, email));
  return new URL(/https?:\/\/\S+/.exec(message.text)![0]);
}

const memberWith = async (email: string) => (await server.db.db.select().from(accounts).where(eq(accounts.email, email)))[0];

describe('invitation links without PUBLIC_URL', () => {
  it('refuses a Host that is not registered to the domain profile, inviting nobody', async () => {
    expect(await inviteVia('evil.example', { email: 'a@acme.example' })).toEqual({ status: 400, body: UNREGISTERED });
    expect(await inviteVia('evil.example', { email: 'a@acme.example', redirectUrl: 'http://evil.example/app' })).toEqual({ status: 400, body: UNREGISTERED });
    expect(await memberWith('a@acme.example')).toBeUndefined();
  });

  it('builds the link from a registered host (the partner\'s and the reseller\'s profiles)', async () => {
    expect((await inviteVia(`localhost:${port}`, { email: 'b@acme.example' })).status).toBe(201);
    expect((await linkSentTo('b@acme.example')).origin).toBe(`http://localhost:${port}`);
    const wl = `whitelabel.localhost:${port}`;
    expect((await inviteVia(wl, { email: 'c@acme.example', redirectUrl: '/app/contacts' })).status).toBe(201);
    expect((await linkSentTo('c@acme.example')).toString()).toMatch(new RegExp(`^http://${wl}/app/contacts\\?oneTimeToken=`));
  });

  it('accepts an absolute redirectUrl only on the base origin or a registered host', async () => {
    const host = `localhost:${port}`;
    expect(await inviteVia(host, { email: 'd@acme.example', redirectUrl: 'http://evil.example/app' })).toEqual({ status: 400, body: BAD_REDIRECT });
    expect(await inviteVia(host, { email: 'd@acme.example', redirectUrl: 'https://localhost.evil.example/app' })).toEqual({ status: 400, body: BAD_REDIRECT });
    expect(await memberWith('d@acme.example')).toBeUndefined();
    expect((await inviteVia(host, { email: 'e@acme.example', redirectUrl: `http://whitelabel.localhost:${port}/app` })).status).toBe(201);
    expect((await linkSentTo('e@acme.example')).host).toBe(`whitelabel.localhost:${port}`);
  });
});

describe('invitation links with PUBLIC_URL', () => {
  const configured = serverWith([], { publicUrl: 'https://console.example.com' });

  it('builds every link from PUBLIC_URL, whatever the Host header says', async () => {
    const { server: s } = await configured;
    const owner = await signIn(s, 'owner@acme.example');
    const response = await s.app.inject({
      method: 'POST',
      url: `/api/v2/inviteAdminUser?token=${owner}`,
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'f@acme.example' }),
    });
    expect(response.statusCode).toBe(201);
    const [message] = await s.db.db.select().from(outbox).where(eq(outbox.to, 'f@acme.example'));
    expect(message.text).toContain('https://console.example.com/app?oneTimeToken=');
    const bad = await s.app.inject({
      method: 'POST',
      url: `/api/v2/inviteAdminUser?token=${owner}`,
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'g@acme.example', redirectUrl: 'http://evil.example/app' }),
    });
    expect(bad.json()).toEqual(BAD_REDIRECT);
  });
});
