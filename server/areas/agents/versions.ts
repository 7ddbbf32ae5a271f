// Agents, part 4 (issue 9 point 4): versions of an agent: list (includeData), create from a source,
// rename, replace with a snapshot, restore to a target. `{id}` is the agent account; it must be in
// the caller's subtree. Every change is audited.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import { agentVersions } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { inTransaction } from '../../db/transaction';
import { agentFromPath } from '../../agents/access';
import { campaignState, conflictBody, productionOf, readCampaign, stagingOf, writeCampaign } from '../../agents/campaigns';
import { loadCatalogue } from '../../agents/catalogue';
import { CAMPAIGN_BODY_LIMIT, NOTHING_PUBLISHED, STALE_REVISION, VERSION_NOT_FOUND } from '../../agents/messages';
import { completePayload, partialPayload, type CampaignPayload } from '../../agents/payload';
import { assertValidPayload } from '../../agents/saveCampaign';
import { conflictDoc, oneCampaign, versionDoc } from '../../agents/schemas';
import { findVersion, listVersions, pruneVersions, versionData, versionObjects } from '../../agents/versions';

const agentParams = z.object({ id: z.string().describe('Agent account id') });
const versionParams = agentParams.extend({ versionId: z.string().describe('Version id (uuid)') });
const title = z.string().trim().min(1, 'Required').max(200, 'At most 200 characters');
const oneVersion = reply('The version', { success, version: versionDoc });

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => {
    // The agent of the path is the subject of the permission check (the kit checks it on that account).
    const subject = ({ caller, params }: { caller: AccountRow; params: unknown }) => agentFromPath(db, caller, (params as { id?: unknown }).id);

    async function payloadOf(db: Db, agent: AccountRow, source: string): Promise<CampaignPayload> {
      const row = await readCampaign(db, agent);
      if (source === 'staging') return stagingOf(row);
      if (source === 'production') return productionOf(row) ?? fail(400, `source: ${NOTHING_PUBLISHED}`);
      const version = await findVersion(db, agent.id, source);
      if (!version) fail(404, VERSION_NOT_FOUND);
      return versionData(version);
    }

    async function versionOr404(agentId: number, id: string) {
      const version = await findVersion(db, agentId, id);
      if (!version) fail(404, VERSION_NOT_FOUND);
      return version;
    }

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/agent/:id/versions',
        auth: 'account',
        permission: 'canViewOrg',
        subject,
        summary: "An agent's versions, newest first (data with includeData=true)",
        params: agentParams,
        query: z.object({ includeData: z.enum(['true', 'false']).optional() }),
        response: reply('The versions', { success, versions: z.array(versionDoc) }),
        handler: async ({ subject: agent, query }) => ({
          success: true,
          versions: await versionObjects(db, await listVersions(db, agent.id), query.includeData === 'true'),
        }),
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/agent/:id/versions',
        auth: 'account',
        permission: 'canUseFullEditor',
        subject,
        status: 201,
        summary: 'Create a version from a source: staging (default), production or another version id',
        params: agentParams,
        body: z.object({ title, source: z.string().max(64).default('staging') }),
        response: oneVersion,
        errors: { 404: VERSION_NOT_FOUND },
        idempotent: true,
        handler: async ({ subject: agent, caller, body, audit, db }) => {
          const data = await payloadOf(db, agent, body.source);
          const [row] = await db.insert(agentVersions).values({ agentId: agent.id, title: body.title, source: body.source, data, createdBy: caller.id }).returning();
          await pruneVersions(db, agent.id);
          await audit({ action: 'agent.version.created', target: agent, after: { versionId: row.id, title: row.title, source: row.source } });
          return { success: true, version: (await versionObjects(db, [row], true))[0] };
        },
      }),

      defineRoute({
        method: 'PUT',
        url: '/api/v2/agent/:id/versions/:versionId/title',
        auth: 'account',
        permission: 'canUseFullEditor',
        subject,
        summary: 'Rename a version',
        params: versionParams,
        body: z.object({ title }),
        response: oneVersion,
        errors: { 404: VERSION_NOT_FOUND },
        handler: async ({ subject: agent, params, body, audit }) => {
          const before = await versionOr404(agent.id, params.versionId);
          const [row] = await db.update(agentVersions).set({ title: body.title, updatedAt: new Date() }).where(eq(agentVersions.id, before.id)).returning();
          await audit({ action: 'agent.version.renamed', target: agent, before: { versionId: row.id, title: before.title }, after: { title: row.title } });
          return { success: true, version: (await versionObjects(db, [row], false))[0] };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/agent/:id/versions/:versionId',
        auth: 'account',
        permission: 'canUseFullEditor',
        subject,
        summary: "Replace a version's data with a snapshot: 'staging', 'production' or a payload",
        bodyLimit: CAMPAIGN_BODY_LIMIT,
        params: versionParams,
        body: z.object({ snapshot: z.union([z.enum(['staging', 'production']), partialPayload]), title: title.optional() }),
        response: oneVersion,
        errors: { 404: VERSION_NOT_FOUND },
        handler: async ({ subject: agent, params, body, audit }) => {
          const before = await versionOr404(agent.id, params.versionId);
          let data: CampaignPayload;
          if (typeof body.snapshot === 'string') data = await payloadOf(db, agent, body.snapshot);
          else {
            data = completePayload(versionData(before), body.snapshot);
            assertValidPayload(data, await loadCatalogue(db));
          }
          const [row] = await db
            .update(agentVersions)
            .set({ data, ...(body.title ? { title: body.title } : {}), source: typeof body.snapshot === 'string' ? body.snapshot : 'snapshot', updatedAt: new Date() })
            .where(eq(agentVersions.id, before.id))
            .returning();
          await audit({ action: 'agent.version.replaced', target: agent, after: { versionId: row.id, title: row.title, source: row.source } });
          return { success: true, version: (await versionObjects(db, [row], true))[0] };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/agent/:id/versions/:versionId/restore',
        auth: 'account',
        permission: 'canUseFullEditor',
        subject,
        summary: 'Restore a version to staging (default) or production (409 when baseRevision is stale)',
        params: versionParams,
        body: z.object({ target: z.enum(['staging', 'production']).default('staging'), baseRevision: z.number().int().min(0).optional() }),
        response: { 200: oneCampaign, 409: conflictDoc },
        errors: { 404: VERSION_NOT_FOUND },
        handler: async ({ subject: agent, caller, params, body, reply: res, audit }) => {
          const version = await versionOr404(agent.id, params.versionId);
          const data = versionData(version);
          return inTransaction(db, async (tx) => {
            const result = await writeCampaign(tx, agent, caller, body.baseRevision, () =>
              body.target === 'staging'
                ? { staging: { ...data, published: false } }
                : { production: { ...data, published: true }, published: true },
            );
            if (!result.ok) {
              res.code(409);
              return conflictBody(tx, result.current, agent, STALE_REVISION);
            }
            await audit({ action: 'agent.version.restored', target: agent, after: { versionId: version.id, title: version.title, target: body.target, revision: result.row.revision } }, tx);
            return { success: true, campaign: await campaignState(tx, result.row, agent) };
          });
        },
      }),
    ];
  },
});
