// Issue 10 point 2's last clause: a test conversation with an agent (POST /api/v1/agent/runPrompt)
// writes a call record too, direction `test`, so it shows in the logs with its transcript. Each
// turn is its own request; when the console sends a `conversationId` the turns of one conversation
// update one record (its transcript and duration grow), else each turn is a record of its own.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { accounts, calls, type Citation, type TranscriptBooking, type TranscriptLine } from '../db/schema';
import type { Db } from '../db/store';

export const TEST_DIRECTION = 'test';

export interface TestTurn {
  conversationId?: string;
  history: { role: 'user' | 'assistant'; content: string }[];
  promptText: string;
  reply: string;
  appointmentBooked: boolean;
  transferTo?: string;
  /** the knowledge-base passages the reply was given */
  citations?: Citation[];
  /** the appointment the agent's booking action made (or why not) */
  booking?: TranscriptBooking;
  /** the record's uuid (testCallUuid) when the caller computed it first */
  uuid?: string;
}

/** The record of a test conversation: one per conversation of one agent, else one per turn. */
export const testCallUuid = (agent: Pick<AccountRow, 'id'>, conversationId?: string) => (conversationId ? `test-${agent.id}-${conversationId}` : randomUUID());

async function keepCitations(db: Db, uuid: string, transcript: TranscriptLine[]): Promise<void> {
  const [before] = await db.select({ transcript: calls.transcript }).from(calls).where(eq(calls.uuid, uuid));
  before?.transcript?.forEach((line, i) => {
    const now = transcript[i];
    if (!now || now.role !== line.role || now.text !== line.text) return;
    if (line.citations && !now.citations) now.citations = line.citations;
    if (line.booking && !now.booking) now.booking = line.booking;
  });
}

export async function recordTestCall(db: Db, agent: AccountRow, turn: TestTurn, startedAt: Date): Promise<string> {
  const orgId = agent.organizationId ?? agent.id;
  const [org] = await db.select({ accountName: accounts.accountName }).from(accounts).where(eq(accounts.id, orgId));
  const elapsed = Math.max(0, Math.round((Date.now() - startedAt.getTime()) / 1000));
  const transcript: TranscriptLine[] = [
    ...turn.history.map((line) => ({ role: line.role === 'user' ? ('caller' as const) : ('agent' as const), text: line.content, offset: 0 })),
    { role: 'caller', text: turn.promptText, offset: 0 },
    { role: 'agent', text: turn.reply, offset: elapsed, ...(turn.citations?.length ? { citations: turn.citations } : {}), ...(turn.booking ? { booking: turn.booking } : {}) },
  ];
  // the console's history carries text only: earlier answers keep the citations and bookings recorded with them
  if (turn.conversationId && turn.history.length) await keepCitations(db, `test-${agent.id}-${turn.conversationId}`, transcript);
  // one conversation of one agent is one record; the agent id keeps another agent's id apart
  const uuid = turn.uuid ?? testCallUuid(agent, turn.conversationId);
  const row = {
    uuid,
    callId: uuid,
    roomId: `test-${agent.id}`,
    accountId: orgId,
    accountName: org?.accountName ?? '',
    agentId: agent.id,
    partnerId: agent.partnerId,
    resellerId: agent.resellerId,
    timestamp: startedAt,
    duration: elapsed,
    direction: TEST_DIRECTION,
    transfer: turn.transferTo ?? '',
    appointmentBooked: turn.appointmentBooked ? 1 : 0,
    transferMade: turn.transferTo ? 1 : 0,
    transcript,
  };
  await db
    .insert(calls)
    .values(row)
    .onConflictDoUpdate({
      target: calls.uuid,
      set: {
        transcript,
        duration: sql`greatest(0, extract(epoch from now() - ${calls.timestamp})::int)`,
        transfer: sql`case when ${row.transfer} = '' then ${calls.transfer} else ${row.transfer} end`,
        transferMade: sql`greatest(${calls.transferMade}, ${row.transferMade})`,
        appointmentBooked: sql`greatest(${calls.appointmentBooked}, ${row.appointmentBooked})`,
      },
    });
  return uuid;
}
