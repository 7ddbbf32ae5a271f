// Knowledge bases (issue 21 point 4; spec doc 2 "Knowledge base"): list, create, read, delete, and
// query. Reading and querying need canViewOrg (every member); creating, deleting and everything that
// makes the server fetch pages (documents, sitemaps) is for owners of the organization and the
// accounts above it (canManageOutgoing), as webhooks are: the server goes out on the org's behalf.
import { and, eq } from 'drizzle-orm';
import { targetOrganization } from '../../accounts/targets';
import { ownerOrAbove } from '../../auth/permissionChecks';
import { knowledgeBases } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { KB_AUDIT_ACTIONS, KB_NOT_FOUND } from '../../kb/messages';
import { processQuery } from '../../kb/processQuery';
import { createKbBody, doneReply, kbDoc, kbList, kbListQuery, kbParams, queryBody, queryReply } from '../../kb/schemas';
import { searchChunks } from '../../kb/search';
import { findKb, isUuid, listKbs } from '../../kb/views';

export default defineArea({
  tag: 'Knowledge bases',
  auditActions: KB_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const organization = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const read = { auth: 'account' as const, subject: organization, permission: 'canViewOrg' as const };
    const write = { auth: 'account' as const, subject: organization, allow: ownerOrAbove, permission: 'canManageOutgoing' as const };
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/kb/knowledgebase',
        ...read,
        summary: "A page of the organization's knowledge bases, newest first (q: title contains)",
        query: kbListQuery,
        response: kbList,
        handler: async ({ query, subject: org }) => ({ success: true, ...(await listKbs(db, org.id, query.page, query.perPage, query.q.trim())) }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/kb/knowledgebase',
        ...write,
        summary: 'Create a knowledge base',
        body: createKbBody,
        status: 201,
        response: { 201: kbDoc },
        idempotent: true,
        handler: async ({ body, subject: org, caller, reply: res, audit, db: tx }) => {
          const [row] = await tx.insert(knowledgeBases).values({ accountId: org.id, title: body.title, createdBy: caller.id }).returning();
          await audit({ action: 'kb.created', target: org, after: { kbId: row!.id, title: row!.title } }, tx);
          res.code(201);
          return { success: true, ...(await findKb(tx, org.id, row!.id))! };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/kb/knowledgebase/:id',
        ...read,
        summary: 'One knowledge base with its counts and crawl status',
        params: kbParams,
        response: kbDoc,
        errors: { 404: KB_NOT_FOUND },
        handler: async ({ params, subject: org }) => (await findKb(db, org.id, params.id)) ?? fail(404, KB_NOT_FOUND),
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/kb/knowledgebase/:id',
        ...write,
        summary: 'Delete a knowledge base with its documents and chunks',
        params: kbParams,
        response: doneReply,
        errors: { 404: KB_NOT_FOUND },
        handler: async ({ params, subject: org, audit }) => {
          if (!isUuid(params.id)) fail(404, KB_NOT_FOUND);
          const [row] = await db.delete(knowledgeBases).where(and(eq(knowledgeBases.accountId, org.id), eq(knowledgeBases.id, params.id))).returning();
          if (!row) fail(404, KB_NOT_FOUND);
          await audit({ action: 'kb.deleted', target: org, before: { kbId: row.id, title: row.title } });
          return { success: true };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/kb/knowledgebase/:id/query',
        ...read,
        summary: 'Search the knowledge base: ranked chunks with highlight segments; processQuery (default true) rewrites a spoken question into search terms first',
        params: kbParams,
        body: queryBody,
        response: queryReply,
        errors: { 404: KB_NOT_FOUND },
        idempotent: { exempt: 'a read: it changes nothing' },
        handler: async ({ params, body, subject: org }) => {
          const kb = await findKb(db, org.id, params.id);
          if (!kb) fail(404, KB_NOT_FOUND);
          const processedQuery = body.processQuery ? await processQuery(body.query) : null;
          const results = await searchChunks(db, { accountId: org.id, kbIds: [kb.id], query: processedQuery ?? body.query, limit: body.limit });
          return { query: body.query, processedQuery, results };
        },
      }),
    ];
  },
});
