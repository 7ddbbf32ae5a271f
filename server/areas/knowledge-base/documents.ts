// A knowledge base's documents (issue 21 point 4): list, add URLs (each queued as a `kb.crawl` job
// in the same transaction), re-crawl one (PUT), delete one with its chunks. Adding a URL the
// knowledge base already has queues it again. Private addresses are crawled only in demo mode or
// with KB_ALLOW_PRIVATE_HOSTS=1 (server/kb/crawlAddress.ts).
import { and, eq, sql } from 'drizzle-orm';
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { kbDocuments } from '../../db/schema';
import type { Db } from '../../db/store';
import { inTransaction } from '../../db/transaction';
import { fail } from '../../http';
import type { JobQueue } from '../../jobs/queue';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { allowPrivateHosts } from '../../kb/crawlAddress';
import { crawlJob } from '../../kb/jobs';
import { DOCUMENT_NOT_FOUND, KB_NOT_FOUND } from '../../kb/messages';
import { addDocsBody, docDoc, docList, docParams, docsAdded, doneReply, kbParams, pageQuery } from '../../kb/schemas';
import { docRecord, findKb, isUuid, listDocs, type DocRow } from '../../kb/views';

/** The URL as stored: parsed, without its fragment (the same page). */
const normalise = (text: string) => {
  const url = new URL(text);
  url.hash = '';
  return url.href;
};

async function queueCrawl(tx: Db, jobs: Pick<JobQueue, 'send'>, row: DocRow, allowPrivate: boolean): Promise<void> {
  await jobs.send(crawlJob, { documentId: row.id, seq: row.crawlSeq, allowPrivate }, { tx });
}

export default defineArea({
  tag: 'Knowledge bases',
  routes: ({ db, jobs, demo }) => {
    const organization = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const read = { auth: 'account' as const, subject: organization, permission: 'canViewOrg' as const };
    const write = { auth: 'account' as const, subject: organization, allow: ownerOrAbove, permission: 'canManageOutgoing' as const };
    const allowPrivate = () => allowPrivateHosts(demo);
    const kbOf = async (dbx: Db, orgId: number, id: string) => (await findKb(dbx, orgId, id)) ?? fail(404, KB_NOT_FOUND);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/kb/knowledgebase/:id/document',
        ...read,
        summary: "A page of the knowledge base's documents with their crawl status (the console polls it while any is queued or crawling)",
        params: kbParams,
        query: pageQuery,
        response: docList,
        errors: { 404: KB_NOT_FOUND },
        handler: async ({ params, query, subject: org }) => {
          const kb = await kbOf(db, org.id, params.id);
          return listDocs(db, kb.id, query.page, query.perPage);
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/kb/knowledgebase/:id/document',
        ...write,
        summary: 'Add pages by URL (1 to 500 http or https URLs); each is queued for crawling',
        params: kbParams,
        body: addDocsBody,
        status: 201,
        response: { 201: docsAdded },
        errors: { 404: KB_NOT_FOUND },
        idempotent: true,
        handler: async ({ params, body, subject: org, reply: res, audit, db: dbx }) => {
          const kb = await kbOf(dbx, org.id, params.id);
          const urls = [...new Set(body.urls.map(normalise))];
          const rows = await inTransaction(dbx, async (tx) => {
            const added = await tx
              .insert(kbDocuments)
              .values(urls.map((url) => ({ kbId: kb.id, accountId: org.id, url, title: url })))
              .onConflictDoUpdate({
                target: [kbDocuments.kbId, kbDocuments.url],
                set: { status: 'queued', error: null, crawlSeq: sql`${kbDocuments.crawlSeq} + 1`, updatedAt: sql`now()` },
              })
              .returning();
            for (const row of added) await queueCrawl(tx, jobs, row, allowPrivate());
            await audit({ action: 'kb.documentsAdded', target: org, after: { kbId: kb.id, urls: urls.slice(0, 20), count: urls.length } }, tx);
            return added;
          });
          res.code(201);
          const order = new Map(urls.map((url, i) => [url, i]));
          return { data: rows.sort((a, b) => order.get(a.url)! - order.get(b.url)!).map(docRecord) };
        },
      }),
      defineRoute({
        method: 'PUT',
        url: '/api/v2/kb/knowledgebase/:id/document/:docId',
        ...write,
        summary: 'Crawl the page again; its chunks are replaced at once when the crawl succeeds',
        params: docParams,
        response: docDoc,
        errors: { 404: `${KB_NOT_FOUND} / ${DOCUMENT_NOT_FOUND}` },
        handler: async ({ params, subject: org, audit }) => {
          const kb = await kbOf(db, org.id, params.id);
          if (!isUuid(params.docId)) fail(404, DOCUMENT_NOT_FOUND);
          return inTransaction(db, async (tx) => {
            const [row] = await tx
              .update(kbDocuments)
              .set({ status: 'queued', error: null, crawlSeq: sql`${kbDocuments.crawlSeq} + 1`, updatedAt: sql`now()` })
              .where(and(eq(kbDocuments.kbId, kb.id), eq(kbDocuments.id, params.docId)))
              .returning();
            if (!row) fail(404, DOCUMENT_NOT_FOUND);
            await queueCrawl(tx, jobs, row, allowPrivate());
            await audit({ action: 'kb.documentRefreshed', target: org, after: { kbId: kb.id, documentId: row.id, url: row.url } }, tx);
            return docRecord(row);
          });
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/kb/knowledgebase/:id/document/:docId',
        ...write,
        summary: 'Delete a page and its chunks',
        params: docParams,
        response: doneReply,
        errors: { 404: `${KB_NOT_FOUND} / ${DOCUMENT_NOT_FOUND}` },
        handler: async ({ params, subject: org, audit }) => {
          const kb = await kbOf(db, org.id, params.id);
          if (!isUuid(params.docId)) fail(404, DOCUMENT_NOT_FOUND);
          const [row] = await db.delete(kbDocuments).where(and(eq(kbDocuments.kbId, kb.id), eq(kbDocuments.id, params.docId))).returning();
          if (!row) fail(404, DOCUMENT_NOT_FOUND);
          await audit({ action: 'kb.documentDeleted', target: org, before: { kbId: kb.id, documentId: row.id, url: row.url } });
          return { success: true };
        },
      }),
    ];
  },
});
