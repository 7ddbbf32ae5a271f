// Knowledge bases (issue 21 point 4): an organization's knowledge bases, the pages added to each (one
// row per URL, crawled by a job) and the text chunks searched with PostgreSQL full-text search.
// Deleting a knowledge base or a document removes its chunks (ON DELETE CASCADE).
import { sql } from 'drizzle-orm';
import { bigserial, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const knowledgeBases = pgTable(
  'knowledge_bases',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // the organization that owns it
    accountId: integer('account_id').notNull(),
    title: text('title').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_bases_account_idx').on(t.accountId, t.createdAt.desc())],
);

export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kbId: uuid('kb_id').notNull().references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    url: text('url').notNull(),
    // the page's <title>; the URL until it is fetched
    title: text('title').notNull().default(''),
    // 'queued' | 'crawling' | 'ready' | 'failed'
    status: text('status').notNull().default('queued'),
    // why the crawl failed, in plain words
    error: text('error'),
    bytes: integer('bytes').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    // bumped by each (re-)crawl request, so a job of an older request does not overwrite a newer one
    crawlSeq: integer('crawl_seq').notNull().default(0),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_documents_kb_url_idx').on(t.kbId, t.url),
    index('kb_documents_kb_idx').on(t.kbId, t.createdAt),
  ],
);

export const kbChunks = pgTable(
  'kb_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id').notNull().references(() => kbDocuments.id, { onDelete: 'cascade' }),
    kbId: uuid('kb_id').notNull().references(() => knowledgeBases.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull(),
    // title weighs more than body text in the ranking
    tsv: tsvector('tsv').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', "text"), 'B')`,
    ),
  },
  (t) => [
    // fastupdate off: new chunks go straight into the index. With it on, they wait in a pending list
    // every search reads through until a VACUUM flushes it, and PGlite has no autovacuum (bench/kb.ts:
    // p50 77 → 24 ms over 100,000 chunks once flushed)
    index('kb_chunks_tsv_gin_idx').using('gin', t.tsv).with({ fastupdate: false }),
    index('kb_chunks_kb_idx').on(t.kbId),
    index('kb_chunks_document_idx').on(t.documentId, t.position),
  ],
);
