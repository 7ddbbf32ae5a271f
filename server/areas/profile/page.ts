// The public page's owner side (issue 24 item 1; spec doc 2 "Accounts": POST /api/v1/account/socialLinks,
// POST /api/v1/account/links with links and linksConfig, POST /api/v1/updateUsername with
// targetUsername), plus the page read with its click and visit counts (GET /api/v1/profile/page) and
// its title and bio (POST /api/v1/profile/page, the editPageProfile overlay). The page is the target
// account's (a member's: its organization's); editing it needs canEditOrg there. Links are http(s)
// only (src/shared/profilePage.ts), checked again when a visitor is shown them.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import { accounts } from '../../db/schema';
import { sqlState } from '../../kit/databaseErrors';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { pageAccountOf, pageOf, pageStats, pageView, upsertPage } from '../../profile/pages';
import { DUPLICATE_LINK_ID, PROFILE_AUDIT_ACTIONS } from '../../profile/messages';
import {
  checkHttpUrl,
  checkSlug,
  LINK_TITLE_MAX_LENGTH,
  MAX_LINKS,
  MAX_SOCIAL_LINKS,
  PAGE_BIO_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  SLUG_ERRORS,
  SOCIAL_NETWORKS,
  SOCIAL_POSITIONS,
  URL_MAX_LENGTH,
} from '../../../src/shared/profilePage';

const httpUrl = z
  .string()
  .max(URL_MAX_LENGTH * 2)
  .transform((value, ctx) => {
    const checked = checkHttpUrl(value);
    if (checked.ok) return checked.url;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  })
  .describe('An http(s) link (a bare host is read as https)');

const linkItem = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected 1 to 40 letters, digits, - or _'),
  title: z.string().trim().min(1, 'Required').max(LINK_TITLE_MAX_LENGTH),
  url: httpUrl,
  enabled: z.boolean().default(true),
});
const socialItem = z.object({ network: z.enum(SOCIAL_NETWORKS), url: httpUrl });
const linksConfig = z
  .object({ layout: z.enum(['list', 'grid']), showTalk: z.boolean(), showText: z.boolean(), showBook: z.boolean(), showPay: z.boolean() })
  .partial()
  .strict();

const pageDoc = reply('The page: accountId, username, displayName, title, bio, avatarUrl, socialLinks, socialLinksPosition, links, linksConfig');
const statsDoc = reply('The last 30 days: days, visits, clicks (by link id)');
const pageReply = reply('The page', { success, page: pageDoc });
const reason = 'setting a state: a repeat sets the same page';

export default defineArea({
  tag: 'Profile',
  auditActions: PROFILE_AUDIT_ACTIONS,
  routes: (options) => {
    const subject = ({ target }: { target: AccountRow }) => pageAccountOf(options.db, target);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v1/profile/page',
        auth: 'account',
        permission: 'canViewOrg',
        subject,
        summary: "The target account's public page (a member's: its organization's), with its visits and link clicks of the last 30 days",
        response: reply('The page and its counts', { success, page: pageDoc, stats: statsDoc }),
        errors: { 404: 'This account has no public page' },
        handler: async ({ subject: owner }) => ({ success: true, page: pageView(owner, await pageOf(options.db, owner.id)), stats: await pageStats(options.db, owner.id) }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/profile/page',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: "Set the page's title and bio (null clears one)",
        body: z.object({
          title: z.string().trim().max(PAGE_TITLE_MAX_LENGTH).nullable().optional(),
          bio: z.string().trim().max(PAGE_BIO_MAX_LENGTH).nullable().optional(),
        }),
        response: pageReply,
        idempotent: { exempt: reason },
        handler: async ({ body, subject: owner, audit }) => {
          const before = await pageOf(options.db, owner.id);
          const changes = {
            ...(body.title !== undefined ? { title: body.title || null } : {}),
            ...(body.bio !== undefined ? { bio: body.bio || null } : {}),
          };
          const row = await upsertPage(options.db, owner.id, changes);
          await audit({ action: 'profile.page.changed', target: owner, before: { title: before?.title ?? null, bio: before?.bio ?? null }, after: { title: row.title, bio: row.bio } });
          return { success: true, page: pageView(owner, row) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/account/socialLinks',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: `Set the page's social links (at most ${MAX_SOCIAL_LINKS}, http(s) only) and where they show (top or bottom)`,
        body: z.object({ socialLinks: z.array(socialItem).max(MAX_SOCIAL_LINKS), socialLinksPosition: z.enum(SOCIAL_POSITIONS).optional() }),
        response: pageReply,
        idempotent: { exempt: reason },
        handler: async ({ body, subject: owner, audit }) => {
          const before = await pageOf(options.db, owner.id);
          const row = await upsertPage(options.db, owner.id, {
            socialLinks: body.socialLinks,
            ...(body.socialLinksPosition ? { socialLinksPosition: body.socialLinksPosition } : {}),
          });
          await audit({
            action: 'profile.page.changed',
            target: owner,
            before: { socialLinks: before?.socialLinks ?? [], socialLinksPosition: before?.socialLinksPosition ?? 'top' },
            after: { socialLinks: row.socialLinks, socialLinksPosition: row.socialLinksPosition },
          });
          return { success: true, page: pageView(owner, row) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/account/links',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: `Set the page's links (at most ${MAX_LINKS}, in order, http(s) only) and its links config (layout, which front-door buttons show)`,
        body: z.object({ links: z.array(linkItem).max(MAX_LINKS), linksConfig: linksConfig.optional() }),
        response: pageReply,
        idempotent: { exempt: reason },
        handler: async ({ body, subject: owner, audit }) => {
          if (new Set(body.links.map((l) => l.id)).size !== body.links.length) fail(400, DUPLICATE_LINK_ID);
          const before = await pageOf(options.db, owner.id);
          const row = await upsertPage(options.db, owner.id, {
            links: body.links,
            ...(body.linksConfig ? { linksConfig: { ...(before?.linksConfig ?? {}), ...body.linksConfig } } : {}),
          });
          await audit({
            action: 'profile.page.changed',
            target: owner,
            before: { links: before?.links ?? [], linksConfig: before?.linksConfig ?? {} },
            after: { links: row.links, linksConfig: row.linksConfig },
          });
          return { success: true, page: pageView(owner, row) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/updateUsername',
        auth: 'account',
        permission: 'canEditOrg',
        subject,
        summary: "Change the page's address: the target account's username (a member's: its organization's). Unique, 3 to 40 lowercase letters, digits and single hyphens, not a reserved word",
        body: z.object({ targetUsername: z.string().max(200).describe('The new username (the page is then /<username>)') }),
        response: reply('The new username', { success, username: z.string() }),
        errors: { 409: SLUG_ERRORS.taken },
        idempotent: { exempt: 'setting a state: a repeat asks for the name it already has' },
        handler: async ({ body, subject: owner, audit }) => {
          const checked = checkSlug(body.targetUsername);
          if (!checked.ok) fail(400, `targetUsername: ${checked.message}`);
          if (checked.slug === owner.username) return { success: true, username: owner.username };
          const [holder] = await options.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, checked.slug));
          if (holder) fail(409, `targetUsername: ${SLUG_ERRORS.taken}`);
          try {
            await options.db.update(accounts).set({ username: checked.slug }).where(eq(accounts.id, owner.id));
          } catch (error) {
            // another request took it between the check and the write
            if (sqlState(error) === '23505') fail(409, `targetUsername: ${SLUG_ERRORS.taken}`);
            throw error;
          }
          await audit({ action: 'profile.username.changed', target: owner, before: { username: owner.username }, after: { username: checked.slug } });
          return { success: true, username: checked.slug };
        },
      }),
    ];
  },
});
