// The public side of link pages (issue 24 item 2): the page `/<slug>` as server-rendered HTML and its
// one small script, the picture (GET /api/v1/profile/dp/{username}), link clicks
// (POST /api/v1/stats/links: username, linkId) and visits (POST /api/v1/ipCorrelator: page, ref).
// No session; every call takes one of the client address's budget (database-counted). A slug nobody
// holds, a disabled account or a page whose plugin is off answer 404 alike.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { resolvedSettingsOf } from '../../accountView';
import type { AccountRow } from '../../auth/context';
import { phoneNumbers } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail, HttpError } from '../../http';
import { takeOne } from '../../inbox/extras/limit';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { isPluginOn } from '../../kit/pluginToggle';
import { reply, success } from '../../kit/schemas';
import { avatarHeaders } from '../../profile/avatar';
import { bookingUrlOf } from '../../profile/booking';
import { LINK_NOT_FOUND, NO_AVATAR, PAGE_NOT_FOUND, PUBLIC_LIMITS, tooManyCalls } from '../../profile/messages';
import { countClick, countVisit, pageOf, publicPageAccount, publicView } from '../../profile/pages';
import { PAGE_SCRIPT } from '../../profile/pageScript';
import { PAGE_SCRIPT_HASH, PAGE_SCRIPT_PATH, renderNotFound, renderPublicPage } from '../../profile/publicPage';
import { visitorLocale } from '../../profile/publicText';
import { checkHttpUrl, hostOf, PAGE_PATH_SEGMENT } from '../../../src/shared/profilePage';

const reason = 'public link pages are visited by people who have no account here';
const username = z.string().trim().min(1, 'Required').max(64).describe("The page's username (its slug)");
const limited = 'Too many requests from this address (Retry-After)';

/** The number a visitor calls or texts: the page's (an agent's own, else its organization's first) active SMS number. */
async function numberOf(db: Db, account: AccountRow): Promise<string | null> {
  const orgId = account.organizationId ?? account.id;
  const [row] = await db
    .select({ number: phoneNumbers.number })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountId, orgId),
        eq(phoneNumbers.status, 'active'),
        eq(phoneNumbers.sms, true),
        account.accountType === 'agent' ? eq(phoneNumbers.agentAccountId, account.id) : undefined,
      ),
    )
    .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id))
    .limit(1);
  return row?.number ?? null;
}

/** A visit's referrer as kept: the host of a URL ("news.example"), or a short campaign tag ("qr"). */
export function refOf(ref: string | undefined): string {
  const text = (ref ?? '').trim();
  if (!text) return '';
  if (/^https?:\/\//i.test(text)) return hostOf(text).slice(0, 100);
  return text.toLowerCase().replace(/[^a-z0-9_.-]/g, '').slice(0, 40);
}

export default defineArea({
  tag: 'Profile',
  routes: ({ db, demo }) => {
    const budget = (request: { ip: string }, res: Parameters<typeof takeOne>[1]) =>
      takeOne(db, res, 'profile-public', request.ip, PUBLIC_LIMITS.perAddress, PUBLIC_LIMITS.windowMs, tooManyCalls);
    return [
      defineRoute({
        method: 'GET',
        url: `/:slug(${PAGE_PATH_SEGMENT.source})`,
        auth: 'public',
        reason,
        summary: "A public link page: the owner's profile, links and the agent's front door (talk, text, book, pay), as HTML",
        params: z.object({ slug: username }),
        produces: ['text/html'],
        response: z.string().describe('The page (HTML)'),
        errors: { 404: PAGE_NOT_FOUND, 429: limited },
        handler: async ({ params, request, reply: res }) => {
          await budget(request, res);
          // the visitor's language (publicText.ts); caches keep one copy per language
          const locale = visitorLocale(request.headers['accept-language']);
          res.header('vary', 'Accept-Language');
          let account: AccountRow;
          try {
            account = await publicPageAccount(db, params.slug);
          } catch (error) {
            if (error instanceof HttpError && error.status === 404) return res.code(404).type('text/html; charset=utf-8').send(renderNotFound(locale));
            throw error;
          }
          const settings = await resolvedSettingsOf(db, account);
          const page = publicView(account, await pageOf(db, account.id));
          const html = renderPublicPage(page, {
            number: await numberOf(db, account),
            canText: isPluginOn('inbox', settings),
            demo,
            bookingUrl: await bookingUrlOf(db, account),
            canPay: isPluginOn('wallet', settings),
          }, locale);
          return res.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
        },
      }),
      defineRoute({
        method: 'GET',
        url: PAGE_SCRIPT_PATH,
        auth: 'public',
        reason,
        summary: "The public link page's script (visits, link clicks, the front door's panels)",
        produces: ['text/javascript'],
        response: z.string().describe('JavaScript'),
        handler: ({ reply: res, request }) => {
          const versioned = (request.query as { v?: string }).v === PAGE_SCRIPT_HASH;
          return res
            .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
            .type('text/javascript; charset=utf-8')
            .send(PAGE_SCRIPT);
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/profile/dp/:username',
        auth: 'public',
        reason,
        summary: "A public page's picture (nosniff, sandboxed)",
        params: z.object({ username }),
        produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        response: z.string().describe('The image'),
        errors: { 404: `${PAGE_NOT_FOUND}; ${NO_AVATAR}`, 429: limited },
        handler: async ({ params, request, reply: res }) => {
          await budget(request, res);
          const account = await publicPageAccount(db, params.username);
          const row = await pageOf(db, account.id);
          if (!row?.avatar || !row.avatarType) fail(404, NO_AVATAR);
          // an API path: the security hook said no-store; a picture is public and versioned by its URL
          return res.headers(avatarHeaders(row.avatarType, row.avatar.length)).send(row.avatar);
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/stats/links',
        auth: 'public',
        reason,
        summary: "Count a visitor's click on one of a page's links (shown to its owner per link, last 30 days)",
        body: z
          .object({
            username,
            linkId: z.string().max(40).optional().describe("The link's id (what the page sends)"),
            url: z.string().max(4096).optional().describe("Or the link's url, as the page shows it"),
          })
          .refine((b) => b.linkId !== undefined || b.url !== undefined, { message: 'Required: linkId or url', path: ['linkId'] }),
        response: reply('Counted', { success }),
        errors: { 404: `${PAGE_NOT_FOUND}; ${LINK_NOT_FOUND}`, 429: limited },
        idempotent: { exempt: 'a click counted twice is a count off by one, and the page sends no key' },
        handler: async ({ body, request, reply: res }) => {
          await budget(request, res);
          const account = await publicPageAccount(db, body.username);
          const page = publicView(account, await pageOf(db, account.id));
          const wanted = body.url === undefined ? undefined : checkHttpUrl(body.url);
          const link = page.links.find((l) => (body.linkId !== undefined ? l.id === body.linkId : wanted?.ok && l.url === wanted.url));
          if (!link) fail(404, LINK_NOT_FOUND);
          await countClick(db, account.id, link.id);
          return { success: true };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/ipCorrelator',
        auth: 'public',
        reason,
        summary: "Count a visit of a public page (page: its username; ref: where the visitor came from, kept as a host or a short tag)",
        body: z.object({ page: z.string().trim().max(200).describe('The page: its username, or its path /<username>'), ref: z.string().max(2000).optional() }),
        response: reply('Counted', { success }),
        errors: { 404: PAGE_NOT_FOUND, 429: limited },
        idempotent: { exempt: 'a visit counted twice is a count off by one, and the page sends no key' },
        handler: async ({ body, request, reply: res }) => {
          await budget(request, res);
          const slug = body.page.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
          if (!PAGE_PATH_SEGMENT.test(slug)) fail(404, PAGE_NOT_FOUND);
          const account = await publicPageAccount(db, slug);
          await countVisit(db, account.id, refOf(body.ref));
          return { success: true };
        },
      }),
    ];
  },
});
