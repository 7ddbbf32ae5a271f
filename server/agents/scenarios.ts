// Test scenarios in the database and their runs (issue 9 point 10): every scenario of an agent is
// played against a payload (staging by default) turn by turn through the language model, checked,
// and the run is kept per campaign revision, so publish can ask before shipping a failing version.
// A run has an overall time limit: when it strikes, the scenario being played and those not yet
// played are kept as failed, with the reason, and the run is kept as far as it got.
import { and, desc, eq } from 'drizzle-orm';
import { meterTurn } from '../billing/meter';
import { agentScenarioRuns, agentScenarios } from '../db/schema';
import type { Db } from '../db/store';
import type { LanguageModel } from '../providers/llm';
import type { ChatTurn } from '../providers/llm/types';
import { retrieveFor } from '../kb/retrievalPassages';
import { modelRequestFor } from './modelRequest';
import type { CampaignPayload } from './payload';
import { scenarioFailures, type Expectation, type Observed } from './scenarioCheck';

export type ScenarioRow = typeof agentScenarios.$inferSelect;
export type RunRow = typeof agentScenarioRuns.$inferSelect;
export interface ScenarioResult {
  id: string;
  name: string;
  passed: boolean;
  failures: string[];
  replies: string[];
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

// Scenarios seeded in one transaction share createdAt: the name breaks the tie, so runs list in a stable order
export function scenariosOf(db: Db, agentId: number): Promise<ScenarioRow[]> {
  return db.select().from(agentScenarios).where(eq(agentScenarios.agentId, agentId)).orderBy(agentScenarios.createdAt, agentScenarios.name, agentScenarios.id);
}

export async function latestRun(db: Db, agentId: number, revision?: number): Promise<RunRow | undefined> {
  const where = revision === undefined ? eq(agentScenarioRuns.agentId, agentId) : and(eq(agentScenarioRuns.agentId, agentId), eq(agentScenarioRuns.revision, revision));
  const [row] = await db.select().from(agentScenarioRuns).where(where).orderBy(desc(agentScenarioRuns.createdAt)).limit(1);
  return row;
}

export function scenarioObject(row: ScenarioRow, run: RunRow | undefined) {
  const result = (run?.results as unknown as ScenarioResult[] | undefined)?.find((r) => r.id === row.id);
  return {
    id: row.id,
    name: row.name,
    turns: row.turns,
    expect: row.expect,
    createdAt: unix(row.createdAt),
    lastRun: run && result ? { revision: run.revision, version: run.version, passed: result.passed, failures: result.failures, at: unix(run.createdAt) } : null,
  };
}

export const runObject = (run: RunRow) => ({ id: run.id, revision: run.revision, version: run.version, passed: run.passed, results: run.results, at: unix(run.createdAt) });

/** The run's time limit: its signal goes to the model; `expired` once it struck, with `failure` as the reason. */
export interface RunLimit {
  signal: AbortSignal;
  readonly expired: boolean;
  failure: string;
}

const timedOut = (scenario: ScenarioRow, limit: RunLimit, replies: string[] = []): ScenarioResult =>
  ({ id: scenario.id, name: scenario.name, passed: false, failures: [limit.failure], replies });

async function play(db: Db, model: LanguageModel, payload: CampaignPayload, orgId: number, scenario: ScenarioRow, limit?: RunLimit): Promise<ScenarioResult> {
  const seen: Observed = { replies: [], actions: [], functions: [], transfers: 0, errors: [] };
  const history: ChatTurn[] = [];
  for (const turn of scenario.turns) {
    let reply = '';
    // the agent's knowledge bases, as in a real call (issue 21)
    const { passages } = await retrieveFor(db, orgId, payload.knowledgeBaseIds, turn);
    const request = { ...(await modelRequestFor(db, payload, history, turn, limit?.signal)), passages };
    for await (const event of model.stream(request)) {
      if (limit?.expired) return timedOut(scenario, limit, [...seen.replies, reply]);
      // each scenario turn is a model call the organization uses (issue 22 point 6)
      if (event.type === 'done') await meterTurn(db, orgId, request, event.reply, event.usage);
      if (event.type === 'token') reply += event.text;
      if (event.type === 'action') seen.actions.push(event.name);
      if (event.type === 'function') seen.functions.push(event.name);
      if (event.type === 'transfer') seen.transfers++;
      if (event.type === 'error') seen.errors.push(event.message);
    }
    if (limit?.expired) return timedOut(scenario, limit, [...seen.replies, reply]);
    seen.replies.push(reply);
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: reply });
    if (seen.errors.length) break;
  }
  const failures = scenarioFailures(scenario.expect as unknown as Expectation[], seen);
  return { id: scenario.id, name: scenario.name, passed: failures.length === 0, failures, replies: seen.replies };
}

/**
 * Plays every scenario (one after the other: a real provider bills each call) and keeps the run.
 * null when the caller went away (the signal aborted before the time limit): the model's errors
 * from that abort are no result, and a run kept with them would make publish ask for nothing.
 */
export async function runScenarios(
  db: Db,
  model: LanguageModel,
  run: { agentId: number; orgId: number; revision: number; version: string; payload: CampaignPayload; by: number },
  limit?: RunLimit,
): Promise<RunRow | null> {
  const results: ScenarioResult[] = [];
  const cancelled = () => !!limit?.signal.aborted && !limit.expired;
  for (const scenario of await scenariosOf(db, run.agentId)) {
    if (cancelled()) return null;
    results.push(limit?.expired ? timedOut(scenario, limit) : await play(db, model, run.payload, run.orgId, scenario, limit));
  }
  if (cancelled()) return null;
  const [row] = await db
    .insert(agentScenarioRuns)
    .values({ agentId: run.agentId, revision: run.revision, version: run.version, passed: results.every((r) => r.passed), results: results as unknown as Record<string, unknown>[], createdBy: run.by })
    .returning();
  return row;
}

/** The scenarios that failed in the latest run on `revision` (empty when none ran or all passed). */
export async function failingOn(db: Db, agentId: number, revision: number): Promise<{ id: string; name: string }[]> {
  const run = await latestRun(db, agentId, revision);
  return ((run?.results as unknown as ScenarioResult[] | undefined) ?? []).filter((r) => !r.passed).map(({ id, name }) => ({ id, name }));
}
