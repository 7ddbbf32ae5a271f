// The live view's reads (issue 18 point 6): the calls in progress and the SMS conversations active
// lately, of the target's organization (or only its agent's, when the target is an agent), and one
// call or conversation whole. Rows come from the conversation runtime's tables.
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountRow } from '../auth/context';
import { auditLog, conversationCalls, conversationMessages, conversations } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { agentNames, scopeOf } from '../numbers/scope';
import { LIVE_CALL_NOT_FOUND, ROOM_NOT_FOUND } from './messages';

/** An SMS conversation counts as in progress while its last message is younger than this. */
export const ACTIVE_ROOM_MS = 30 * 60_000;
const LIMIT = 100;

/** Rows of the target's organization, and only its agent's when the target is an agent. */
function whose(target: AccountRow, accountId: AnyPgColumn, agentId: AnyPgColumn): SQL {
  const scope = eq(accountId, scopeOf(target).accountId);
  return target.accountType === 'agent' ? and(scope, eq(agentId, target.id))! : scope;
}

export type LiveCallRow = typeof conversationCalls.$inferSelect;
export type RoomRow = typeof conversations.$inferSelect;

export const callObject = (row: LiveCallRow, agentName: string | null) => ({
  callId: row.uuid,
  roomId: row.roomId,
  agentId: row.agentId,
  agentName,
  from: row.fromNumber,
  to: row.toNumber,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  transcript: row.transcript.map((l) => ({ role: l.role, text: l.text, offset: l.offset })),
  actions: row.actions,
  transferTo: row.transferTo || null,
});

export const roomObject = (row: RoomRow, agentName: string | null) => ({
  roomId: row.id,
  agentId: row.agentId,
  agentName,
  agentNumber: row.agentNumber,
  externalNumber: row.externalNumber,
  aiAgentEnabled: row.aiAgentEnabled,
  lastMessage: row.lastMessage,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
});

export async function liveNow(db: Db, target: AccountRow) {
  const calls = await db
    .select()
    .from(conversationCalls)
    .where(and(whose(target, conversationCalls.accountId, conversationCalls.agentId), inArray(conversationCalls.status, ['live', 'transferring'])))
    .orderBy(desc(conversationCalls.startedAt))
    .limit(LIMIT);
  const rooms = await db
    .select()
    .from(conversations)
    .where(and(whose(target, conversations.accountId, conversations.agentId), gt(conversations.lastMessageAt, new Date(Date.now() - ACTIVE_ROOM_MS))))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(LIMIT);
  const names = await agentNames(db, [...calls, ...rooms].flatMap((r) => (r.agentId === null ? [] : [r.agentId])));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return { calls: calls.map((c) => callObject(c, nameOf(c.agentId))), conversations: rooms.map((r) => roomObject(r, nameOf(r.agentId))) };
}

export async function liveCallOf(db: Db, target: AccountRow, callId: string): Promise<LiveCallRow> {
  const [row] = await db.select().from(conversationCalls).where(and(eq(conversationCalls.uuid, callId), whose(target, conversationCalls.accountId, conversationCalls.agentId)));
  if (!row) fail(404, LIVE_CALL_NOT_FOUND);
  return row;
}

export async function roomOfTarget(db: Db, target: AccountRow, roomId: string): Promise<RoomRow> {
  const [row] = await db.select().from(conversations).where(and(eq(conversations.id, roomId), whose(target, conversations.accountId, conversations.agentId)));
  if (!row) fail(404, ROOM_NOT_FOUND);
  return row;
}

export async function roomMessages(db: Db, roomId: string) {
  const rows = await db.select().from(conversationMessages).where(eq(conversationMessages.roomId, roomId)).orderBy(asc(conversationMessages.id)).limit(500);
  return rows.map((m) => ({ uuid: m.uuid, direction: m.direction, body: m.body, createdAt: m.createdAt.toISOString() }));
}

export async function nameOfAgent(db: Db, agentId: number | null): Promise<string | null> {
  return agentId === null ? null : ((await agentNames(db, [agentId])).get(agentId) ?? null);
}

/** A listen is audited once per person and call or conversation: the screen reads it again on every turn. */
export async function firstListen(db: Db, actorId: number, action: string, key: 'callId' | 'roomId', id: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId), sql`${auditLog.after}->>${key} = ${id}`))
    .limit(1);
  return !seen;
}
