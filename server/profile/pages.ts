// Whose page is it, and what of it the world sees. A page belongs to an organization or one of its
// agents (a member's username is a person's, not a page: a member editing "their" page edits the
// organization's, which they act for). A disabled account, a page whose profile plugin is off, and a
// slug nobody holds answer 404 alike, so the public side tells nothing about the tree.
import { and, eq, sql } from 'drizzle-orm';
import { resolvedSettingsOf } from '../accountView';
import type { AccountRow } from '../auth/context';
import { accounts, profileLinkClicks, profilePages, profileVisits } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { isPluginOn } from '../kit/pluginToggle';
import { DEFAULT_LINKS_CONFIG, isHttpUrl, type LinksConfig } from '../../src/shared/profilePage';
import { NO_PAGE, PAGE_NOT_FOUND } from './messages';

export type PageRow = typeof profilePages.$inferSelect;

const isPageAccount = (row: AccountRow) => row.accountType === 'agent' || (row.accountType === 'organization' && row.id === row.organizationId);

/** The account whose page `target` edits: itself (an org or agent), its organization (a member); else 404. */
export async function pageAccountOf(db: Db, target: AccountRow): Promise<AccountRow> {
  if (isPageAccount(target)) return target;
  if (target.accountType === 'organization' && target.organizationId != null) {
    const [org] = await db.select().from(accounts).where(eq(accounts.id, target.organizationId));
    if (org && isPageAccount(org)) return org;
  }
  fail(404, NO_PAGE);
}

/** The enabled page account a slug names, its profile plugin on; 404 otherwise. */
export async function publicPageAccount(db: Db, slug: string): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, slug.toLowerCase()));
  if (!row || !row.enabled || !isPageAccount(row)) fail(404, PAGE_NOT_FOUND);
  if (!isPluginOn('profile', await resolvedSettingsOf(db, row))) fail(404, PAGE_NOT_FOUND);
  return row;
}

export async function pageOf(db: Db, accountId: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(profilePages).where(eq(profilePages.accountId, accountId));
  return row;
}

/** Creates the page row when missing, then applies `changes`; returns the row after. */
export async function upsertPage(db: Db, accountId: number, changes: Partial<Omit<PageRow, 'accountId'>>): Promise<PageRow> {
  const [row] = await db
    .insert(profilePages)
    .values({ accountId, ...changes, updatedAt: new Date() })
    .onConflictDoUpdate({ target: profilePages.accountId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export const linksConfigOf = (row: PageRow | undefined): LinksConfig => ({ ...DEFAULT_LINKS_CONFIG, ...(row?.linksConfig as Partial<LinksConfig> | undefined) });

export const avatarUrl = (account: AccountRow, row: PageRow | undefined) =>
  row?.avatarUpdatedAt ? `/api/v1/profile/dp/${encodeURIComponent(account.username)}?v=${row.avatarUpdatedAt.getTime()}` : null;

/** The page as its owner edits it (GET /api/v1/profile/page). */
export function pageView(account: AccountRow, row: PageRow | undefined) {
  return {
    accountId: account.id,
    username: account.username,
    displayName: account.accountName ?? account.name ?? account.username,
    title: row?.title ?? null,
    bio: row?.bio ?? null,
    avatarUrl: avatarUrl(account, row),
    socialLinks: row?.socialLinks ?? [],
    socialLinksPosition: row?.socialLinksPosition ?? 'top',
    links: row?.links ?? [],
    linksConfig: linksConfigOf(row),
  };
}

/** What an anonymous visitor sees: only enabled links, each checked again to be http(s). */
export function publicView(account: AccountRow, row: PageRow | undefined) {
  const view = pageView(account, row);
  return {
    username: view.username,
    displayName: view.title || view.displayName,
    bio: view.bio,
    avatarUrl: view.avatarUrl,
    socialLinks: view.socialLinks.filter((s) => isHttpUrl(s.url)),
    socialLinksPosition: view.socialLinksPosition,
    links: view.links.filter((l) => l.enabled && isHttpUrl(l.url)).map(({ id, title, url }) => ({ id, title, url })),
    linksConfig: view.linksConfig,
  };
}

export const today = () => new Date().toISOString().slice(0, 10);

export async function countClick(db: Db, accountId: number, linkId: string): Promise<void> {
  await db
    .insert(profileLinkClicks)
    .values({ accountId, linkId, day: today(), clicks: 1 })
    .onConflictDoUpdate({ target: [profileLinkClicks.accountId, profileLinkClicks.linkId, profileLinkClicks.day], set: { clicks: sql`${profileLinkClicks.clicks} + 1` } });
}

export async function countVisit(db: Db, accountId: number, ref: string): Promise<void> {
  await db
    .insert(profileVisits)
    .values({ accountId, ref, day: today(), visits: 1 })
    .onConflictDoUpdate({ target: [profileVisits.accountId, profileVisits.ref, profileVisits.day], set: { visits: sql`${profileVisits.visits} + 1` } });
}

/** Clicks per link and visits of the last `days` days, for the owner. */
export async function pageStats(db: Db, accountId: number, days = 30) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const clicks = await db
    .select({ linkId: profileLinkClicks.linkId, clicks: sql<number>`sum(${profileLinkClicks.clicks})::int` })
    .from(profileLinkClicks)
    .where(and(eq(profileLinkClicks.accountId, accountId), sql`${profileLinkClicks.day} >= ${since}`))
    .groupBy(profileLinkClicks.linkId);
  const [visits] = await db
    .select({ visits: sql<number>`coalesce(sum(${profileVisits.visits}), 0)::int` })
    .from(profileVisits)
    .where(and(eq(profileVisits.accountId, accountId), sql`${profileVisits.day} >= ${since}`));
  return { days, visits: visits?.visits ?? 0, clicks: Object.fromEntries(clicks.map((c) => [c.linkId, c.clicks])) as Record<string, number> };
}
