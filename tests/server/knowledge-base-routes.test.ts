// Issue 21 point 4, the routes of the contract (/api/v2/kb/...): every route refused to another
// tenant and without a session, writes refused to members (reads allowed), another tenant's ids
// answer 404, hostile values a 400 naming the field; a crawl of a local site through the job queue
// (statuses and plain-words errors), query with and without processQuery, re-crawl, deletes, sitemap.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { kbChunks } from '../../server/db/schema';
import { apiUrl, auditRows, call, fileEnv, FORBIDDEN, NOT_SIGNED_IN, serverWith } from './helpers';
import { startSite } from './kbSite';
fileEnv({ KB_CRAWL_TIMEOUT_MS: '1500' }); // this file's only (one process per worker)

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller']);
const site = await startSite();
afterAll(() => site.close());
const { acme } = server.seeded.orgs;
const owner = t.acmeOwner;
const KB = '/api/v2/kb/knowledgebase';

const created = await call(server, 'POST', KB, { token: owner, body: { title: 'Shop help' } });
const kbId = created.body.id as string;
const added = await call(server, 'POST', `${KB}/${kbId}/document`, { token: owner, body: { urls: [`${site.url}/hours`] } });
const docId = added.body.data[0].id as string;
const crawl = () => server.jobs.drain({ names: ['kb.crawl'] });

const WRITES: [string, string, unknown?][] = [
  ['POST', KB, { title: 'x' }],
  ['DELETE', `${KB}/${kbId}`],
  ['POST', `${KB}/${kbId}/document`, { urls: [`${site.url}/refunds`] }],
  ['PUT', `${KB}/${kbId}/document/${docId}`],
  ['DELETE', `${KB}/${kbId}/document/${docId}`],
  ['POST', '/api/v2/kb/sitemap', { url: `${site.url}/sitemap.xml` }],
];
const READS: [string, string, unknown?][] = [
  ['GET', KB],
  ['GET', `${KB}/${kbId}`],
  ['GET', `${KB}/${kbId}/document`],
  ['POST', `${KB}/${kbId}/query`, { query: 'hours' }],
];

describe('knowledge-base routes', () => {
  it('lists every knowledge-base route of the route table here', () => {
    // the retrieval test's routes (agents' side) have their refusals in agents-knowledge.test.ts
    const table = server.app.routeTable.filter((r) => r.plugin === 'knowledge-base' && !r.url.startsWith('/api/v2/kb/retrievalTest')).map((r) => `${r.method} ${r.url}`);
    const ours = [...WRITES, ...READS].map(([m, p]) => `${m} ${p.replace(kbId, ':id').replace(docId, ':docId')}`);
    expect(table.sort()).toEqual(ours.sort());
  });

  it.each([...WRITES, ...READS])('%s %s: another tenant and no session are refused', async (method, path, body) => {
    expect(await call(server, method, path, { token: t.globexOwner, target: acme, body })).toEqual(FORBIDDEN);
    expect(await call(server, method, path, { body })).toEqual(NOT_SIGNED_IN);
  });

  it.each(WRITES)('%s %s: a member of the organization may not (owners and above only)', async (method, path, body) => {
    expect(await call(server, method, path, { token: t.acmeAdmin, body })).toEqual(FORBIDDEN);
  });

  it('lets a member read and query', async () => {
    for (const [method, path, body] of READS) expect((await call(server, method, path, { token: t.acmeAdmin, body })).status).toBe(200);
  });

  it('answers 404 for another organization\'s knowledge base and document ids, and for odd ids', async () => {
    for (const [method, path, body] of [...WRITES.slice(1, 5), ...READS.slice(1)]) {
      expect((await call(server, method, path, { token: t.globexOwner, body })).status, `${method} ${path}`).toBe(404);
    }
    for (const id of ['999999', 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(server, 'GET', `${KB}/${id}`, { token: owner })).body).toEqual({ success: false, message: 'Knowledge base not found' });
      expect((await call(server, 'PUT', `${KB}/${kbId}/document/${id}`, { token: owner })).body).toEqual({ success: false, message: 'Document not found' });
    }
    expect((await call(server, 'GET', KB, { token: t.globexOwner })).body).toEqual({ success: true, data: [], total: 0 });
  });

  it('answers another tenant exactly as for an id that does not exist, and changes nothing (issue 21 "Bad input")', async () => {
    const KB_GONE = { status: 404, body: { success: false, message: 'Knowledge base not found' } };
    const DOC_GONE = { status: 404, body: { success: false, message: 'Document not found' } };
    // Globex's own knowledge base: Acme's document id through it is no document of Globex's either
    const theirs = await call(server, 'POST', KB, { token: t.globexOwner, body: { title: 'Globex help' } });
    expect(theirs.status).toBe(201);
    const globexKb = theirs.body.id as string;
    for (const [method, path, body] of [...WRITES.slice(1, 5), ...READS.slice(1)]) {
      expect(await call(server, method, path, { token: t.globexOwner, body }), `${method} ${path}`).toEqual(KB_GONE);
    }
    for (const method of ['PUT', 'DELETE']) {
      expect(await call(server, method, `${KB}/${globexKb}/document/${docId}`, { token: t.globexOwner }), method).toEqual(DOC_GONE);
      // and Acme's caller on Globex's knowledge base: not found, not forbidden
      expect(await call(server, method, `${KB}/${globexKb}/document/${docId}`, { token: owner }), method).toEqual(KB_GONE);
    }
    expect(await call(server, 'GET', `${KB}/${globexKb}`, { token: owner })).toEqual(KB_GONE);
    expect(await call(server, 'DELETE', `${KB}/${globexKb}`, { token: owner })).toEqual(KB_GONE);
    // nothing changed on either side
    expect((await call(server, 'GET', `${KB}/${kbId}`, { token: owner })).status).toBe(200);
    expect((await call(server, 'GET', `${KB}/${kbId}/document`, { token: owner })).body.data.map((d: { id: string }) => d.id)).toContain(docId);
    expect((await call(server, 'GET', `${KB}/${globexKb}`, { token: t.globexOwner })).status).toBe(200);
    expect((await call(server, 'DELETE', `${KB}/${globexKb}`, { token: t.globexOwner })).status).toBe(200);
  });

  it('creates (201, retry-safe with an Idempotency-Key), lists with q, reads; the reseller acts on Acme', async () => {
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: kbId, title: 'Shop help', items: 0, chunks: 0, status: 'idle' });
    const post = () => fetch(apiUrl(server, KB, { token: owner }), { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'kb-create-1' }, body: JSON.stringify({ title: 'FAQ' }) }).then((r) => r.json());
    const [first, again] = [await post(), await post()];
    expect(again.id).toBe(first.id);
    const byReseller = await call(server, 'POST', KB, { token: t.reseller, target: acme, body: { title: 'Reseller notes' } });
    expect(byReseller.status).toBe(201);
    const list = await call(server, 'GET', KB, { token: owner, query: { q: 'faq', perPage: '10' } });
    expect(list.body).toMatchObject({ total: 1, data: [{ id: first.id, title: 'FAQ', items: 0, status: 'idle' }] });
    expect((await call(server, 'GET', KB, { token: owner })).body.total).toBe(3);
    expect(await auditRows(server, 'kb.created', acme)).toHaveLength(3);
  });

  it('refuses bad values naming the field', async () => {
    const msg = async (method: string, path: string, body: unknown) => (await call(server, method, path, { token: owner, body })).body.message as string;
    expect(await msg('POST', KB, { title: '' })).toMatch(/^title: /);
    expect(await msg('POST', KB, { title: 'x'.repeat(201) })).toMatch(/^title: /);
    expect(await msg('POST', KB, { title: 'a\u0000b' })).toMatch(/title/);
    expect(await msg('POST', KB, {})).toMatch(/^title: /);
    const docs = `${KB}/${kbId}/document`;
    expect(await msg('POST', docs, { urls: [] })).toMatch(/^urls: /);
    expect(await msg('POST', docs, { urls: ['ftp://example.com/x'] })).toMatch(/^urls\.0: Expected an http or https URL/);
    expect(await msg('POST', docs, { urls: ['javascript:alert(1)'] })).toMatch(/^urls\.0: /);
    expect(await msg('POST', docs, { urls: [`https://example.com/${'a'.repeat(2048)}`] })).toMatch(/^urls\.0: /);
    expect(await msg('POST', docs, { urls: Array.from({ length: 501 }, (_, i) => `https://example.com/${i}`) })).toMatch(/^urls: /);
    expect(await msg('POST', docs, { urls: 'https://example.com' })).toMatch(/^urls: /);
    const q = `${KB}/${kbId}/query`;
    expect(await msg('POST', q, { query: '' })).toMatch(/^query: /);
    expect(await msg('POST', q, { query: 'x', processQuery: 'yes' })).toMatch(/^processQuery: /);
    expect(await msg('POST', q, { query: 'x', limit: 1000 })).toMatch(/^limit: /);
    expect(await msg('POST', '/api/v2/kb/sitemap', { url: 'file:///etc/passwd' })).toMatch(/^url: /);
    expect((await call(server, 'GET', KB, { token: owner, query: { page: '0' } })).status).toBe(400);
  });

  it('crawls the pages through the job queue: statuses, plain-words errors, chunks searchable', async () => {
    const paths = ['/refunds', '/private/secret', '/loop-a', '/big', '/endless', '/script', '/missing'];
    const more = await call(server, 'POST', `${KB}/${kbId}/document`, { token: owner, body: { urls: paths.map((p) => `${site.url}${p}`) } });
    expect(more.status).toBe(201);
    expect(more.body.data.map((d: { status: string }) => d.status)).toEqual(paths.map(() => 'queued'));
    expect((await call(server, 'GET', `${KB}/${kbId}`, { token: owner })).body.status).toBe('crawling');
    await crawl();
    const docs = (await call(server, 'GET', `${KB}/${kbId}/document`, { token: owner, query: { perPage: '50' } })).body;
    const byPath = Object.fromEntries(docs.data.map((d: { url: string }) => [d.url.slice(site.url.length), d]));
    expect(docs.total).toBe(8);
    expect(byPath['/hours']).toMatchObject({ status: 'ready', error: null, title: 'Opening hours', chunks: 1, fetchedAt: expect.any(String) });
    expect(byPath['/refunds']).toMatchObject({ status: 'ready', title: 'Refunds' });
    expect(byPath['/private/secret']).toMatchObject({ status: 'failed', error: 'robots.txt disallows this page', chunks: 0 });
    expect(byPath['/loop-a']).toMatchObject({ status: 'failed', error: 'Too many redirects (a redirect loop)' });
    expect(byPath['/big']).toMatchObject({ status: 'failed', error: 'The page is larger than 2 MB' });
    expect(byPath['/endless']).toMatchObject({ status: 'failed', error: 'Timed out after 2 s' });
    expect(byPath['/missing']).toMatchObject({ status: 'failed', error: 'HTTP 404 Not Found' });
    expect(byPath['/script']).toMatchObject({ status: 'ready' });
    expect(site.hits.filter((p) => p.startsWith('/executed'))).toEqual([]);
    expect((await call(server, 'GET', `${KB}/${kbId}`, { token: owner })).body).toMatchObject({ items: 8, chunks: 3, status: 'idle' });
  });

  it('queries: processQuery on by default (processedQuery in the answer), off on request; ranked hits with highlights', async () => {
    const q = (body: unknown) => call(server, 'POST', `${KB}/${kbId}/query`, { token: owner, body });
    const on = (await q({ query: 'Hi, when is the shop closed?' })).body;
    expect(on).toMatchObject({ query: 'Hi, when is the shop closed?', processedQuery: 'shop closed' });
    expect(on.results[0]).toMatchObject({ documentId: docId, kbId, url: `${site.url}/hours`, title: 'Opening hours' });
    expect(on.results[0].highlights.filter((s: { match: boolean }) => s.match).map((s: { text: string }) => s.text)).toEqual(['shop', 'closed']);
    expect(on.results[0].highlights.map((s: { text: string }) => s.text).join('')).toBe(on.results[0].text);
    const off = (await q({ query: 'Hi, when is the shop closed?', processQuery: false })).body;
    expect(off.processedQuery).toBeNull();
    // every word must match when the question is taken as it is: "hi" is on no page
    expect(off.results).toEqual([]);
    expect((await q({ query: 'parking', limit: 1 })).body.results.map((r: { url: string }) => r.url)).toEqual([`${site.url}/script`]);
    expect((await q({ query: 'pricing' })).body.results).toEqual([]);
    expect((await q({ query: '\'); drop table kb_chunks; --' })).status).toBe(200);
  });

  it('re-crawls a document (PUT) and deletes documents and knowledge bases with their chunks', async () => {
    const put = await call(server, 'PUT', `${KB}/${kbId}/document/${docId}`, { token: owner });
    expect(put.body).toMatchObject({ id: docId, status: 'queued' });
    await crawl();
    const chunks = await server.db.db.select().from(kbChunks).where(eq(kbChunks.documentId, docId));
    expect(chunks).toHaveLength(1);
    expect((await call(server, 'DELETE', `${KB}/${kbId}/document/${docId}`, { token: owner })).body).toEqual({ success: true });
    expect(await server.db.db.select().from(kbChunks).where(eq(kbChunks.documentId, docId))).toEqual([]);
    expect((await call(server, 'DELETE', `${KB}/${kbId}/document/${docId}`, { token: owner })).status).toBe(404);
    expect((await call(server, 'DELETE', `${KB}/${kbId}`, { token: owner })).body).toEqual({ success: true });
    expect(await server.db.db.select().from(kbChunks).where(eq(kbChunks.kbId, kbId))).toEqual([]);
    expect((await call(server, 'GET', `${KB}/${kbId}`, { token: owner })).status).toBe(404);
    expect(await auditRows(server, 'kb.deleted', acme)).toHaveLength(1);
  });

  it('imports a sitemap index: nested sitemaps one level, http(s) page URLs only, no entities expanded', async () => {
    const reply = await call(server, 'POST', '/api/v2/kb/sitemap', { token: owner, body: { url: `${site.url}/sitemap.xml` } });
    expect(reply).toEqual({ status: 200, body: { urls: [`${site.url}/hours`, `${site.url}/refunds?a=1&b=2`, `${site.url}/plain`] } });
    const notSitemap = await call(server, 'POST', '/api/v2/kb/sitemap', { token: owner, body: { url: `${site.url}/plain` } });
    expect(notSitemap).toEqual({ status: 422, body: { success: false, message: 'url: Not a sitemap (expected <urlset> or <sitemapindex>)' } });
    expect((await call(server, 'POST', '/api/v2/kb/sitemap', { token: owner, body: { url: `${site.url}/missing` } })).body.message).toBe('url: HTTP 404 Not Found');
  });
});
