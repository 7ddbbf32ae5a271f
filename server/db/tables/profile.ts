// Public link pages (issue 24 items 1–2; spec doc 1 §3 "Profile page": socialLinks,
// socialLinksPosition, links, linksConfig). One row per organization or agent account that has edited
// its page; kept apart from `accounts.settings` so that nothing but the profile routes, which accept
// only http(s) links, writes what an anonymous visitor is shown. The picture (profile/dp) is stored
// here too, validated by its content and size-limited (server/profile/avatar.ts).
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './mailOutbox';

export interface StoredLink {
  id: string;
  title: string;
  url: string;
  enabled: boolean;
}

export interface StoredSocialLink {
  network: string;
  url: string;
}

export const profilePages = pgTable('profile_pages', {
  accountId: integer('account_id').primaryKey(),
  title: text('title'),
  bio: text('bio'),
  socialLinks: jsonb('social_links').$type<StoredSocialLink[]>().notNull().default([]),
  socialLinksPosition: text('social_links_position').notNull().default('top').$type<'top' | 'bottom'>(),
  links: jsonb('links').$type<StoredLink[]>().notNull().default([]),
  linksConfig: jsonb('links_config').$type<Record<string, unknown>>().notNull().default({}),
  avatar: bytea('avatar'),
  avatarType: text('avatar_type'),
  avatarUpdatedAt: timestamp('avatar_updated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Clicks on a page's links (POST /api/v1/stats/links), one counter per link and day. */
export const profileLinkClicks = pgTable(
  'profile_link_clicks',
  {
    accountId: integer('account_id').notNull(),
    linkId: text('link_id').notNull(),
    day: text('day').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.linkId, t.day] })],
);

/** Visits of a page (POST /api/v1/ipCorrelator: page, ref), one counter per page, referrer and day. */
export const profileVisits = pgTable(
  'profile_visits',
  {
    accountId: integer('account_id').notNull(),
    ref: text('ref').notNull().default(''),
    day: text('day').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ref, t.day] }), index('profile_visits_account_idx').on(t.accountId, t.day)],
);
