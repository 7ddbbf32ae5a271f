// Agents, part 7 (issue 9 point 6): agents and their templates: migrate a template to its agents
// (dry run: each affected agent with its diff; then apply), create an agent from a template (or
// switch an existing one to it), and detach an agent (it becomes a full agent). All audited.
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { insertAccount, uniqueUsername } from '../../accounts/mutations';
import { inTransaction } from '../../db/transaction';
import { summaryById, summaryDoc } from '../../accounts/summary';
import { targetOrganization } from '../../accounts/targets';
import { actableAccount } from '../../auth/context';
import { assertAgent } from '../../agents/access';
import { campaignState, conflictBody, writeCampaign } from '../../agents/campaigns';
import { loadCatalogue } from '../../agents/catalogue';
import { NOT_A_TEMPLATE_AGENT, STALE_REVISION, TEMPLATE_NOT_FOUND } from '../../agents/messages';
import { planEntry, planMigration } from '../../agents/migrate';
import { payloadFields } from '../../agents/payload';
import { renderTemplate } from '../../agents/renderTemplate';
import { assertValidPayload } from '../../agents/saveCampaign';
import { campaignDoc, conflictDoc, oneCampaign } from '../../agents/schemas';
import { filledFields, resolveValues, templateValues, valuesOfFields } from '../../agents/templateFields';
import { findTemplate, offeringOwners, sourceOf } from '../../agents/templates';

const fromTemplateBody = z.object({
  templateId: z.string().min(1, 'Required').max(64),
  name: z.string().trim().min(1).max(200).optional(),
  templateValues: templateValues.optional(),
  templateFields: filledFields.optional(),
  voice: payloadFields.voice.optional(),
  timezone: payloadFields.timezone.optional(),
  language: payloadFields.language.optional(),
  agentId: z.number().int().positive().optional(),
});

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/templates/:id/migrate',
      auth: 'elevated',
      summary: 'Migrate a template to its agents: dryRun (default) lists each affected agent with its diff; dryRun false applies',
      params: z.object({ id: z.string() }),
      body: z.object({ dryRun: z.boolean().default(true), agentIds: z.array(z.number().int().positive()).max(1000).optional() }),
      response: reply('Affected agents', { success, dryRun: z.boolean(), migrated: z.number().optional(), accounts: z.array(reply('agentId, agentName, organizationId, orgName, changed, diff[{field, before, after}], problem?')) }),
      errors: { 404: TEMPLATE_NOT_FOUND },
      handler: async ({ caller, params, body, audit }) => {
        const template = await findTemplate(db, params.id);
        if (!template) fail(404, TEMPLATE_NOT_FOUND);
        const owner = await actableAccount(db, caller, template.ownerAccountId);
        const plans = await planMigration(db, caller, template, body.agentIds);
        if (body.dryRun) return { success: true, dryRun: true, accounts: plans.map(planEntry) };
        const catalogue = await loadCatalogue(db);
        const migrated = await inTransaction(db, async (tx) => {
          const done: number[] = [];
          for (const plan of plans) {
            if (!plan.rendered || plan.diff.length === 0) continue;
            assertValidPayload(plan.rendered, catalogue);
            const rendered = plan.rendered;
            await writeCampaign(tx, plan.agent, caller, undefined, () => ({ staging: rendered, production: rendered, published: true }));
            done.push(plan.agent.id);
          }
          await audit({ action: 'template.migrated', target: owner, after: { templateId: template.id, revision: template.revision, agentIds: done } }, tx);
          return done;
        });
        return { success: true, dryRun: false, migrated: migrated.length, accounts: plans.map(planEntry) };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/createAgentFromTemplate',
      auth: 'account',
      permission: 'canAddAgents',
      subject: ({ request }) => targetOrganization(db, request),
      summary: 'Create an agent in the target organization from a template (or switch its agent `agentId` to it)',
      body: fromTemplateBody,
      status: 201,
      response: reply('The agent and its campaign', { success, account: summaryDoc, campaign: campaignDoc }),
      errors: { 404: TEMPLATE_NOT_FOUND },
      idempotent: true,
      handler: async ({ caller, subject: org, body, audit, db }) => {
        const template = await findTemplate(db, body.templateId);
        if (!template || template.disabled || !offeringOwners(org).includes(template.ownerAccountId)) fail(404, TEMPLATE_NOT_FOUND);
        const given = { ...valuesOfFields(body.templateFields ?? []), ...body.templateValues };
        const where = body.templateValues === undefined && body.templateFields ? 'templateFields' : 'templateValues';
        const resolved = resolveValues(sourceOf(template).templateFields, given, where);
        if ('problem' in resolved) fail(400, resolved.problem);
        const payload = renderTemplate(sourceOf(template), resolved.values, { voice: body.voice, timezone: body.timezone, language: body.language });
        assertValidPayload(payload, await loadCatalogue(db));
        const existing = body.agentId === undefined ? null : assertAgent(await actableAccount(db, caller, body.agentId));
        if (existing && existing.organizationId !== org.id) fail(400, 'agentId: Expected an agent of this organization');
        const { agent, state } = await inTransaction(db, async (tx) => {
          const agent =
            existing ??
            (await insertAccount(tx, {
              name: body.name ?? template.name,
              accountName: body.name ?? template.name,
              username: await uniqueUsername(tx, `${org.username}-${body.name ?? template.name}`),
              accountType: 'agent',
              organizationId: org.id,
              partnerId: org.partnerId,
              resellerId: org.resellerId,
            }));
          const result = await writeCampaign(tx, agent, caller, undefined, () => ({
            staging: payload, production: payload, published: true, mode: 'TEMPLATE', templateId: template.id, templateValues: resolved.values,
          }));
          if (!result.ok) throw new Error('unreachable: no base revision was given');
          await audit({ action: 'agent.createdFromTemplate', target: agent, after: { templateId: template.id, templateName: template.name, newAccount: !existing } }, tx);
          return { agent, state: await campaignState(tx, result.row, agent) };
        });
        return { success: true, account: await summaryById(db, agent.id), campaign: state };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/detachAgentFromTemplate',
      auth: 'account',
      permission: 'canUseFullEditor',
      summary: 'Detach the target agent from its template: it becomes a full agent (mode FULL_AGENT)',
      body: z.object({ baseRevision: z.number().int().min(0).optional() }),
      response: { 200: oneCampaign, 409: conflictDoc },
      handler: async ({ caller, target, body, reply: res, audit }) => {
        const agent = assertAgent(target);
        return inTransaction(db, async (tx) => {
          const result = await writeCampaign(tx, agent, caller, body.baseRevision, (current) => {
            if (current.mode !== 'TEMPLATE') fail(400, NOT_A_TEMPLATE_AGENT);
            return { mode: 'FULL_AGENT', templateId: null };
          });
          if (!result.ok) {
            res.code(409);
            return conflictBody(tx, result.current, agent, STALE_REVISION);
          }
          await audit({ action: 'agent.detached', before: { templateId: result.before.templateId }, after: { mode: 'FULL_AGENT' } }, tx);
          return { success: true, campaign: await campaignState(tx, result.row, agent) };
        });
      },
    }),
  ],
});
