// Templates in the database (spec 1 §3 Template): which ones an account is offered, one by id,
// and the object the API answers with. A template belongs to a reseller or partner and is offered
// to the accounts below it.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { detectAccountType } from '../../src/shared/permissionSet';
import type { AccountRow } from '../auth/context';
import { accessUser } from '../auth/permissionChecks';
import { accounts, agentCampaigns, agentTemplates } from '../db/schema';
import type { Db } from '../db/store';
import { isUuid } from '../../src/shared/validation';
import { canonicalJson } from './canonical';
import { completePayload, pickPayload } from './payload';
import type { TemplateField } from './templateFields';

export type TemplateRow = typeof agentTemplates.$inferSelect;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** 'reseller' | 'partner' when the account can own templates, else null. */
export function ownerKind(account: AccountRow): 'reseller' | 'partner' | null {
  const type = detectAccountType(accessUser(account));
  return type === 'organization' ? null : type;
}

/** The accounts whose templates `target` is offered: itself when it owns templates, its reseller and partner. */
export function offeringOwners(target: AccountRow): number[] {
  const ids = [target.resellerId, target.partnerId];
  if (ownerKind(target)) ids.push(target.id);
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(agentTemplates).where(eq(agentTemplates.id, id));
  return row;
}

export async function listTemplates(db: Db, owners: number[], withDisabled: boolean): Promise<TemplateRow[]> {
  if (owners.length === 0) return [];
  const where: SQL[] = [inArray(agentTemplates.ownerAccountId, owners)];
  if (!withDisabled) where.push(eq(agentTemplates.disabled, false));
  return db.select().from(agentTemplates).where(and(...where)).orderBy(agentTemplates.name, agentTemplates.id);
}

/** The API's template object; `full` adds the campaign payload fields. */
export async function templateObjects(db: Db, rows: TemplateRow[], full: boolean) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const owners = [...new Set(rows.map((r) => r.ownerAccountId))];
  const [counts, names] = await Promise.all([
    db.select({ id: agentCampaigns.templateId, n: count() }).from(agentCampaigns).where(inArray(agentCampaigns.templateId, ids)).groupBy(agentCampaigns.templateId),
    db.select({ id: accounts.id, name: accounts.accountName }).from(accounts).where(inArray(accounts.id, owners)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    ownerAccountId: row.ownerAccountId,
    ownerName: names.find((n) => n.id === row.ownerAccountId)?.name ?? null,
    name: row.name,
    description: row.description,
    disabled: row.disabled,
    revision: row.revision,
    agentCount: Number(counts.find((c) => c.id === row.id)?.n ?? 0),
    templateFields: row.templateFields as unknown as TemplateField[],
    templateIntegrations: row.templateIntegrations,
    ...(full ? completePayload(pickPayload(row.campaign)) : {}),
    createdAt: unix(row.createdAt),
    updatedAt: unix(row.updatedAt),
  }));
}

export const fieldsOf = (row: TemplateRow) => row.templateFields as unknown as TemplateField[];
export const sourceOf = (row: TemplateRow) => ({ templateFields: fieldsOf(row), campaign: row.campaign });

/** The columns (and payload fields) that differ between two versions of a template row. */
export function changedTemplateFields(before: TemplateRow, after: TemplateRow): string[] {
  const columns = ['name', 'description', 'disabled', 'templateFields', 'templateIntegrations'] as const;
  const out: string[] = columns.filter((c) => canonicalJson(before[c]) !== canonicalJson(after[c]));
  const a = completePayload(pickPayload(before.campaign));
  const b = completePayload(pickPayload(after.campaign));
  for (const key of Object.keys(b) as (keyof typeof b)[]) if (canonicalJson(a[key]) !== canonicalJson(b[key])) out.push(key);
  return out;
}
