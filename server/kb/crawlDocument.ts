// One document's crawl, run by the `kb.crawl` job: queued → crawling → ready | failed (with the
// reason in plain words). A crawl belongs to the request that queued it (`crawlSeq`): a document
// deleted or re-queued meanwhile is left alone. Success replaces the document's chunks in one
// transaction, so a search sees the old chunks or the new ones, never a mix; a failed re-crawl keeps
// the chunks it had.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { kbChunks, kbDocuments, knowledgeBases } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { envInteger } from '../kit/envNumber';
import { CrawlError, type Resolver } from './crawlAddress';
import { CRAWL_LIMITS, type FetchLimits } from './crawlFetch';
import { crawlPage } from './crawlPage';
import { RobotsCache } from './crawlRobots';

export interface CrawlData {
  documentId: string;
  seq: number;
  allowPrivate: boolean;
}

export interface CrawlDeps {
  db: Db;
  log: { warn(object: object, message: string): void };
  limits?: Partial<FetchLimits>;
  resolve?: Resolver;
}

/** KB_CRAWL_TIMEOUT_MS: the whole fetch of one page (default 10 s). */
export function crawlLimits(env: NodeJS.ProcessEnv = process.env): FetchLimits {
  return { ...CRAWL_LIMITS, timeoutMs: envInteger(env, 'KB_CRAWL_TIMEOUT_MS', CRAWL_LIMITS.timeoutMs, { min: 100, max: 600_000 }) };
}

const INSERT_BATCH = 500;

export async function crawlDocument(deps: CrawlDeps, data: CrawlData): Promise<void> {
  const { db } = deps;
  const current = and(eq(kbDocuments.id, data.documentId), eq(kbDocuments.crawlSeq, data.seq));
  const [doc] = await db
    .update(kbDocuments)
    .set({ status: 'crawling', updatedAt: sql`now()` })
    .where(and(current, inArray(kbDocuments.status, ['queued', 'crawling'])))
    .returning();
  if (!doc) return;
  let outcome: { ok: true; page: Awaited<ReturnType<typeof crawlPage>> } | { ok: false; error: string };
  try {
    const page = await crawlPage(doc.url, { allowPrivate: data.allowPrivate, robots: new RobotsCache(), limits: deps.limits ?? crawlLimits(), resolve: deps.resolve });
    outcome = { ok: true, page };
  } catch (error) {
    if (!(error instanceof CrawlError)) deps.log.warn({ err: error, documentId: doc.id }, 'knowledge-base crawl failed unexpectedly');
    outcome = { ok: false, error: error instanceof CrawlError ? error.message : 'The page could not be read' };
  }
  await inTransaction(db, async (tx) => {
    const [still] = await tx.select({ id: kbDocuments.id }).from(kbDocuments).where(current).for('update');
    if (!still) return;
    if (!outcome.ok) {
      await tx.update(kbDocuments).set({ status: 'failed', error: outcome.error, updatedAt: sql`now()` }).where(current);
    } else {
      const { page } = outcome;
      await tx.delete(kbChunks).where(eq(kbChunks.documentId, doc.id));
      const rows = page.chunks.map((text, position) => ({ documentId: doc.id, kbId: doc.kbId, accountId: doc.accountId, position, title: page.title, text }));
      for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(kbChunks).values(rows.slice(i, i + INSERT_BATCH));
      await tx
        .update(kbDocuments)
        .set({ status: 'ready', error: null, title: page.title, bytes: page.bytes, chunkCount: rows.length, fetchedAt: sql`now()`, updatedAt: sql`now()` })
        .where(current);
    }
    await tx.update(knowledgeBases).set({ updatedAt: sql`now()` }).where(eq(knowledgeBases.id, doc.kbId));
  });
}
