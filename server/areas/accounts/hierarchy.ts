// The account hierarchy (docs/api-contract.md "Account lists"): organization, reseller and agent
// account lists, searches and the public profile, plus creating, changing and deleting accounts
// (server/accounts/createRoutes.ts, changeRoutes.ts).
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { changeRoutes } from './changeRoutes';
import { createRoutes } from './createRoutes';
import { FORBIDDEN } from '../../accounts/messages';
import {
  activeFilter,
  isOrganization,
  listQuery,
  listScope,
  ordering,
  pageOf,
  pagingQuery,
  phraseMatch,
  searchFilters,
  searchQuery,
  subtreeOf,
  type Page,
} from '../../accounts/queries';
import { summaryDoc, summaryQuery, toSummary } from '../../accounts/summary';
import { queryTarget, targetOrganization } from '../../accounts/targets';
import { accounts } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { totalExactDoc } from '../../kit/cappedCount';
import { reply, success } from '../../kit/schemas';

const SEARCH_LIMIT = 20;
const phraseBody = z.object({ phrase: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters') });

const pageDoc = (key: string) =>
  reply(`A page of ${key} (page is 0-based)`, {
    success,
    [key]: z.array(summaryDoc),
    total: z.number().int(),
    totalExact: totalExactDoc,
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const accountsQuery = pagingQuery.extend({ targetOrganizationId: z.string().optional() });
const searchReply = reply('At most 20 summaries', { success, accounts: z.array(summaryDoc) });

function pageBody(key: string, page: Page) {
  return { success: true, [key]: page.items, total: page.total, totalExact: page.totalExact, page: page.page, pageSize: page.pageSize };
}

function scopeOrForbid(request: FastifyRequest, of: 'organizations' | 'resellers'): SQL | undefined {
  const scope = listScope(request.caller, request.target, of);
  if (scope === null) fail(403, FORBIDDEN);
  return scope;
}

export default defineArea({
  tag: 'Accounts',
  auditActions: {
    'account.created': 'Account created',
    'account.updated': 'Account updated',
    'account.deleted': 'Account deleted',
  },
  routes: (options) => {
    const { db } = options;

    const searchAccounts = async (phrase: string, enhanced: boolean, caller: FastifyRequest['caller']) => {
      let match = phraseMatch(phrase, true);
      // Exact hits first, so the 20-row limit never cuts off the account a phrase names exactly.
      const exact: SQL[] = [sql`(${accounts.username} = ${phrase.toLowerCase()}) desc`];
      if (enhanced) {
        const extra: SQL[] = [
          eq(accounts.externalAccountId, phrase),
          eq(accounts.externalBillingId, phrase),
          eq(accounts.billingId, phrase),
          eq(accounts.billingSubscriptionId, phrase),
        ];
        if (/^\d{1,9}$/.test(phrase)) {
          extra.push(eq(accounts.id, Number(phrase)));
          exact.unshift(sql`(${accounts.id} = ${Number(phrase)}) desc`);
        }
        match = or(match, ...extra);
      }
      const rows = await summaryQuery(db)
        .where(and(subtreeOf(caller), match))
        .orderBy(...exact, sql`lower(${accounts.accountName}) asc nulls last`, asc(accounts.id))
        .limit(SEARCH_LIMIT);
      return { success: true, accounts: rows.map(toSummary) };
    };

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/listOrganizations',
        permission: 'canSeePartnerControls',
        auth: 'elevated',
        summary: 'Organizations of the target partner or reseller (super admin on itself: all)',
        query: listQuery,
        response: pageDoc('organizations'),
        handler: async ({ query, request }) => {
          const where = and(isOrganization, scopeOrForbid(request, 'organizations'), activeFilter(query.active), phraseMatch(query.q ?? ''));
          return pageBody('organizations', await pageOf(db, where, ordering(query.sort, query.order), query));
        },
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v2/searchOrganizations',
        permission: 'canSeePartnerControls',
        auth: 'elevated',
        summary: 'Organizations with the search filters of spec 3 (usage, plan, billing, dates)',
        query: searchQuery,
        response: pageDoc('organizations'),
        handler: async ({ query, request }) => {
          const where = and(
            isOrganization,
            scopeOrForbid(request, 'organizations'),
            activeFilter(query.active),
            phraseMatch(query.q ?? ''),
            ...searchFilters(query),
          );
          return pageBody('organizations', await pageOf(db, where, ordering(query.sort, query.order), query));
        },
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v2/listResellers',
        permission: 'canSeePartnerControls',
        auth: 'elevated',
        summary: 'Resellers of the target partner (super admin on itself: all)',
        query: listQuery,
        response: pageDoc('resellers'),
        handler: async ({ query, request }) => {
          const where = and(
            eq(accounts.accountType, 'reseller'),
            scopeOrForbid(request, 'resellers'),
            activeFilter(query.active ?? 'all'),
            phraseMatch(query.q ?? ''),
          );
          return pageBody('resellers', await pageOf(db, where, ordering(query.sort, query.order), query));
        },
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v2/listAccounts',
        auth: 'account',
        summary: 'Agent accounts of an organization (targetOrganizationId, default: the target\'s organization)',
        subject: ({ request }) =>
          (request.query as { targetOrganizationId?: unknown }).targetOrganizationId
            ? queryTarget(db, request, 'targetOrganizationId')
            : targetOrganization(db, request),
        permission: 'canViewOrg',
        query: accountsQuery,
        response: pageDoc('accounts'),
        handler: async ({ query, subject: org }) => {
          const where = and(eq(accounts.accountType, 'agent'), eq(accounts.organizationId, org.id), phraseMatch(query.q ?? ''));
          return pageBody('accounts', await pageOf(db, where, ordering('accountName', 'asc'), query));
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/searchAccount',
        permission: 'none',
        reason: "any account searches, and finds only accounts of its own subtree",
        auth: 'account',
        summary: 'Phrase search across the caller\'s subtree: name, account name, username, email, phone',
        body: phraseBody,
        response: searchReply,
        handler: ({ body, caller }) => searchAccounts(body.phrase, false, caller),
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/searchAccount/enhanced',
        permission: 'none',
        reason: "any account searches, and finds only accounts of its own subtree",
        auth: 'account',
        summary: 'Phrase search across the caller\'s subtree, also by exact id, external and billing ids',
        body: phraseBody,
        response: searchReply,
        handler: ({ body, caller }) => searchAccounts(body.phrase, true, caller),
      }),

      defineRoute({
        method: 'GET',
        url: '/api/v1/account/:username',
        auth: 'public',
        summary: 'Public profile of an account (public)',
        params: z.object({ username: z.string() }),
        response: reply('The public profile', { success, account: reply('username, name, accountName, accountType, image') }),
        errors: { 404: 'Account not found' },
        handler: async ({ params: { username } }) => {
          if (username.length > 100) fail(404, 'Account not found');
          const [row] = await db
            .select({
              username: accounts.username,
              name: accounts.name,
              accountName: accounts.accountName,
              accountType: accounts.accountType,
              image: sql<unknown>`${accounts.settings} -> 'image'`,
            })
            .from(accounts)
            .where(and(eq(accounts.username, username), eq(accounts.enabled, true)));
          if (!row) fail(404, 'Account not found');
          return { success: true, account: { ...row, image: typeof row.image === 'string' ? row.image : null } };
        },
      }),

      ...createRoutes(options),
      ...changeRoutes(options),
    ];
  },
});
