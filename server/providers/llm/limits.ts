// Limits on language-model calls (issue 9): a real provider bills every call, so the routes that
// reach it are rate limited per signed-in user and per account (the agent's organization: the one
// billed), and bounded in time as a whole. The provider's own LLM_TIMEOUT_MS restarts on every
// chunk, so a model that trickles tokens is stopped only by these overall limits. The values come
// from here and the environment (read when the server starts; README "Language model"). The calls
// are counted in the database (kit/limitStore.ts), so the budgets hold across API processes.
import type { FastifyReply } from 'fastify';
import type { AccountRow } from '../../auth/context';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { countHit, retryAfterSeconds } from '../../kit/limitStore';

export interface LlmLimits {
  /** Test chat turns per user per window (runPrompt); suggestions count on their own budget of the same size. */
  callsPerUser: number;
  /** The same per account (all users of one organization together). */
  callsPerAccount: number;
  callWindowMs: number;
  /** Scenario runs (each plays every scenario turn by turn) per user per window. */
  runsPerUser: number;
  runsPerAccount: number;
  runWindowMs: number;
  /** One runPrompt turn (or one suggestions request), start to end. */
  promptTimeLimitMs: number;
  /** One scenario run, all scenarios together. */
  scenarioRunTimeLimitMs: number;
}

export const DEFAULT_LLM_LIMITS: LlmLimits = {
  callsPerUser: 30,
  callsPerAccount: 120,
  callWindowMs: 60_000,
  runsPerUser: 5,
  runsPerAccount: 20,
  runWindowMs: 10 * 60_000,
  promptTimeLimitMs: 60_000,
  scenarioRunTimeLimitMs: 180_000,
};

/** The environment variable of each limit (a positive integer; anything else keeps the default). */
export const LLM_LIMIT_ENV: Record<keyof LlmLimits, string> = {
  callsPerUser: 'LLM_CALLS_PER_USER',
  callsPerAccount: 'LLM_CALLS_PER_ACCOUNT',
  callWindowMs: 'LLM_CALLS_WINDOW_MS',
  runsPerUser: 'LLM_SCENARIO_RUNS_PER_USER',
  runsPerAccount: 'LLM_SCENARIO_RUNS_PER_ACCOUNT',
  runWindowMs: 'LLM_SCENARIO_RUNS_WINDOW_MS',
  promptTimeLimitMs: 'LLM_PROMPT_TIME_LIMIT_MS',
  scenarioRunTimeLimitMs: 'LLM_SCENARIO_RUN_TIME_LIMIT_MS',
};

/** Caps on what one scenario run can cost: scenarios per agent, turns per scenario. */
export const MAX_SCENARIOS_PER_AGENT = 50;
export const MAX_TURNS_PER_SCENARIO = 20;

export function llmLimitsFrom(env: Record<string, string | undefined> = process.env): LlmLimits {
  const limits = { ...DEFAULT_LLM_LIMITS };
  for (const key of Object.keys(LLM_LIMIT_ENV) as (keyof LlmLimits)[]) {
    const raw = env[LLM_LIMIT_ENV[key]]?.trim();
    const value = raw ? Number(raw) : NaN;
    if (Number.isSafeInteger(value) && value > 0) limits[key] = value;
  }
  return limits;
}

export const duration = (ms: number) =>
  ms < 1000 ? `${ms} ms` : ms < 60_000 || ms % 60_000 ? `${Math.round(ms / 1000)} s` : `${ms / 60_000} min`;

export type LimitScope = 'user' | 'account';
const WHO: Record<LimitScope, string> = { user: 'you', account: 'this account' };

export const tooMany = (what: string, scope: LimitScope, max: number, windowMs: number, retryAfterS: number) =>
  `Too many ${what} for ${WHO[scope]}: at most ${max} per ${duration(windowMs)}. Try again in ${retryAfterS} s.`;
export const CHAT_CALLS = 'test chat messages';
export const SUGGESTION_CALLS = 'suggestion requests';
export const SCENARIO_RUNS = 'scenario runs';
export type ModelCallKind = typeof CHAT_CALLS | typeof SUGGESTION_CALLS | typeof SCENARIO_RUNS;
// each kind's bucket in the limit store
const BUCKET: Record<ModelCallKind, string> = { [CHAT_CALLS]: 'llm-chat', [SUGGESTION_CALLS]: 'llm-suggestions', [SCENARIO_RUNS]: 'llm-scenario-runs' };

/** Which limits each kind of call counts against: suggestions have a budget of their own, of the chat's size. */
function budgetLimits(kind: ModelCallKind, limits: LlmLimits): { max: Record<LimitScope, number>; windowMs: number } {
  if (kind === SCENARIO_RUNS) return { max: { user: limits.runsPerUser, account: limits.runsPerAccount }, windowMs: limits.runWindowMs };
  return { max: { user: limits.callsPerUser, account: limits.callsPerAccount }, windowMs: limits.callWindowMs };
}

export const promptTimedOut = (ms: number) => `The agent's answer took longer than the test chat's limit of ${duration(ms)}, so it was stopped.`;
export const scenarioRunTimedOut = (ms: number) =>
  `The scenario run took longer than its limit of ${duration(ms)}, so it was stopped; the scenarios it did not finish count as failed.`;
export const scenarioTimedOut = (ms: number) => `timed out: the run's limit of ${duration(ms)} was reached`;

export interface CallBudget {
  /** 429 with Retry-After when `caller` or `account` has used its budget; otherwise counts one call. */
  take(reply: FastifyReply, caller: AccountRow, agent: AccountRow): Promise<void>;
}

/**
 * A per-user and a per-account budget for one kind of model call. Checked in the handler, after
 * the route kit has resolved the caller and the agent (a key by IP alone would let one office's
 * users share, and one user with many addresses escape, the budget). A call refused on the
 * user's budget does not count on the account's.
 */
export function callBudget(db: Db, what: ModelCallKind, limits: LlmLimits): CallBudget {
  const { max, windowMs } = budgetLimits(what, limits);
  return {
    async take(reply, caller, agent) {
      const keys: Record<LimitScope, string> = { user: `user:${caller.id}`, account: `account:${agent.organizationId ?? agent.id}` };
      for (const scope of ['user', 'account'] as const) {
        const hit = await countHit(db, BUCKET[what], keys[scope], windowMs);
        if (hit.count <= max[scope]) continue;
        const wait = retryAfterSeconds(hit);
        reply.header('retry-after', String(wait));
        fail(429, tooMany(what, scope, max[scope], windowMs, wait));
      }
    },
  };
}

/** An abort signal that fires at the time limit or when `parent` aborts; `expired` tells which. */
export function timeLimit(ms: number, parent?: AbortSignal) {
  const timer = AbortSignal.timeout(ms);
  const signal = parent ? AbortSignal.any([parent, timer]) : timer;
  return { signal, get expired() { return timer.aborted; } };
}
