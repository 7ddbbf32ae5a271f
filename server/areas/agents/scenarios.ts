// Agents, part 8 (issue 9 point 10): test scenarios, saved from a test conversation (user turns
// plus expectations), run all at once against staging, with pass or fail per scenario and per
// version (campaign revision). Publish asks before shipping a revision whose latest run failed.
// A run is rate limited per user and per account and bounded in time (server/providers/llm/limits.ts):
// past the limit it answers 504 with the run as far as it got, the unfinished scenarios failed.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import { agentScenarioRuns, agentScenarios } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { isUuid } from '../../../src/shared/validation';
import { agentFromPath } from '../../agents/access';
import { productionOf, readCampaign, stagingOf } from '../../agents/campaigns';
import { expectation } from '../../agents/scenarioCheck';
import { latestRun, runObject, runScenarios, scenarioObject, scenariosOf } from '../../agents/scenarios';
import { selectLanguageModel } from '../../providers/llm';
import {
  callBudget,
  llmLimitsFrom,
  MAX_SCENARIOS_PER_AGENT,
  MAX_TURNS_PER_SCENARIO,
  SCENARIO_RUNS,
  scenarioRunTimedOut,
  scenarioTimedOut,
  timeLimit,
} from '../../providers/llm/limits';

const SCENARIO_NOT_FOUND = 'Scenario not found';
const RUN_CANCELLED = 'The scenario run was cancelled: the caller went away. Nothing was kept.';
const agentParams = z.object({ id: z.string().describe('Agent account id') });
const scenarioDoc = reply('Scenario: id, name, turns, expect, createdAt, lastRun {revision, version, passed, failures, at} | null');
const runDoc = reply('Run: id, revision, version, passed, results [{id, name, passed, failures, replies}], at');

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => {
    const model = selectLanguageModel();
    const limits = llmLimitsFrom();
    const budget = callBudget(db, SCENARIO_RUNS, limits);
    const subject = ({ caller, params }: { caller: AccountRow; params: unknown }) => agentFromPath(db, caller, (params as { id?: unknown }).id);

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/agent/:id/scenarios',
        auth: 'account',
        permission: 'canViewOrg',
        subject,
        summary: "An agent's test scenarios with the result of the latest run",
        params: agentParams,
        response: reply('The scenarios', { success, scenarios: z.array(scenarioDoc), runs: z.array(runDoc) }),
        handler: async ({ subject: agent }) => {
          const run = await latestRun(db, agent.id);
          const runs = await db.select().from(agentScenarioRuns).where(eq(agentScenarioRuns.agentId, agent.id)).orderBy(desc(agentScenarioRuns.createdAt)).limit(20);
          return { success: true, scenarios: (await scenariosOf(db, agent.id)).map((s) => scenarioObject(s, run)), runs: runs.map(runObject) };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/agent/:id/scenarios',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        status: 201,
        summary: 'Save a test scenario: user turns plus expectations',
        params: agentParams,
        body: z.object({
          name: z.string().trim().min(1, 'Required').max(200),
          turns: z.array(z.string().trim().min(1, 'Required').max(4000)).min(1, 'Required').max(MAX_TURNS_PER_SCENARIO, `At most ${MAX_TURNS_PER_SCENARIO} turns`),
          expect: z.array(expectation).min(1, 'Required').max(20, 'At most 20 expectations'),
        }),
        response: reply('The scenario', { success, scenario: scenarioDoc }),
        idempotent: true,
        handler: async ({ subject: agent, caller, body, audit, db }) => {
          if ((await scenariosOf(db, agent.id)).length >= MAX_SCENARIOS_PER_AGENT) fail(400, `name: At most ${MAX_SCENARIOS_PER_AGENT} scenarios per agent`);
          const [row] = await db.insert(agentScenarios).values({ agentId: agent.id, name: body.name, turns: body.turns, expect: body.expect, createdBy: caller.id }).returning();
          await audit({ action: 'agent.scenario.created', target: agent, after: { scenarioId: row.id, name: row.name } });
          return { success: true, scenario: scenarioObject(row, undefined) };
        },
      }),

      defineRoute({
        method: 'DELETE',
        url: '/api/v2/agent/:id/scenarios/:scenarioId',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: 'Delete a test scenario',
        params: agentParams.extend({ scenarioId: z.string() }),
        response: done,
        errors: { 404: SCENARIO_NOT_FOUND },
        handler: async ({ subject: agent, params, audit }) => {
          if (!isUuid(params.scenarioId)) fail(404, SCENARIO_NOT_FOUND);
          const [gone] = await db.delete(agentScenarios).where(and(eq(agentScenarios.id, params.scenarioId), eq(agentScenarios.agentId, agent.id))).returning();
          if (!gone) fail(404, SCENARIO_NOT_FOUND);
          await audit({ action: 'agent.scenario.deleted', target: agent, before: { scenarioId: gone.id, name: gone.name } });
          return { success: true };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/agent/:id/scenarios/run',
        auth: 'account',
        permission: 'canViewOrg',
        subject,
        summary: 'Run every scenario of the agent against staging (default) or production; pass or fail per scenario',
        params: agentParams,
        body: z.object({ version: z.enum(['staging', 'production']).default('staging') }),
        response: {
          200: reply('The run', { success, run: runDoc, revision: z.number(), results: z.array(reply('id, name, passed, failures, replies')) }),
          504: reply('The run outlasted its time limit: kept as far as it got, unfinished scenarios failed', { success: z.literal(false), message: z.string(), run: runDoc }),
        },
        errors: { 429: 'Too many scenario runs for the caller or the account (Retry-After says when to try again)' },
        idempotent: { exempt: 'a test run of the model, kept as it goes (one transaction would hide its progress); the scenario-run limits count each' },
        handler: async ({ subject: agent, caller, body, reply: res }) => {
          const row = await readCampaign(db, agent);
          const payload = body.version === 'production' ? (productionOf(row) ?? fail(400, 'version: Nothing has been published yet')) : stagingOf(row);
          await budget.take(res, caller, agent);
          const abort = new AbortController();
          res.raw.on('close', () => abort.abort()); // the tester went away: stop paying for the run
          const limit = Object.assign(timeLimit(limits.scenarioRunTimeLimitMs, abort.signal), { failure: scenarioTimedOut(limits.scenarioRunTimeLimitMs) });
          const run = await runScenarios(db, model, { agentId: agent.id, orgId: agent.organizationId ?? agent.id, revision: row.revision, version: body.version, payload, by: caller.id }, limit);
          if (!run) {
            res.code(499); // nobody is there to read it: nginx's "client closed request"
            return { success: false as const, message: RUN_CANCELLED };
          }
          if (limit.expired) {
            res.code(504);
            return { success: false as const, message: scenarioRunTimedOut(limits.scenarioRunTimeLimitMs), run: runObject(run) };
          }
          return { success: true, revision: run.revision, results: run.results, run: runObject(run) };
        },
      }),
    ];
  },
});
