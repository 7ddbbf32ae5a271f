import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOneTimeToken } from '../../server/auth/sessions';
import { startTestServer, type TestServer } from '../../server/testing/index';
import { call, latestCode } from './helpers';

describe('logging never shows a token', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({ logger: { level: 'trace', stream } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('redacts token, oneTimeToken, adminToken and tempUserToken values', async () => {
    const secrets: string[] = [];
    await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'owner@acme.example' } });
    const code = await latestCode(server, 'owner@acme.example');
    const verify = await call(server, 'POST', '/api/v1/email/verify', {
      body: { email: 'owner@acme.example', verificationCode: Number(code) },
    });
    const token = verify.body.authToken as string;
    secrets.push(token);
    await call(server, 'GET', '/api/v1/account', { token, query: { adminToken: 'ADMINSECRET123' } });
    secrets.push('ADMINSECRET123');
    await call(server, 'GET', '/api/v2/contact', { token, query: { tempUserToken: 'TEMPSECRET456' } });
    secrets.push('TEMPSECRET456');
    const oneTime = await createOneTimeToken(server.db.db, server.seeded.ids.acmeOwner);
    secrets.push(oneTime);
    const exchanged = await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: oneTime } });
    secrets.push(exchanged.body.token);
    await call(server, 'GET', '/api/v1/oneTimeAuth', { query: { oneTimeToken: oneTime } }); // refused, still logged
    await call(server, 'POST', '/api/v1/logout', { token: exchanged.body.token });

    const log = lines.join('');
    // The requests were logged (so the test would see a leak) ...
    expect(log).toContain('/api/v1/account?token=[redacted]');
    expect(log).toContain('oneTimeToken=[redacted]');
    expect(log).toContain(`code for owner@acme.example: ${code}`);
    // ... and no secret value appears anywhere.
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe('demo tools and pages', () => {
  it('hides /dev/outbox when demo mode is off', async () => {
    const server = await startTestServer({ demo: false });
    try {
      const reply = await call(server, 'GET', '/dev/outbox');
      expect(reply).toEqual({ status: 404, body: { success: false, message: 'Not found' } });
      // Sign-in still works and still queues the message, it just is not readable over HTTP.
      expect((await call(server, 'POST', '/api/v1/signin/email', { body: { email: 'owner@acme.example' } })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('serves the user guide, the OpenAPI reference and the built console', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sb-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">console</div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const server = await startTestServer({ staticDir: dist });
    try {
      const guide = await fetch(`${server.url}/docs`);
      expect(guide.headers.get('content-type')).toContain('text/html');
      const html = await guide.text();
      expect(html).toContain('<h2 id="signing-in">Signing in</h2>');
      expect(html).toContain('owner@acme.example');

      const spec = (await (await fetch(`${server.url}/docs/openapi.json`)).json()) as any;
      expect(spec.openapi).toMatch(/^3\./);
      for (const path of ['/api/v1/account', '/api/v2/contact', '/api/v2/contact/{id}', '/api/v1/domain/lookup', '/api/v1/signin/email']) {
        expect(spec.paths[path], path).toBeDefined();
      }
      expect(spec.paths['/api/v2/contact'].get.parameters.map((p: any) => p.name)).toContain('search');
      expect((await fetch(`${server.url}/docs/api`, { redirect: 'follow' })).status).toBe(200);

      const root = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/app');
      for (const path of ['/app', '/app/contacts/123', '/mobile/start', '/inbox', '/install']) {
        const r = await fetch(`${server.url}${path}`);
        expect(r.status, path).toBe(200);
        expect(await r.text()).toContain('console');
      }
      const asset = await fetch(`${server.url}/assets/index-abc123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const api404 = await call(server, 'GET', '/api/v9/nothing');
      expect(api404).toEqual({ status: 404, body: { success: false, message: 'Not found' } });
    } finally {
      await server.close();
    }
  });
});
