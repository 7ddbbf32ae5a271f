// Issue 21's knowledge-base figures, as JSON lines: the crawl rate of a local 1,000-page site
// (pages/s, 8 at once, robots.txt once per host) and the query p95 over 100,000 chunks inserted
// directly (goal ≤ 50 ms on PGlite, ≤ 15 ms on PostgreSQL), on PGlite and on TEST_DATABASE_URL /
// DATABASE_URL's PostgreSQL when given. BENCH_KB_CHUNKS and BENCH_KB_PAGES change the sizes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/store';
import { crawlPage } from '../server/kb/crawlPage';
import { RobotsCache } from '../server/kb/crawlRobots';
import { searchChunks } from '../server/kb/search';

const PAGES = Number(process.env.BENCH_KB_PAGES ?? 1000);
const CHUNKS = Number(process.env.BENCH_KB_CHUNKS ?? 100_000);
const WORDS = 'refund shipping warranty parking hours holiday invoice delivery battery repair appointment insurance pricing discount membership voucher account password order return exchange'.split(' ');
const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function crawlRate() {
  const server = createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    const n = Number(req.url!.slice(6));
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><head><title>Page ${n}</title></head><body>${Array.from({ length: 20 }, (_, i) => `<p>Paragraph ${i} about ${WORDS[(n + i) % WORDS.length]} and ${WORDS[(n * 7 + i) % WORDS.length]}. It has a few sentences of ordinary text.</p>`).join('')}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const robots = new RobotsCache();
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < PAGES) await crawlPage(`${base}/page/${next++}`, { allowPrivate: true, robots });
  }));
  const seconds = (performance.now() - started) / 1000;
  server.close();
  console.log(JSON.stringify({ bench: 'kb.crawl', pages: PAGES, seconds: +seconds.toFixed(2), pagesPerSecond: +(PAGES / seconds).toFixed(1) }));
}

async function queryP95(driver: string, url: string) {
  const database = await openDatabase(url, { resetSchema: driver === 'postgres' });
  const { db } = database;
  const [kb] = (await db.execute(sql`insert into knowledge_bases (account_id, title) values (1, 'Bench') returning id`) as unknown as { rows: { id: string }[] }).rows;
  const [doc] = (await db.execute(sql`insert into kb_documents (kb_id, account_id, url, status) values (${kb!.id}, 1, 'https://bench.test/', 'ready') returning id`) as unknown as { rows: { id: string }[] }).rows;
  const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const started = performance.now();
  for (let done = 0; done < CHUNKS; done += 10_000) {
    await db.execute(sql.raw(`insert into kb_chunks (document_id, kb_id, account_id, position, title, text)
      select '${doc!.id}', '${kb!.id}', 1, g, 'Page ' || (g / 20), 'Chunk ' || g || ' about ' || (${words})[1 + g % 20] || ' and ' || (${words})[1 + (g * 7) % 20] || ' and ' || (${words})[1 + (g * 13) % 20] || '. ' || repeat('Ordinary words of a help page describe the service in plain terms. ', 10)
      from generate_series(${done}, ${Math.min(done + 10_000, CHUNKS) - 1}) g`));
  }
  await db.execute(sql`analyze kb_chunks`);
  const loadSeconds = (performance.now() - started) / 1000;
  const times: number[] = [];
  // the queries that found something, timed apart: a query matching nothing costs an index probe,
  // and about two in three of these word pairs never share a chunk
  const found: number[] = [];
  for (let i = 0; i < 120; i++) {
    const query = `${WORDS[i % WORDS.length]} ${WORDS[(i * 3 + 1) % WORDS.length]}`;
    const t0 = performance.now();
    const hits = await searchChunks(db, { accountId: 1, kbIds: [kb!.id], query, limit: 5 });
    const ms = performance.now() - t0;
    if (i < 20) continue;
    times.push(ms);
    if (hits.length > 0) found.push(ms);
  }
  times.sort((a, b) => a - b);
  found.sort((a, b) => a - b);
  console.log(JSON.stringify({
    bench: 'kb.query', driver, chunks: CHUNKS, loadSeconds: +loadSeconds.toFixed(1), p50Ms: +p(times, 0.5).toFixed(1), p95Ms: +p(times, 0.95).toFixed(1),
    queries: times.length, queriesWithHits: found.length, withHitsP50Ms: found.length ? +p(found, 0.5).toFixed(1) : null, withHitsP95Ms: found.length ? +p(found, 0.95).toFixed(1) : null,
    goalMs: driver === 'pglite' ? 50 : 15,
  }));
  await database.close();
}

await crawlRate();
await queryP95('pglite', 'memory');
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (pgUrl) await queryP95('postgres', pgUrl);
else console.log(JSON.stringify({ bench: 'kb.query', driver: 'postgres', skipped: 'no TEST_DATABASE_URL or DATABASE_URL' }));
