// Shared by the conversation runtime suites: a number assigned to an agent (as the numbers routes
// would leave it), and what the runtime wrote, read straight from the tables.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { calls, conversationCalls, conversationMessages, conversations, events, phoneNumbers } from '../../server/db/schema';
import type { Db } from '../../server/db/store';
import type { LanguageModel } from '../../server/providers/llm';
import type { ModelErrorCode } from '../../server/providers/llm/types';

let next = 0;
/** A number nobody holds yet, E.164 (unique per test file run). */
export const freshNumber = () => `+1555${String(7_000_000 + process.pid % 1000 * 1000 + next++).padStart(7, '0')}`;

/** An active number of `orgId` answered by `agentId` (the agent's earlier number released: one each). */
export async function assignNumber(db: Db, orgId: number, agentId: number | null, number = freshNumber()): Promise<string> {
  if (agentId !== null) {
    await db.update(phoneNumbers).set({ status: 'released', releasedAt: new Date() }).where(and(eq(phoneNumbers.agentAccountId, agentId), ne(phoneNumbers.status, 'released')));
  }
  await db.insert(phoneNumbers).values({ number, accountId: orgId, agentAccountId: agentId, carrier: 'demo', source: 'bought', status: 'active' });
  return number;
}

export async function eventsAbout(db: Db, field: 'roomId' | 'callId', value: string) {
  const rows = await db.select().from(events).where(inArray(events.type, ['call.started', 'call.turn', 'call.ended', 'message.in', 'message.out'])).orderBy(asc(events.id));
  return rows.filter((e) => e.payload[field] === value);
}

export const recordsOfRoom = (db: Db, roomId: string) => db.select().from(calls).where(eq(calls.roomId, roomId)).orderBy(asc(calls.timestamp));
export const recordOf = async (db: Db, uuid: string) => (await db.select().from(calls).where(eq(calls.uuid, uuid)))[0];
export const messagesOfRoom = (db: Db, roomId: string) =>
  db.select().from(conversationMessages).where(eq(conversationMessages.roomId, roomId)).orderBy(asc(conversationMessages.id));
export const callRow = async (db: Db, carrierCallId: string) =>
  (await db.select().from(conversationCalls).where(eq(conversationCalls.carrierCallId, carrierCallId)))[0];
export const roomsOf = (db: Db, agentNumber: string, external: string) =>
  db.select().from(conversations).where(and(eq(conversations.agentNumber, agentNumber), eq(conversations.externalNumber, external)));

/** A language model that always fails (a real provider down or timing out): a stub of a third party. */
export const failingModel = (code: ModelErrorCode): LanguageModel => ({
  info: { kind: 'openai-compatible', label: 'failing', model: 'failing' },
  async *stream() {
    yield { type: 'error', code, message: 'down' };
  },
  async *suggest() {},
});
