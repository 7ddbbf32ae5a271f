// The token in the Authorization header (server/auth/bearer.ts): `Bearer <token>` stands for the
// `token` query parameter, so the console's streams (the live events, runPrompt) keep credentials out
// of URLs. Both ways agree or are refused; the console's http client streams with the header and a
// URL without the token; neither the URL nor the log carries the token.
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/adapters/http';
import { EVENTS_STREAM_PATH } from '../../src/shared/events';
import { TOKEN_TWICE } from '../../server/auth/bearer';
import { apiUrl, call, serverWith } from './helpers';
import { openStream } from './eventStream';

const logs: string[] = [];
const { server, t } = await serverWith(['acmeOwner', 'globexOwner'], { logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
const acme = server.seeded.orgs.acme;
const desk = server.seeded.agents.acme[0];

async function get(path: string, headers: Record<string, string>, token?: string) {
  const response = await fetch(apiUrl(server, path, token === undefined ? {} : { token }), { headers });
  return { status: response.status, body: await response.json() };
}

describe('Authorization: Bearer', () => {
  it('stands for the token query parameter', async () => {
    const byQuery = await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner });
    const byHeader = await get('/api/v1/account', { authorization: `Bearer ${t.acmeOwner}` });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toEqual(byQuery.body);
    // the same token both ways is fine; two different ones are refused, naming the field
    expect((await get('/api/v1/account', { authorization: `Bearer ${t.acmeOwner}` }, t.acmeOwner)).status).toBe(200);
    expect(await get('/api/v1/account', { authorization: `Bearer ${t.globexOwner}` }, t.acmeOwner)).toEqual({ status: 400, body: { success: false, message: TOKEN_TWICE } });
  });

  it('a wrong or malformed header signs nobody in', async () => {
    expect((await get('/api/v1/account', { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await get('/api/v1/account', { authorization: `Basic ${t.acmeOwner}` })).status).toBe(401);
    expect((await get('/api/v1/account', { authorization: `Bearer ${t.acmeOwner} extra` })).status).toBe(401);
  });

  it('leaves the job tracker\'s bearer key alone: on /api/jobnimbus/* the header is JobNimbus\'s, not ours', async () => {
    const response = await fetch(apiUrl(server, '/api/jobnimbus/settings', { token: t.acmeOwner }), {
      method: 'POST',
      headers: { authorization: 'Bearer jobnimbus-key-of-the-org', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).not.toBe(400);
    expect(((await response.json()) as { message?: string }).message).not.toBe(TOKEN_TWICE);
  });

  it('opens the live-events stream without a token in the URL', async () => {
    const stream = await openStream(apiUrl(server, EVENTS_STREAM_PATH, { target: acme }), { authorization: `Bearer ${t.acmeOwner}` });
    try {
      expect(stream.status).toBe(200);
    } finally {
      stream.close();
    }
    const refused = await openStream(apiUrl(server, EVENTS_STREAM_PATH), { authorization: 'Bearer nope' });
    expect(refused.status).toBe(401);
  });

  it('the console\'s http client streams runPrompt with the header and a URL without the token; the log holds no token', async () => {
    const urls: string[] = [];
    const headers: Headers[] = [];
    const http = createHttpClient(server.url, () => ({ token: t.acmeOwner, targetAccountId: acme, adminToken: null }), (input, init) => {
      urls.push(String(input));
      headers.push(new Headers(init?.headers));
      return fetch(input, init);
    });
    const response = await http.stream('/api/v1/agent/runPrompt', { method: 'POST', query: { targetAccountId: desk }, body: { targetAgent: desk, promptText: 'Hello there' } });
    expect(response.status).toBe(200);
    const events: string[] = [];
    const parser = createParser({ onEvent: (e) => events.push(e.event ?? 'message') });
    parser.feed(await response.text());
    expect(events[0]).toBe('provider');
    expect(events.at(-1)).toBe('done');
    expect(urls[0]).not.toContain('token=');
    expect(new URL(urls[0]!).searchParams.get('targetAccountId')).toBe(String(desk));
    expect(headers[0]!.get('authorization')).toBe(`Bearer ${t.acmeOwner}`);
    expect(logs.join('\n')).not.toContain(t.acmeOwner);
  });
});
