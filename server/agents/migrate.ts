// Template migration (issue 9 point 6): every agent in the caller's subtree that follows the
// template, re-rendered with its own field values (its voice, timezone and language kept), and
// the field-by-field difference with what it runs now (production, else staging).
import { and, eq, inArray } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { canActOn } from '../auth/subtree';
import { accounts, agentCampaigns } from '../db/schema';
import type { Db } from '../db/store';
import { productionOf, stagingOf, type CampaignRow } from './campaigns';
import { payloadDiff, type FieldChange } from './diff';
import type { CampaignPayload } from './payload';
import { renderTemplate } from './renderTemplate';
import { resolveValues, type TemplateValues } from './templateFields';
import { sourceOf, type TemplateRow } from './templates';

export interface MigrationPlan {
  agent: AccountRow;
  campaign: CampaignRow;
  orgName: string | null;
  rendered: CampaignPayload | null;
  problem: string | null;
  diff: FieldChange[];
}

export async function planMigration(db: Db, caller: AccountRow, template: TemplateRow, agentIds?: number[]): Promise<MigrationPlan[]> {
  const rows = await db
    .select({ campaign: agentCampaigns, agent: accounts })
    .from(agentCampaigns)
    .innerJoin(accounts, eq(accounts.id, agentCampaigns.agentId))
    .where(and(eq(agentCampaigns.templateId, template.id), eq(agentCampaigns.mode, 'TEMPLATE')))
    .orderBy(accounts.organizationId, accounts.accountName, accounts.id);
  const mine = rows.filter(({ agent }) => canActOn(caller, agent) && (!agentIds || agentIds.includes(agent.id)));
  const orgIds = [...new Set(mine.map(({ agent }) => agent.organizationId).filter((id): id is number => id !== null))];
  const orgs = orgIds.length ? await db.select({ id: accounts.id, name: accounts.accountName }).from(accounts).where(inArray(accounts.id, orgIds)) : [];
  return mine.map(({ agent, campaign }) => {
    const staging = stagingOf(campaign);
    const resolved = resolveValues(sourceOf(template).templateFields, campaign.templateValues as TemplateValues);
    const orgName = orgs.find((o) => o.id === agent.organizationId)?.name ?? null;
    if ('problem' in resolved) return { agent, campaign, orgName, rendered: null, problem: resolved.problem, diff: [] };
    const rendered = renderTemplate(sourceOf(template), resolved.values, { voice: staging.voice, timezone: staging.timezone, language: staging.language, knowledgeBaseIds: staging.knowledgeBaseIds });
    return { agent, campaign, orgName, rendered, problem: null, diff: payloadDiff(productionOf(campaign) ?? staging, rendered) };
  });
}

export function planEntry(plan: MigrationPlan) {
  return {
    agentId: plan.agent.id,
    agentName: plan.agent.accountName ?? plan.agent.name ?? '',
    organizationId: plan.agent.organizationId,
    orgName: plan.orgName,
    changed: plan.diff.length > 0,
    diff: plan.diff,
    ...(plan.problem ? { problem: plan.problem } : {}),
  };
}
