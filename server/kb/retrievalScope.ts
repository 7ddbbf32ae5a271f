// Which knowledge bases an agent may search: only its organization's. A campaign save naming
// another organization's knowledge base (or one that does not exist) is refused as "not found",
// so a foreign id tells nothing about the other tenant.
import { and, eq, inArray } from 'drizzle-orm';
import { knowledgeBases } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';

export const KB_NOT_FOUND = 'Knowledge base not found';

/** The ids among `ids` that are knowledge bases of the organization. */
export async function ownKnowledgeBases(db: Db, orgId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: knowledgeBases.id })
    .from(knowledgeBases)
    .where(and(eq(knowledgeBases.accountId, orgId), inArray(knowledgeBases.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * 404 naming the field of the first id that is not a knowledge base of the organization. Ids in
 * `kept` (already attached) pass unchecked: a knowledge base deleted since must not block every
 * later save of the agent; searching it finds nothing, and the editor marks it "not found".
 */
export async function assertOwnKnowledgeBases(db: Db, orgId: number, ids: readonly string[], field = 'knowledgeBaseIds', kept: readonly string[] = []): Promise<void> {
  const added = ids.filter((id) => !kept.includes(id));
  const own = await ownKnowledgeBases(db, orgId, added);
  const index = ids.findIndex((id) => !kept.includes(id) && !own.has(id));
  if (index >= 0) fail(404, `${field}.${index}: ${KB_NOT_FOUND}`);
}
