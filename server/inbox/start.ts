// A person starts a conversation from the inbox (issue 19 point 2): from one of the organization's
// active SMS numbers (the first one when `from` is not given; an agent target's own number), to an
// outside number. The room is the runtime's room of that pair (created when new), so the answer
// lands in the same room; the first message is sent as any person's message (the takeover).
import { and, asc, eq } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { conversations, phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { scopeOf } from '../numbers/scope';
import { NO_SMS_NUMBER, NOT_OUR_NUMBER } from './constants';
import { sendAsPerson, type PersonMessage, type Sender } from './send';

export interface StartRequest extends PersonMessage {
  to: string;
  from?: string;
}

async function senderNumber(db: Db, target: AccountRow, from?: string) {
  const scope = scopeOf(target);
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountId, scope.accountId),
        eq(phoneNumbers.status, 'active'),
        eq(phoneNumbers.sms, true),
        from === undefined ? undefined : eq(phoneNumbers.number, from),
        target.accountType === 'agent' ? eq(phoneNumbers.agentAccountId, target.id) : undefined,
      ),
    )
    .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id))
    .limit(1);
  if (!row) fail(400, from === undefined ? NO_SMS_NUMBER : NOT_OUR_NUMBER);
  return row;
}

export async function startConversation(tx: Db, sender: Sender, target: AccountRow, request: StartRequest) {
  const number = await senderNumber(tx, target, request.from);
  const [room] = await tx
    .insert(conversations)
    .values({
      id: crypto.randomUUID(),
      accountId: number.accountId,
      agentId: number.agentAccountId,
      resellerId: number.resellerId,
      partnerId: number.partnerId,
      agentNumber: number.number,
      externalNumber: request.to,
    })
    .onConflictDoUpdate({
      target: [conversations.accountId, conversations.agentNumber, conversations.externalNumber],
      // a closed room of the pair opens again
      set: { archived: false, status: 'open' },
    })
    .returning();
  const [locked] = await tx.select().from(conversations).where(eq(conversations.id, room!.id)).for('update');
  const message = await sendAsPerson(tx, sender, locked!, request);
  return { roomId: room!.id, message };
}
