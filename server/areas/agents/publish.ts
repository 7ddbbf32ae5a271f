// Agents, part 2 (issue 9): publish staging, revert to production (spec 1 §4.1), and the agent
// "event rules" with spec 1 §6's variable replacement. Publish and revert are audited.
import { z } from 'zod';
import { detectAccountType } from '../../../src/shared/permissionSet';
import { accessUser } from '../../auth/permissionChecks';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { inTransaction } from '../../db/transaction';
import { assertAgent } from '../../agents/access';
import { campaignState, conflictBody, productionOf, readCampaign, stagingOf, writeCampaign } from '../../agents/campaigns';
import { FAILING_SCENARIOS, NOTHING_PUBLISHED, PLEASE_ENTER_PROMPT, STALE_REVISION } from '../../agents/messages';
import { fillVariables, mapStrings } from '../../agents/placeholders';
import { failingOn } from '../../agents/scenarios';
import { conflictDoc, oneCampaign } from '../../agents/schemas';

const publishBody = z.object({
  baseRevision: z.number().int().min(0).optional(),
  confirmFailingScenarios: z.boolean().optional(),
});
const flag = z.enum(['true', 'false']).optional();

/** Thrown out of the publish transaction (nothing written) when failing scenarios need confirming. */
class FailingScenarios extends Error {
  constructor(readonly scenarios: { id: string; name: string }[]) {
    super('failing scenarios');
  }
}

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/agent/publish',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Publish the agent: production := staging (409 when baseRevision is stale)',
      body: publishBody,
      response: { 200: oneCampaign, 409: conflictDoc },
      handler: async ({ target, caller, body, reply: res, audit }) => {
        const agent = assertAgent(target);
        return inTransaction(db, async (tx) => {
          let failingScenarios: { id: string; name: string }[] = [];
          const result = await writeCampaign(tx, agent, caller, body.baseRevision, async (current) => {
            const staging = stagingOf(current);
            if (!staging.agentInstructions.trim()) fail(400, `agentInstructions: ${PLEASE_ENTER_PROMPT}`);
            // Issue 9 point 10: a revision whose latest scenario run failed needs the user's confirmation.
            failingScenarios = await failingOn(tx, agent.id, current.revision);
            if (failingScenarios.length && !body.confirmFailingScenarios) throw new FailingScenarios(failingScenarios);
            const published = { ...staging, published: true };
            return { staging: published, production: published, published: true };
          });
          if (!result.ok) {
            res.code(409);
            return conflictBody(tx, result.current, agent, STALE_REVISION);
          }
          const after = { revision: result.row.revision, ...(failingScenarios.length ? { failingScenarios } : {}) };
          await audit({ action: 'agent.published', before: { revision: result.before.revision }, after }, tx);
          return { success: true, campaign: await campaignState(tx, result.row, agent) };
        }).catch((error: unknown) => {
          if (!(error instanceof FailingScenarios)) throw error;
          res.code(409);
          return { success: false as const, message: FAILING_SCENARIOS, failingScenarios: error.scenarios };
        });
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/agent/revert',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Revert staging to the published agent',
      body: z.object({ baseRevision: z.number().int().min(0).optional() }),
      response: { 200: oneCampaign, 409: conflictDoc },
      errors: { 400: NOTHING_PUBLISHED },
      handler: async ({ target, caller, body, reply: res, audit }) => {
        const agent = assertAgent(target);
        return inTransaction(db, async (tx) => {
          const result = await writeCampaign(tx, agent, caller, body.baseRevision, (current) => {
            const production = productionOf(current);
            if (!production) fail(400, NOTHING_PUBLISHED);
            return { staging: production };
          });
          if (!result.ok) {
            res.code(409);
            return conflictBody(tx, result.current, agent, STALE_REVISION);
          }
          await audit({ action: 'agent.reverted', before: { revision: result.before.revision }, after: { revision: result.row.revision } }, tx);
          return { success: true, campaign: await campaignState(tx, result.row, agent) };
        });
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v2/agentEventRules/:version',
      auth: 'account',
      permission: 'canViewOrg',
      summary: 'The staging or default (published) agent, with {{variables}} replaced per spec 6',
      params: z.object({ version: z.enum(['staging', 'default']) }),
      query: z.object({ replaceTemplateVars: flag, forceReplaceTemplateVars: flag }),
      response: reply('The agent payload', { success, version: z.string(), replaced: z.boolean(), agent: reply('Campaign payload') }),
      handler: async ({ target, caller, params, query }) => {
        const agent = assertAgent(target);
        const row = await readCampaign(db, agent);
        const payload = params.version === 'staging' ? stagingOf(row) : (productionOf(row) ?? stagingOf(row));
        // Spec 6: super admin or reseller get the unreplaced agent unless forced; others replaced.
        const keepsVariables = caller.superAdmin || detectAccountType(accessUser(caller)) === 'reseller';
        const replaced =
          query.forceReplaceTemplateVars === 'true' || (query.replaceTemplateVars !== 'false' && (query.replaceTemplateVars === 'true' || !keepsVariables));
        if (!replaced) return { success: true, version: params.version, replaced, agent: payload };
        const fill = (text: string) => fillVariables(text, payload.variables);
        return {
          success: true,
          version: params.version,
          replaced,
          agent: { ...payload, agentInstructions: fill(payload.agentInstructions), actions: mapStrings(payload.actions, fill) },
        };
      },
    }),
  ],
});
