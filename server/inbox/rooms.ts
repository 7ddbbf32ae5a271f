// The inbox's rooms (issue 19 point 1): whose they are, which tab they are on, and how one is shown.
// A room is the target organization's (only its agent's when the target is an agent account); any
// other room answers the catalogue's "Failed to fetch convo" 404, whether it exists or not.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { contacts, conversations, inboxBlockedNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { scopeOf } from '../numbers/scope';
import { CONVO_NOT_FOUND } from './constants';

export type RoomRow = typeof conversations.$inferSelect;
/** A room with the direction of its last shown message (the runtime keeps only its text). */
export type RoomView = RoomRow & { lastDirection: 'in' | 'out' | null };

/** The direction of a room's last message that is shown (blocked ones are not): one index probe. */
// spelt out: in a select list drizzle drops the table names, and "id" would be the message's
export const lastDirection = sql<'in' | 'out' | null>`(select m.direction from conversation_messages m
  where m.room_id = "conversations"."id" and m.unanswered is distinct from 'blocked' order by m.id desc limit 1)`;

/** The select list of a RoomView. */
export const roomColumns = { room: conversations, lastDirection };
export const asView = (r: { room: RoomRow; lastDirection: 'in' | 'out' | null }): RoomView => ({ ...r.room, lastDirection: r.lastDirection });

/** The rows of the target's organization, and only its agent's when the target is an agent. */
export function roomsOfTarget(target: AccountRow): SQL {
  const org = eq(conversations.accountId, scopeOf(target).accountId);
  return target.accountType === 'agent' ? and(org, eq(conversations.agentId, target.id))! : org;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The target's room `roomId` (locked for update in a transaction when `lock`); 404 otherwise. */
export async function roomOf(db: Db, target: AccountRow, roomId: string, options: { lock?: boolean } = {}): Promise<RoomRow> {
  if (!UUID.test(roomId)) fail(404, CONVO_NOT_FOUND);
  const query = db.select().from(conversations).where(and(eq(conversations.id, roomId), roomsOfTarget(target)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) fail(404, CONVO_NOT_FOUND);
  return row;
}

/** The room as the contract shows it, read again (after a change). */
export async function roomViewOf(db: Db, roomId: string): Promise<RoomView> {
  const [row] = await db.select(roomColumns).from(conversations).where(eq(conversations.id, roomId));
  return asView(row!);
}

/**
 * The priority tab: rooms a person should see (a person wrote in or handles it, its agent is off,
 * or the outside party is one of the org's contacts). The agent tab ("Junk") is the rest. `room` is
 * the SQL name or alias of a conversations row (the inbox lists, the activity feed). The contacts'
 * phones are read as E.164 (separators dropped, ten digits without a country code read as American,
 * the spec's default country) in one subquery on the organization: a constant `accountId` lets it
 * be hashed once per query rather than looked up per room.
 */
export function priorityRoom(room: string, accountId?: number): SQL {
  const r = sql.raw(room);
  const organization = accountId ?? sql`${r}.account_id`;
  const digits = sql`regexp_replace(k.data ->> 'phoneNumber', '[^0-9]', '', 'g')`;
  const phones = sql`(select case when length(${digits}) = 10 then '+1' || ${digits} else '+' || ${digits} end
    from contacts k where k.organization_id = ${organization} and k.data ? 'phoneNumber')`;
  return sql`(${r}.attended or not ${r}.ai_agent_enabled or ${r}.external_number in ${phones})`;
}

export const priorityOf = (accountId: number): SQL => priorityRoom('conversations', accountId);

export const isHandled = (room: Pick<RoomRow, 'handledUntil'>, now = new Date()) => room.handledUntil !== null && room.handledUntil > now;

interface RoomExtras {
  names: Map<string, string>;
  blocked: Set<string>;
}

/** What the list and the detail show beside the rows: contact names and blocked numbers. */
export async function roomExtras(db: Db, accountId: number, rows: readonly RoomRow[]): Promise<RoomExtras> {
  const numbers = [...new Set(rows.map((r) => r.externalNumber))];
  if (numbers.length === 0) return { names: new Map(), blocked: new Set() };
  const digits = sql<string>`regexp_replace(${contacts.data} ->> 'phoneNumber', '[^0-9]', '', 'g')`;
  const e164 = sql<string>`case when length(${digits}) = 10 then '+1' || ${digits} else '+' || ${digits} end`;
  const name = sql<string>`nullif(trim(concat_ws(' ', ${contacts.data} ->> 'firstName', ${contacts.data} ->> 'lastName')), '')`;
  const [named, blocked] = await Promise.all([
    db
      .select({ number: e164, name })
      .from(contacts)
      .where(and(eq(contacts.organizationId, accountId), sql`${contacts.data} ? 'phoneNumber'`, inArray(e164, numbers))),
    db
      .select({ number: inboxBlockedNumbers.number })
      .from(inboxBlockedNumbers)
      .where(and(eq(inboxBlockedNumbers.accountId, accountId), inArray(inboxBlockedNumbers.number, numbers))),
  ]);
  return {
    names: new Map(named.filter((n) => n.name).map((n) => [n.number, n.name])),
    blocked: new Set(blocked.map((b) => b.number)),
  };
}

/** The contract's Room. */
export function roomObject(row: RoomView, extras: RoomExtras, now = new Date()) {
  const name = extras.names.get(row.externalNumber);
  const handled = isHandled(row, now);
  return {
    roomId: row.id,
    users: [{ number: row.externalNumber, ...(name ? { name } : {}) }],
    agentNumber: row.agentNumber,
    externalNumber: row.externalNumber,
    agentId: row.agentId,
    lastMessage: row.lastMessage === null ? null : { body: row.lastMessage, direction: row.lastDirection ?? 'out', createdAt: (row.lastMessageAt ?? row.createdAt).toISOString() },
    unread: row.unread,
    aiAgentEnabled: row.aiAgentEnabled,
    status: row.status,
    archived: row.archived,
    blocked: extras.blocked.has(row.externalNumber),
    blockedCount: row.blockedCount,
    handledBy: handled ? { userId: row.handledById, name: row.handledByName ?? '', until: row.handledUntil!.toISOString() } : null,
    rating: row.rating,
    updatedAt: (row.lastMessageAt ?? row.createdAt).toISOString(),
  };
}

export async function roomObjects(db: Db, accountId: number, rows: RoomView[]) {
  const extras = await roomExtras(db, accountId, rows);
  const now = new Date();
  return rows.map((r) => roomObject(r, extras, now));
}
