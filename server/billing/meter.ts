// Usage the runtime reports itself (language-model tokens): added to the organization's counter for
// the UTC day. Messages are counted by a trigger and voice minutes by call_rollups; tokens are
// metered here by every model turn (voice and SMS in conversations/turn.ts, the test chat, the
// scenarios). Never throws into the runtime's path for a bad count: a non-positive count is ignored.
import { sql } from 'drizzle-orm';
import type { UsageKey } from '../../src/shared/billing/plans';
import { usageCounters } from '../db/schema';
import type { Db } from '../db/store';
import type { ModelRequest, TokenUsage } from '../providers/llm/types';

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export async function meterUsage(db: Db, accountId: number, key: UsageKey, quantity: number, at = new Date()): Promise<void> {
  const n = Math.round(quantity);
  if (!Number.isSafeInteger(n) || n <= 0) return;
  await db
    .insert(usageCounters)
    .values({ accountId, day: utcDay(at), key, quantity: n })
    .onConflictDoUpdate({ target: [usageCounters.accountId, usageCounters.day, usageCounters.key], set: { quantity: sql`${usageCounters.quantity} + ${n}` } });
}

/** What a model turn used, when the provider does not say: about four characters a token. */
export const estimateTokens = (...texts: readonly string[]) => Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);

/** A turn's tokens: the provider's count when it gave one, else the estimate over everything sent and the answer. */
export function turnTokens(request: Pick<ModelRequest, 'system' | 'history' | 'prompt' | 'passages'>, reply: string, usage?: TokenUsage | null): number {
  if (usage) return usage.promptTokens + usage.completionTokens;
  const sent = [request.system, ...request.history.map((h) => h.content), ...(request.passages ?? []).map((p) => p.text), request.prompt];
  return estimateTokens(...sent, reply);
}

/** Meters one model turn to the organization (the same database the turn is written to). */
export async function meterTurn(db: Db, accountId: number, request: Pick<ModelRequest, 'system' | 'history' | 'prompt' | 'passages'>, reply: string, usage?: TokenUsage | null): Promise<number> {
  const tokens = turnTokens(request, reply, usage);
  await meterUsage(db, accountId, 'tokens', tokens);
  return tokens;
}
