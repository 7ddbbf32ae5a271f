// Agents, part 6 (issue 9 point 6): templates. Offered to the accounts below their owner (a
// reseller or partner); created, updated, renamed and deleted by an elevated caller whose subtree
// holds the owner. Changes are audited; agents of a deleted template become full agents.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { actableAccount, type AccountRow } from '../../auth/context';
import { isElevated } from '../../auth/permissionChecks';
import { agentCampaigns, agentTemplates } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { inTransaction } from '../../db/transaction';
import { agentFromPath } from '../../agents/access';
import { readCampaign, stagingOf } from '../../agents/campaigns';
import { CAMPAIGN_BODY_LIMIT, NO_BASE_REVISION, STALE_TEMPLATE, TEMPLATE_NOT_FOUND, TEMPLATE_OWNER_EXPECTED } from '../../agents/messages';
import { templateDoc } from '../../agents/schemas';
import { createTemplateBody, templatePayload, updateTemplateBody } from '../../agents/templateBody';
import { changedTemplateFields, findTemplate, listTemplates, offeringOwners, ownerKind, templateObjects, type TemplateRow } from '../../agents/templates';

const idParams = z.object({ id: z.string().describe('Template id (uuid)') });
const oneTemplate = reply('The template', { success, template: templateDoc });

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => {
    const objectOf = async (row: TemplateRow) => (await templateObjects(db, [row], true))[0];
    /** The template of the path, whose owner the caller may act on (else 403; unknown: 404). */
    const ownedTemplate = async (caller: AccountRow, params: unknown) => {
      const template = await findTemplate(db, String((params as { id?: unknown }).id ?? ''));
      if (!template) fail(404, TEMPLATE_NOT_FOUND);
      return { template, owner: await actableAccount(db, caller, template.ownerAccountId) };
    };

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/templates',
        auth: 'account',
        summary: 'The templates offered to the target (disabled ones too with disabled=true, elevated callers only)',
        query: z.object({ disabled: z.enum(['true', 'false']).optional() }),
        response: reply('The templates', { success, templates: z.array(templateDoc) }),
        handler: async ({ caller, target, query }) => {
          const rows = await listTemplates(db, offeringOwners(target), query.disabled === 'true' && isElevated(caller));
          return { success: true, templates: await templateObjects(db, rows, false) };
        },
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v2/templates/:id',
        auth: 'account',
        summary: 'One template offered to the target, with its payload',
        params: idParams,
        response: oneTemplate,
        errors: { 404: TEMPLATE_NOT_FOUND },
        handler: async ({ caller, target, params }) => {
          const row = await findTemplate(db, params.id);
          if (!row || !offeringOwners(target).includes(row.ownerAccountId) || (row.disabled && !isElevated(caller))) fail(404, TEMPLATE_NOT_FOUND);
          return { success: true, template: await objectOf(row) };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/templates/createTemplate',
        auth: 'elevated',
        summary: 'Create a template owned by the target reseller or partner (optionally from an agent\'s staging)',
        bodyLimit: CAMPAIGN_BODY_LIMIT,
        body: createTemplateBody,
        status: 201,
        response: oneTemplate,
        idempotent: true,
        handler: async ({ caller, target, body, audit, db }) => {
          if (!ownerKind(target)) fail(400, TEMPLATE_OWNER_EXPECTED);
          const base = body.fromAgentId === undefined ? {} : stagingOf(await readCampaign(db, await agentFromPath(db, caller, String(body.fromAgentId), 'fromAgentId')));
          const campaign = await templatePayload(db, base, body);
          const [row] = await db
            .insert(agentTemplates)
            .values({ ownerAccountId: target.id, name: body.name, description: body.description, disabled: body.disabled, templateFields: body.templateFields, templateIntegrations: body.templateIntegrations, campaign })
            .returning();
          await audit({ action: 'template.created', after: { templateId: row.id, name: row.name } });
          return { success: true, template: (await templateObjects(db, [row], true))[0] };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/templates/:id',
        auth: 'elevated',
        summary: 'Update (or rename) a template; 409 when baseRevision is stale, without it last write wins (audited)',
        bodyLimit: CAMPAIGN_BODY_LIMIT,
        params: idParams,
        body: updateTemplateBody,
        response: { 200: oneTemplate, 409: reply('Stale baseRevision', { success: z.literal(false), message: z.string(), current: templateDoc }) },
        errors: { 404: TEMPLATE_NOT_FOUND },
        handler: async ({ caller, params, body, reply: res, audit }) => {
          const { owner } = await ownedTemplate(caller, params);
          return inTransaction(db, async (tx) => {
            const [row] = await tx.select().from(agentTemplates).where(eq(agentTemplates.id, params.id)).for('update');
            if (body.baseRevision !== undefined && row.revision !== body.baseRevision) {
              res.code(409);
              return { success: false, message: STALE_TEMPLATE, current: (await templateObjects(tx, [row], true))[0] };
            }
            const { baseRevision: _, name, description, disabled, templateFields, templateIntegrations, ...sent } = body;
            const campaign = Object.keys(sent).length ? await templatePayload(tx, row.campaign, sent) : row.campaign;
            const [updated] = await tx
              .update(agentTemplates)
              .set({ name, description, disabled, templateFields, templateIntegrations, campaign, revision: row.revision + 1, updatedAt: new Date() })
              .where(eq(agentTemplates.id, row.id))
              .returning();
            // The console's rename sends the whole template back: a rename is a change of the name alone.
            const changed = changedTemplateFields(row, updated);
            const renameOnly = changed.length === 1 && changed[0] === 'name';
            const unversioned = body.baseRevision === undefined ? NO_BASE_REVISION : {};
            await audit(
              renameOnly
                ? { action: 'template.renamed', target: owner, before: { templateId: row.id, name: row.name }, after: { name: updated.name, ...unversioned } }
                : { action: 'template.updated', target: owner, before: { templateId: row.id, revision: row.revision }, after: { revision: updated.revision, ...unversioned } },
              tx,
            );
            return { success: true, template: (await templateObjects(tx, [updated], true))[0] };
          });
        },
      }),

      defineRoute({
        method: 'DELETE',
        url: '/api/v2/templates/:id',
        auth: 'elevated',
        summary: 'Delete a template; its agents become full agents (their staging and production stay)',
        params: idParams,
        response: done,
        errors: { 404: TEMPLATE_NOT_FOUND },
        handler: async ({ caller, params, audit }) => {
          const { template, owner } = await ownedTemplate(caller, params);
          await inTransaction(db, async (tx) => {
            const detached = await tx
              .update(agentCampaigns)
              .set({ mode: 'FULL_AGENT', templateId: null })
              .where(eq(agentCampaigns.templateId, template.id))
              .returning({ agentId: agentCampaigns.agentId });
            await tx.delete(agentTemplates).where(eq(agentTemplates.id, template.id));
            await audit({ action: 'template.deleted', target: owner, before: { templateId: template.id, name: template.name }, after: { detachedAgents: detached.map((d) => d.agentId) } }, tx);
          });
          return { success: true };
        },
      }),
    ];
  },
});
