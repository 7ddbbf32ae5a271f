// The inbox's two tabs (issue 19 point 1): a page of the target's rooms, newest activity first,
// with an unread-only filter; archived (closed) rooms only when asked. The total is capped
// (kit/cappedCount.ts): counting every room of a large tenant on every page is what made lists slow.
import { and, desc, eq, not, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { conversations } from '../db/schema';
import type { Db } from '../db/store';
import { cappedCount } from '../kit/cappedCount';
import { scopeOf } from '../numbers/scope';
import { INBOX_COUNT_CAP } from './constants';
import { asView, priorityOf, roomColumns, roomObjects, roomsOfTarget } from './rooms';

export type Tab = 'priority' | 'agent';

export interface ListQuery {
  page: number;
  pageSize: number;
  unread?: boolean;
  archived?: boolean;
}

export async function listRooms(db: Db, target: AccountRow, tab: Tab, query: ListQuery) {
  const { accountId } = scopeOf(target);
  const priority = priorityOf(accountId);
  const filters: (SQL | undefined)[] = [
    roomsOfTarget(target),
    eq(conversations.archived, query.archived ?? false),
    tab === 'priority' ? priority : not(priority),
  ];
  if (query.unread) filters.push(eq(conversations.unread, true));
  const where = and(...filters);
  const [rows, total] = await Promise.all([
    db
      .select(roomColumns)
      .from(conversations)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(query.pageSize + 1)
      .offset(query.page * query.pageSize),
    cappedCount(db, conversations, where, { cap: INBOX_COUNT_CAP }),
  ]);
  const page = rows.slice(0, query.pageSize).map(asView);
  return {
    rooms: await roomObjects(db, accountId, page),
    totalRooms: total.n,
    totalExact: total.exact,
    pagination: { page: query.page, pageSize: query.pageSize, hasMore: rows.length > query.pageSize },
  };
}
