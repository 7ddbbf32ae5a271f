// Agents, part 1 (issue 9): read an agent's campaign (or an org's list of agents) and save its
// staging payload under the revision rule. Template-mode agents save their template's fields, and
// the result is published directly (spec 1 §4.1).
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { cappedCount } from '../../kit/cappedCount';
import { z } from 'zod';
import { accounts, agentCampaigns, agentTemplates } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { assertAgent, assertAllowed, permissionsFor } from '../../agents/access';
import { campaignState, campaignSummary, conflictBody, readCampaign, writeCampaign } from '../../agents/campaigns';
import { saveDecision, saveBody } from '../../agents/saveCampaign';
import { loadCatalogue } from '../../agents/catalogue';
import { AUDIT_ACTIONS, CAMPAIGN_BODY_LIMIT, NO_BASE_REVISION, STALE_REVISION } from '../../agents/messages';
import { campaignDoc, conflictDoc, oneCampaign } from '../../agents/schemas';
import { inTransaction } from '../../db/transaction';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().max(200).optional(),
});

export default defineArea({
  tag: 'Agents',
  auditActions: AUDIT_ACTIONS,
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/campaigns',
      auth: 'account',
      permission: 'canViewOrg',
      summary: "An agent's campaign (target = the agent), or a page of an organization's agents (target = the org)",
      query: listQuery,
      response: reply('One campaign, or a page of campaign summaries', {
        success,
        campaign: campaignDoc.optional(),
        campaigns: z.array(reply('agentId, agentName, campaignId, mode, templateId, templateName, revision, unpublishedChanges, updatedAt, publishedAt')).optional(),
      }),
      handler: async ({ target, query }) => {
        if (target.accountType === 'agent') return { success: true, campaign: await campaignState(db, await readCampaign(db, target), target) };
        if (target.accountType !== 'organization' || target.organizationId === null) {
          fail(400, 'targetAccountId: Expected an agent account or an organization');
        }
        const where: SQL[] = [eq(accounts.organizationId, target.organizationId), eq(accounts.accountType, 'agent')];
        if (query.q?.trim()) where.push(ilike(accounts.accountName, `%${query.q.trim().replace(/[\\%_]/g, '\\$&')}%`));
        const [rows, total] = await Promise.all([
          db
            .select({ agent: accounts, campaign: agentCampaigns, templateName: agentTemplates.name })
            .from(accounts)
            .leftJoin(agentCampaigns, eq(agentCampaigns.agentId, accounts.id))
            .leftJoin(agentTemplates, eq(agentTemplates.id, agentCampaigns.templateId))
            .where(and(...where))
            .orderBy(asc(accounts.accountName), asc(accounts.id))
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize),
          cappedCount(db, accounts, and(...where)),
        ]);
        const campaigns = rows.map(({ agent, campaign, templateName }) => campaignSummary(campaign, agent, templateName));
        return { success: true, campaigns, total: total.n, totalExact: total.exact, page: query.page, pageSize: query.pageSize };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/campaign',
      auth: 'account',
      permission: 'canEditOrg',
      summary: "Save the agent's staging payload (409 when baseRevision is stale; without it last write wins, audited). Template mode: save the fields and publish",
      bodyLimit: CAMPAIGN_BODY_LIMIT,
      body: saveBody,
      response: { 200: oneCampaign, 409: conflictDoc },
      handler: async ({ target, caller, body, reply: res, audit }) => {
        const agent = assertAgent(target);
        const permissions = await permissionsFor(db, caller, agent);
        if (body.inspector) assertAllowed(permissions.canInspectJSON);
        const catalogue = await loadCatalogue(db);
        return inTransaction(db, async (tx) => {
          const result = await writeCampaign(tx, agent, caller, body.baseRevision, (current) =>
            saveDecision(tx, current, body, permissions, catalogue),
          );
          if (!result.ok) {
            res.code(409);
            return conflictBody(tx, result.current, agent, STALE_REVISION);
          }
          const unversioned = body.baseRevision === undefined ? NO_BASE_REVISION : {};
          const before = { revision: result.before.revision };
          if (result.row.mode === 'TEMPLATE') {
            await audit({ action: 'agent.published', before, after: { revision: result.row.revision, templateValues: result.row.templateValues, ...unversioned } }, tx);
          } else if (body.baseRevision === undefined) {
            // Staging saves are not audited one by one, but one that may have overwritten another is.
            await audit({ action: 'agent.saved.noBaseRevision', before, after: { revision: result.row.revision, ...unversioned } }, tx);
          }
          return { success: true, campaign: await campaignState(tx, result.row, agent) };
        });
      },
    }),
  ],
});
