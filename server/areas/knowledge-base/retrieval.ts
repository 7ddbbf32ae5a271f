// Knowledge bases, the agents' side (issue 21 point 5): the retrieval test (the chunks and scores
// a question finds, raw and processed) and the questions of an agent's real calls to replay. Not
// spec calls (spec document 2 has no such endpoint): the console's own. The agent is named by
// `agentId` (its campaign's knowledge bases, staging) or the knowledge bases by `kbIds` (of the
// target organization); another tenant's agent answers 403 as every account does, another
// tenant's knowledge base 404 naming the field.
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { agentFromPath } from '../../agents/access';
import { readCampaign, stagingOf } from '../../agents/campaigns';
import { MAX_KNOWLEDGE_BASES } from '../../agents/payload';
import { fail } from '../../http';
import { assertOwnKnowledgeBases } from '../../kb/retrievalScope';
import { organizationOf, replayQuestions, retrievalTest } from '../../kb/retrievalTest';

const agentId = z.union([z.number().int().positive().max(999_999_999), z.string().regex(/^\d{1,9}$/, 'Expected an agent account id')]);
const kbId = z.string().trim().toLowerCase().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Expected a knowledge base id');

const testBody = z.object({
  agentId: agentId.optional(),
  kbIds: z.array(kbId).min(1, 'At least one knowledge base').max(MAX_KNOWLEDGE_BASES, `At most ${MAX_KNOWLEDGE_BASES} knowledge bases`).optional(),
  question: z.string().trim().min(1, 'Required').max(1000, 'At most 1000 characters'),
  limit: z.number().int().min(1, 'At least 1').max(20, 'At most 20').default(5),
});

const hitsDoc = reply('The query searched and its hits, best first', {
  query: z.string(),
  hits: z.array(reply('Hit: chunkId, documentId, kbId, url, title, text, score, highlights [{text, match}]')),
});

/** The agent a request names in its body or query, inside the caller's subtree; else the target. */
async function subjectOf(db: Parameters<typeof agentFromPath>[0], caller: AccountRow, target: AccountRow, sent: unknown): Promise<AccountRow> {
  return sent === undefined || sent === null || sent === '' ? target : agentFromPath(db, caller, String(sent), 'agentId');
}

export default defineArea({
  tag: 'Knowledge bases',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/kb/retrievalTest',
      auth: 'account',
      permission: 'canViewOrg',
      subject: ({ caller, target, request }) => subjectOf(db, caller, target, (request.body as { agentId?: unknown } | undefined)?.agentId),
      summary: "Retrieval test: the chunks and scores of the agent's knowledge bases (agentId) or of kbIds for a question, raw and processed (processQuery)",
      body: testBody,
      response: reply('raw and processed: { query, hits }', { raw: hitsDoc, processed: hitsDoc }),
      idempotent: { exempt: 'a read: it searches, it stores nothing' },
      handler: async ({ subject, body }) => {
        const orgId = organizationOf(subject, body.agentId === undefined ? 'targetAccountId' : 'agentId');
        let kbIds: string[];
        if (body.kbIds) {
          kbIds = [...new Set(body.kbIds)];
          await assertOwnKnowledgeBases(db, orgId, kbIds, 'kbIds');
        } else {
          if (body.agentId === undefined) fail(400, 'agentId: Required (or kbIds)');
          kbIds = stagingOf(await readCampaign(db, subject)).knowledgeBaseIds;
        }
        return retrievalTest(db, orgId, kbIds, body.question, body.limit);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/v2/kb/retrievalTest/questions',
      auth: 'account',
      permission: 'canViewOrg',
      subject: ({ caller, target, request }) => subjectOf(db, caller, target, (request.query as { agentId?: unknown }).agentId),
      summary: "What callers said to the agent in its recent calls and messages (test chats left out), to replay in the retrieval test",
      query: z.object({ agentId: agentId.optional() }),
      response: reply('The questions, newest call first', {
        questions: z.array(reply('text, callId (the call record uuid), direction, timestamp (unix seconds)')),
      }),
      handler: async ({ subject }) => {
        if (subject.accountType !== 'agent') fail(400, 'agentId: Expected an agent account id');
        return { questions: await replayQuestions(db, subject) };
      },
    }),
  ],
});
