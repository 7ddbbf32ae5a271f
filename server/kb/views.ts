// The contract's records (/work/briefs/kb-contract.md): a knowledge base with its document and
// chunk counts and whether any of its pages is still being crawled; a document as the console lists it.
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { kbDocuments, knowledgeBases } from '../db/schema';
import type { Db } from '../db/store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export interface KbRecord {
  id: string;
  title: string;
  items: number;
  chunks: number;
  status: 'idle' | 'crawling';
  createdAt: string;
  updatedAt: string;
}

export type DocRow = typeof kbDocuments.$inferSelect;

const kbColumns = {
  id: knowledgeBases.id,
  title: knowledgeBases.title,
  createdAt: knowledgeBases.createdAt,
  updatedAt: knowledgeBases.updatedAt,
  items: sql<number>`(select count(*)::int from kb_documents d where d.kb_id = knowledge_bases.id)`,
  chunks: sql<number>`(select coalesce(sum(d.chunk_count), 0)::int from kb_documents d where d.kb_id = knowledge_bases.id)`,
  busy: sql<boolean>`exists (select 1 from kb_documents d where d.kb_id = knowledge_bases.id and d.status in ('queued', 'crawling'))`,
};

type KbSelect = { id: string; title: string; createdAt: Date; updatedAt: Date; items: number; chunks: number; busy: boolean };

function kbRecord(row: KbSelect): KbRecord {
  return {
    id: row.id,
    title: row.title,
    items: Number(row.items),
    chunks: Number(row.chunks),
    status: row.busy ? 'crawling' : 'idle',
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listKbs(db: Db, accountId: number, page: number, perPage: number, q: string): Promise<{ data: KbRecord[]; total: number }> {
  const where = and(eq(knowledgeBases.accountId, accountId), q ? ilike(knowledgeBases.title, `%${q.replace(/[\\%_]/g, '\\$&')}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select(kbColumns).from(knowledgeBases).where(where).orderBy(desc(knowledgeBases.createdAt), asc(knowledgeBases.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(knowledgeBases).where(where),
  ]);
  return { data: rows.map(kbRecord), total: total?.n ?? 0 };
}

/** One knowledge base of the organization, or null (another organization's, or no such id). */
export async function findKb(db: Db, accountId: number, id: string): Promise<KbRecord | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(kbColumns).from(knowledgeBases).where(and(eq(knowledgeBases.accountId, accountId), eq(knowledgeBases.id, id)));
  return row ? kbRecord(row) : null;
}

export function docRecord(row: DocRow) {
  return {
    id: row.id,
    kbId: row.kbId,
    url: row.url,
    title: row.title,
    status: row.status as 'queued' | 'crawling' | 'ready' | 'failed',
    error: row.error,
    bytes: row.bytes,
    chunks: row.chunkCount,
    fetchedAt: row.fetchedAt ? new Date(row.fetchedAt).toISOString() : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listDocs(db: Db, kbId: string, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(kbDocuments).where(eq(kbDocuments.kbId, kbId)).orderBy(asc(kbDocuments.createdAt), asc(kbDocuments.url)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(kbDocuments).where(eq(kbDocuments.kbId, kbId)),
  ]);
  return { data: rows.map(docRecord), total: total?.n ?? 0 };
}
