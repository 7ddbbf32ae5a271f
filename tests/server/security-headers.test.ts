// Issue 8 points 3 and 4, server side: the headers every answer carries, the console's own CSP
// (frameable for spec 2.2's embed mode, scripts from this origin only), and session and one-time
// tokens never reaching a linked site's Referer (no-referrer), a cache (no-store) or the log.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOneTimeToken } from '../../server/auth/sessions';
import { accounts } from '../../server/db/schema';
import { serverWith } from './helpers';

const staticDir = mkdtempSync(join(tmpdir(), 'switchboard-console-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
const logLines: string[] = [];
const logger = { level: 'info', stream: new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) }) };
const { server, t } = await serverWith(['acmeOwner'], { staticDir, logger });

const get = (path: string) => fetch(`${server.url}${path}`);
const directives = (response: Response) =>
  Object.fromEntries((response.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('headers on every answer', () => {
  it.each(['/api/v1/account?token=nope', '/api/v1/account?token=<session>', '/api/v2/nothing', '/internal/fetchCallsForReview', '/docs', '/docs/openapi.json', '/app'])(
    '%s: nosniff, no-referrer',
    async (path) => {
      const response = await get(path.replace('<session>', t.acmeOwner));
      await response.body?.cancel();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('never lets a browser or proxy store an API answer, refusals included', async () => {
    for (const path of [`/api/v1/account?token=${t.acmeOwner}`, '/api/v1/account?token=nope', '/api/v1/oneTimeAuth?oneTimeToken=nope', '/internal/adminToken', '/api/v2/nothing']) {
      const response = await get(path);
      await response.body?.cancel();
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('lets no page but the console be framed', async () => {
    for (const path of ['/docs', '/docs/api/', '/docs/openapi.json', '/api/v1/account?token=nope']) {
      const response = await get(path);
      await response.body?.cancel();
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(directives(response)['frame-ancestors'], path).toEqual(["'none'"]);
    }
  });
});

describe('the console\'s policy', () => {
  it('runs scripts from this origin only, and may be framed by any site (embed mode, spec 2.2)', async () => {
    const response = await get('/app/contacts');
    expect(await response.text()).toContain('id="root"');
    const csp = directives(response);
    // scripts from this origin only; WebAssembly may compile (the PDF report's layout engine)
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'data:']);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(['*']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe('tokens stay out of the log', () => {
  it('logs URLs with token, oneTimeToken and adminToken redacted', async () => {
    const [owner] = await server.db.db.select().from(accounts).where(eq(accounts.email, 'owner@acme.example'));
    const oneTime = await createOneTimeToken(server.db.db, owner.id);
    // The invitation link's page itself: index.html is served for it, and the request is logged.
    const page = await get(`/app/contacts?oneTimeToken=${oneTime}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    await page.text();
    const signedIn = (await (await get(`/api/v1/oneTimeAuth?oneTimeToken=${oneTime}`)).json()) as { token: string };
    await (await get(`/api/v1/account?token=${signedIn.token}&adminToken=admin-secret-1`)).text();
    await (await get(`/api/v2/contact/%ff?token=${signedIn.token}`)).text();
    const log = logLines.join('');
    expect(log).toContain('oneTimeToken=[redacted]');
    for (const secret of [oneTime, signedIn.token, 'admin-secret-1']) expect(log).not.toContain(secret);
  });
});
