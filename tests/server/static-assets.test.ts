// Issue 8 point 16: the built console goes out pre-compressed (scripts/compress-dist.ts writes a .br
// and a .gz copy at build time), the copy the browser accepts, with long caching for content-hashed
// assets and none for index.html.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressDist } from '../../scripts/compress-dist';
import { serverWith } from './helpers';

const staticDir = mkdtempSync(join(tmpdir(), 'switchboard-dist-'));
mkdirSync(join(staticDir, 'assets'));
const script = `export const words = [${Array.from({ length: 400 }, (_, i) => `"word${i % 37}"`).join(',')}];\n`;
const page = `<!doctype html><title>Console</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), script);
writeFileSync(join(staticDir, 'index.html'), page);
writeFileSync(join(staticDir, 'assets', 'tiny-Z9.js'), 'export {};\n');
const totals = await compressDist(staticDir);
const { server } = await serverWith([], { staticDir });

const get = (path: string, encoding: string) => fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } });

describe('the built console on the wire', () => {
  it('compresses every text file over 1 kB at build time, and not the tiny ones', () => {
    expect(totals.files).toBe(2);
    expect(totals.br).toBeLessThan(totals.bytes / 4);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', null],
  ])('Accept-Encoding %s gets %s, the same script once decoded, cached for a year', async (accepted, encoding) => {
    const response = await get('/assets/index-AbC123.js', accepted);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(script);
  });

  it('serves the console page compressed and never cached', async () => {
    const response = await get('/app/contacts', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(page);
  });

  it('a file too small to compress goes out as it is', async () => {
    const response = await get('/assets/tiny-Z9.js', 'br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export {};\n');
  });
});
