// An agent's campaign in the database: read (a default when none was ever saved), the state the
// API answers with, and the one locked read-modify-write every change goes through, which bumps
// the revision and refuses a write based on another revision (issue 9 point 5: nothing lost).
import { eq, inArray } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { accounts, agentCampaigns, agentTemplates } from '../db/schema';
import type { Db } from '../db/store';
import { completePayload, defaultPayload, samePayload, type CampaignPayload } from './payload';
import type { TemplateValues } from './templateFields';

export type CampaignRow = typeof agentCampaigns.$inferSelect;
export type Mode = 'FULL_AGENT' | 'TEMPLATE';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A campaign as stored, or the default an agent starts with (revision 0, not written). */
export async function readCampaign(db: Db, agent: AccountRow): Promise<CampaignRow> {
  const [row] = await db.select().from(agentCampaigns).where(eq(agentCampaigns.agentId, agent.id));
  return row ?? defaultRow(agent);
}

function defaultRow(agent: AccountRow): CampaignRow {
  return {
    id: '00000000-0000-0000-0000-000000000000',
    agentId: agent.id,
    organizationId: agent.organizationId ?? agent.id,
    mode: 'FULL_AGENT',
    templateId: null,
    templateValues: {},
    staging: defaultPayload(),
    production: null,
    revision: 0,
    updatedAt: new Date(0),
    updatedBy: null,
    publishedAt: null,
  };
}

export const stagingOf = (row: CampaignRow): CampaignPayload => completePayload(row.staging as Partial<CampaignPayload>);
export const productionOf = (row: CampaignRow): CampaignPayload | null =>
  row.production ? completePayload(row.production as Partial<CampaignPayload>) : null;

/** What the API answers for one campaign (contract: "Campaign state"). */
export async function campaignState(db: Db, row: CampaignRow, agent: Pick<AccountRow, 'id' | 'accountName' | 'name'>) {
  const [writer] = row.updatedBy
    ? await db.select({ id: accounts.id, name: accounts.name, accountName: accounts.accountName }).from(accounts).where(eq(accounts.id, row.updatedBy))
    : [];
  const [template] = row.templateId
    ? await db.select({ name: agentTemplates.name }).from(agentTemplates).where(eq(agentTemplates.id, row.templateId))
    : [];
  const staging = stagingOf(row);
  const production = productionOf(row);
  return {
    campaignId: row.revision === 0 ? null : row.id,
    agentId: agent.id,
    agentName: agent.accountName ?? agent.name ?? '',
    mode: row.mode,
    templateId: row.templateId,
    templateName: template?.name ?? null,
    templateValues: row.templateValues,
    revision: row.revision,
    unpublishedChanges: !samePayload(staging, production),
    staging,
    production,
    updatedAt: row.revision === 0 ? null : unix(row.updatedAt),
    updatedBy: writer ? { id: writer.id, name: writer.name ?? writer.accountName ?? '' } : null,
    publishedAt: unix(row.publishedAt),
  };
}
export type CampaignState = Awaited<ReturnType<typeof campaignState>>;

/** What a 409 carries: the other side, so the console can show both. */
export async function conflictBody(db: Db, row: CampaignRow, agent: AccountRow, message: string) {
  const state = await campaignState(db, row, agent);
  const { revision, staging, production, updatedAt, updatedBy } = state;
  return { success: false as const, message, current: { revision, staging, production, updatedAt, updatedBy } };
}

export interface CampaignChange {
  staging?: CampaignPayload;
  production?: CampaignPayload | null;
  mode?: Mode;
  templateId?: string | null;
  templateValues?: TemplateValues;
  published?: boolean;
}

export type WriteResult = { ok: true; before: CampaignRow; row: CampaignRow } | { ok: false; current: CampaignRow };

/**
 * Locks the agent's campaign (creating it at revision 0 first), checks `baseRevision` when given,
 * then applies what `decide` returns from the locked row (null: nothing to write). Run inside a
 * transaction.
 */
export async function writeCampaign(
  tx: Db,
  agent: AccountRow,
  by: AccountRow,
  baseRevision: number | undefined,
  decide: (current: CampaignRow) => CampaignChange | Promise<CampaignChange>,
): Promise<WriteResult> {
  await tx
    .insert(agentCampaigns)
    .values({ agentId: agent.id, organizationId: agent.organizationId ?? agent.id, staging: defaultPayload(), revision: 0 })
    .onConflictDoNothing({ target: agentCampaigns.agentId });
  const [current] = await tx.select().from(agentCampaigns).where(eq(agentCampaigns.agentId, agent.id)).for('update');
  if (baseRevision !== undefined && baseRevision !== current.revision) return { ok: false, current };
  const change = await decide(current);
  const now = new Date();
  const [row] = await tx
    .update(agentCampaigns)
    .set({
      ...(change.staging ? { staging: change.staging } : {}),
      ...(change.production !== undefined ? { production: change.production } : {}),
      ...(change.mode ? { mode: change.mode } : {}),
      ...(change.templateId !== undefined ? { templateId: change.templateId } : {}),
      ...(change.templateValues ? { templateValues: change.templateValues } : {}),
      ...(change.published ? { publishedAt: now } : {}),
      revision: current.revision + 1,
      updatedAt: now,
      updatedBy: by.id,
    })
    .where(eq(agentCampaigns.id, current.id))
    .returning();
  return { ok: true, before: current, row };
}

/** Agents' campaigns by agent id (the org's list). */
export async function campaignsOf(db: Db, agentIds: number[]): Promise<Map<number, CampaignRow>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db.select().from(agentCampaigns).where(inArray(agentCampaigns.agentId, agentIds));
  return new Map(rows.map((r) => [r.agentId, r]));
}

/** One line of an organization's agent list (no extra queries: the list joins the template name). */
export function campaignSummary(row: CampaignRow | null, agent: AccountRow, templateName: string | null) {
  const campaign = row ?? defaultRow(agent);
  return {
    agentId: agent.id,
    agentName: agent.accountName ?? agent.name ?? '',
    campaignId: row ? row.id : null,
    mode: campaign.mode,
    templateId: campaign.templateId,
    templateName,
    revision: campaign.revision,
    unpublishedChanges: !samePayload(stagingOf(campaign), productionOf(campaign)),
    updatedAt: row ? unix(row.updatedAt) : null,
    publishedAt: unix(campaign.publishedAt),
  };
}
