// An organization's campaign lines (issue 20 point 5): at most `maxConcurrentCalls` campaign calls at
// once across its tasks, and `reservedInboundLines` of those lines kept free for inbound calls while
// campaigns run (the runner counts the calls in progress, inbound included, against both).
import { eq, sql } from 'drizzle-orm';
import { taskLimits } from '../db/schema';
import type { Db } from '../db/store';
import { DEFAULT_MAX_CONCURRENT_CALLS, DEFAULT_RESERVED_INBOUND_LINES, MAX_FILE_BYTES, MAX_ROWS } from './constants';

export interface Limits {
  maxConcurrentCalls: number;
  reservedInboundLines: number;
}

export async function limitsOf(db: Db, organizationId: number): Promise<Limits> {
  const [row] = await db.select().from(taskLimits).where(eq(taskLimits.accountId, organizationId));
  return {
    maxConcurrentCalls: row?.maxConcurrentCalls ?? DEFAULT_MAX_CONCURRENT_CALLS,
    reservedInboundLines: row?.reservedInboundLines ?? DEFAULT_RESERVED_INBOUND_LINES,
  };
}

export async function setLimits(db: Db, organizationId: number, limits: Limits): Promise<Limits> {
  await db
    .insert(taskLimits)
    .values({ accountId: organizationId, ...limits })
    .onConflictDoUpdate({ target: taskLimits.accountId, set: { ...limits, updatedAt: sql`now()` } });
  return limits;
}

export const limitsObject = (limits: Limits) => ({ ...limits, maxRows: MAX_ROWS, maxFileBytes: MAX_FILE_BYTES }) as const;
