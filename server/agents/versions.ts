// Agent versions (spec 1 §3 Agent version, §4.1): saved copies of a payload, created from a source
// (default staging), renamed, replaced with a snapshot, restored to a target (default staging).
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { isUuid } from '../../src/shared/validation';
import { accounts, agentVersions } from '../db/schema';
import type { Db } from '../db/store';
import { MAX_VERSIONS_PER_AGENT } from './messages';
import { completePayload, type CampaignPayload } from './payload';

export type VersionRow = typeof agentVersions.$inferSelect;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export async function findVersion(db: Db, agentId: number, id: string): Promise<VersionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(agentVersions).where(and(eq(agentVersions.id, id), eq(agentVersions.agentId, agentId)));
  return row;
}

export const versionData = (row: VersionRow): CampaignPayload => completePayload(row.data as Partial<CampaignPayload>);

export async function versionObjects(db: Db, rows: VersionRow[], includeData: boolean) {
  const authors = [...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))];
  const names = authors.length
    ? await db.select({ id: accounts.id, name: accounts.name, accountName: accounts.accountName }).from(accounts).where(inArray(accounts.id, authors))
    : [];
  return rows.map((row) => {
    const author = names.find((n) => n.id === row.createdBy);
    return {
      id: row.id,
      agentId: row.agentId,
      title: row.title,
      source: row.source,
      createdAt: unix(row.createdAt),
      updatedAt: unix(row.updatedAt),
      createdBy: author ? { id: author.id, name: author.name ?? author.accountName ?? '' } : null,
      ...(includeData ? { data: versionData(row) } : {}),
    };
  });
}

export function listVersions(db: Db, agentId: number): Promise<VersionRow[]> {
  return db.select().from(agentVersions).where(eq(agentVersions.agentId, agentId)).orderBy(desc(agentVersions.createdAt), desc(agentVersions.id)).limit(MAX_VERSIONS_PER_AGENT);
}

/** Keeps the newest MAX_VERSIONS_PER_AGENT versions of an agent. */
export async function pruneVersions(db: Db, agentId: number): Promise<void> {
  const [oldestKept] = await db
    .select({ createdAt: agentVersions.createdAt })
    .from(agentVersions)
    .where(eq(agentVersions.agentId, agentId))
    .orderBy(desc(agentVersions.createdAt))
    .offset(MAX_VERSIONS_PER_AGENT - 1)
    .limit(1);
  if (oldestKept) await db.delete(agentVersions).where(and(eq(agentVersions.agentId, agentId), lt(agentVersions.createdAt, oldestKept.createdAt)));
}
