// What the conversation runtime runs on, and its limits. Flooding (issue 18 point 8): inbound
// messages and calls are counted per caller→number pair in the database (kit/limitStore.ts), so
// the limit holds across API processes and one caller's flood never touches another caller's
// budget. Past the limit an SMS is recorded (message.in, marked 'throttled') but not answered: no
// model call, no reply, no call record; a call is rejected unrecorded.
import type { Db } from '../db/store';
import { countHit } from '../kit/limitStore';
import type { Carrier } from '../providers/carrier';
import type { LanguageModel } from '../providers/llm';
import { DEFAULT_LLM_LIMITS, llmLimitsFrom } from '../providers/llm/limits';

export interface RuntimeLimits {
  /** Messages and calls one caller may send one number per window. */
  floodMax: number;
  floodWindowMs: number;
  /** One agent turn, start to end (LLM_PROMPT_TIME_LIMIT_MS, as the test chat). */
  turnTimeLimitMs: number;
}

export const DEFAULT_RUNTIME_LIMITS: RuntimeLimits = {
  floodMax: 20,
  floodWindowMs: 60_000,
  turnTimeLimitMs: DEFAULT_LLM_LIMITS.promptTimeLimitMs,
};

export const RUNTIME_LIMIT_ENV = { floodMax: 'INBOUND_FLOOD_LIMIT', floodWindowMs: 'INBOUND_FLOOD_WINDOW_MS' } as const;

export function runtimeLimitsFrom(env: Record<string, string | undefined> = process.env): RuntimeLimits {
  const limits = { ...DEFAULT_RUNTIME_LIMITS, turnTimeLimitMs: llmLimitsFrom(env).promptTimeLimitMs };
  for (const key of Object.keys(RUNTIME_LIMIT_ENV) as (keyof typeof RUNTIME_LIMIT_ENV)[]) {
    const value = Number(env[RUNTIME_LIMIT_ENV[key]]?.trim() || NaN);
    if (Number.isSafeInteger(value) && value > 0) limits[key] = value;
  }
  return limits;
}

/** Where the runtime reports what it cannot answer for (a transfer the carrier could not ring). */
export interface RuntimeLog {
  warn(object: object, message: string): void;
}

export interface RuntimeDeps {
  db: Db;
  model: LanguageModel;
  carrier: Carrier;
  limits: RuntimeLimits;
  log?: RuntimeLog;
}

const FLOOD_BUCKET = 'inbound-flood';

/** Counts one inbound message or call of `from` to `to`; true when it is over the limit. */
export async function isFlooding(deps: RuntimeDeps, from: string, to: string): Promise<boolean> {
  const hit = await countHit(deps.db, FLOOD_BUCKET, `${from}>${to}`, deps.limits.floodWindowMs);
  return hit.count > deps.limits.floodMax;
}

/** Rings a transfer's target through the carrier, after the turn is committed; a failure is logged, not the caller's. */
export async function ringTransfer(deps: RuntimeDeps, from: string, to: string, callId: string): Promise<void> {
  try {
    await deps.carrier.placeCall({ from, to, callId });
  } catch (error) {
    deps.log?.warn({ err: { type: (error as Error)?.constructor?.name }, callId }, 'transfer could not be placed');
  }
}
