// The retrieval test (issue 21 point 5): what an agent's knowledge bases return for a question,
// raw and as processQuery rewrites it, and the questions callers really asked the agent (the
// caller lines of its recent call records, test chats left out) to replay one of them.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { calls } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { processQuery } from './processQuery';
import { searchChunks } from './search';

export const RECENT_CALLS = 25;
export const MAX_QUESTIONS = 30;
const TEST_DIRECTION = 'test';

/** The organization an agent or organization account belongs to; 400 for any other target. */
export function organizationOf(account: AccountRow, field = 'targetAccountId'): number {
  if ((account.accountType !== 'agent' && account.accountType !== 'organization') || account.organizationId === null) {
    fail(400, `${field}: Expected an agent account or an organization`);
  }
  return account.organizationId;
}

export async function retrievalTest(db: Db, accountId: number, kbIds: readonly string[], question: string, limit: number) {
  const search = (query: string) => (kbIds.length && query.trim() ? searchChunks(db, { accountId, kbIds: [...kbIds], query, limit }) : Promise.resolve([]));
  const processedQuery = (await processQuery(question)).trim();
  const [rawHits, processedHits] = await Promise.all([search(question), search(processedQuery)]);
  return { raw: { query: question, hits: rawHits }, processed: { query: processedQuery, hits: processedHits } };
}

export interface ReplayQuestion {
  text: string;
  callId: string;
  direction: string;
  /** unix seconds of the call */
  timestamp: number;
}

/** What callers said to the agent in its recent calls and messages, newest call first, each once. */
export async function replayQuestions(db: Db, agent: AccountRow): Promise<ReplayQuestion[]> {
  const rows = await db
    .select({ uuid: calls.uuid, direction: calls.direction, timestamp: calls.timestamp, transcript: calls.transcript })
    .from(calls)
    .where(and(eq(calls.accountId, organizationOf(agent, 'agentId')), eq(calls.agentId, agent.id), ne(calls.direction, TEST_DIRECTION)))
    .orderBy(desc(calls.timestamp), desc(calls.uuid))
    .limit(RECENT_CALLS);
  const seen = new Set<string>();
  const out: ReplayQuestion[] = [];
  for (const row of rows) {
    for (const line of row.transcript ?? []) {
      const text = line.role === 'caller' ? line.text.replace(/\s+/g, ' ').trim() : '';
      const key = text.toLowerCase();
      if (!text || seen.has(key)) continue;
      seen.add(key);
      out.push({ text: text.slice(0, 1000), callId: row.uuid, direction: row.direction, timestamp: Math.floor(row.timestamp.getTime() / 1000) });
      if (out.length === MAX_QUESTIONS) return out;
    }
  }
  return out;
}
