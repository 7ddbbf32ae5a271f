// Inbox search (GET /api/v1/search/{target} and /enhancedSearch/{target}): the organization's rooms and
// contacts matching a number or a name; the enhanced search also finds rooms by what was written in
// them. Each LIKE '%…%' is a trigram lookup (contacts_search_trgm_idx, and the hand-written
// conversation_messages_body_trgm_idx of the inbox extras' migration), as issue 17 did for contacts.
import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { contactObject } from '../../areas/contacts/contacts';
import { contacts, conversationMessages, conversations } from '../../db/schema';
import type { Db } from '../../db/store';
import { searchPatterns } from '../../rules/contactFields';

export const SEARCH_LIMIT = 20;

export interface SearchScope {
  orgId: number;
  /** an agent target searches its own rooms only */
  agentId: number | null;
}

const contactName = (data: Record<string, unknown>) =>
  [data.firstName, data.lastName].filter((part) => typeof part === 'string' && part).join(' ') || null;
const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

export async function searchInbox(db: Db, scope: SearchScope, phrase: string, enhanced: boolean) {
  const patterns = searchPatterns(phrase);
  const found = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.organizationId, scope.orgId), or(...patterns.map((p) => like(contacts.searchText, p)))))
    .orderBy(desc(contacts.updatedAt))
    .limit(SEARCH_LIMIT);
  const contactPhones = found.map((c) => `+${digitsOf(c.data.phoneNumber)}`).filter((p) => p.length > 1);
  const byPattern = or(...patterns.map((p) => like(conversations.externalNumber, p)));
  const byContact = contactPhones.length ? inArray(conversations.externalNumber, contactPhones) : undefined;
  const byMessage = enhanced
    ? sql`exists (select 1 from ${conversationMessages} m where m.room_id = ${conversations.id} and m.account_id = ${scope.orgId}
        and m.body ilike ${patterns[0]})`
    : undefined;
  const rooms = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, scope.orgId),
        scope.agentId === null ? undefined : eq(conversations.agentId, scope.agentId),
        or(byPattern, byContact, byMessage),
      ),
    )
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`)
    .limit(SEARCH_LIMIT);
  const names = new Map(found.map((c) => [`+${digitsOf(c.data.phoneNumber)}`, contactName(c.data)]));
  return {
    rooms: rooms.map((r) => ({
      roomId: r.id,
      externalNumber: r.externalNumber,
      agentNumber: r.agentNumber,
      name: names.get(r.externalNumber) ?? null,
      lastMessage: r.lastMessage,
      lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    })),
    contacts: found.map(contactObject),
  };
}
