// The account hierarchy (docs/api-contract.md "Account lists"): organization, reseller and agent
// account lists, searches and the public profile. Creating, changing and deleting accounts and the
// mobile check-in live in server/accounts/*Routes.ts and are registered here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { registerChangeRoutes } from '../accounts/changeRoutes';
import { registerCreateRoutes } from '../accounts/createRoutes';
import { FORBIDDEN } from '../accounts/messages';
import { registerMobileRoutes } from '../accounts/mobileRoutes';
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
} from '../accounts/queries';
import { summaryQuery, toSummary } from '../accounts/summary';
import { queryTarget, targetOrganization } from '../accounts/targets';
import { requireAccount } from '../auth/context';
import { accounts } from '../db/schema';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import { assertPermission, requireElevated } from '../permissions';
import type { AreaOptions } from './types';

const SEARCH_LIMIT = 20;
const phraseBody = z.object({ phrase: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters') });

const summaryDoc = obj('An account summary (see docs/api-contract.md "Account summary")');
const pageDoc = (key: string) =>
  obj(`A page of ${key} (page is 0-based)`, {
    success: { type: 'boolean' },
    [key]: { type: 'array', items: summaryDoc },
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  });
const listResponses = (key: string) => ({ 200: pageDoc(key), 400: errorResponse, ...authResponses });

function pageBody(key: string, page: Page) {
  return { success: true, [key]: page.items, total: page.total, page: page.page, pageSize: page.pageSize };
}

function scopeOrForbid(request: FastifyRequest, of: 'organizations' | 'resellers'): SQL | undefined {
  const scope = listScope(request.caller, request.target, of);
  if (scope === null) fail(403, FORBIDDEN);
  return scope;
}

export default async function accountsRoutes(app: FastifyInstance, options: AreaOptions): Promise<void> {
  const { db } = options;
  const guard = requireAccount(db);
  const elevated = [guard, requireElevated];

  app.get('/api/v2/listOrganizations', {
    preHandler: elevated,
    schema: {
      tags: ['Accounts'],
      summary: 'Organizations of the target partner or reseller (super admin on itself: all)',
      querystring: jsonSchema(listQuery),
      response: listResponses('organizations'),
    },
    handler: async (request) => {
      const query = parse(listQuery, request.query);
      const where = and(isOrganization, scopeOrForbid(request, 'organizations'), activeFilter(query.active), phraseMatch(query.q ?? ''));
      return pageBody('organizations', await pageOf(db, where, ordering(query.sort, query.order), query));
    },
  });

  app.get('/api/v2/searchOrganizations', {
    preHandler: elevated,
    schema: {
      tags: ['Accounts'],
      summary: 'Organizations with the search filters of spec 3 (usage, plan, billing, dates)',
      querystring: jsonSchema(searchQuery),
      response: listResponses('organizations'),
    },
    handler: async (request) => {
      const query = parse(searchQuery, request.query);
      const where = and(
        isOrganization,
        scopeOrForbid(request, 'organizations'),
        activeFilter(query.active),
        phraseMatch(query.q ?? ''),
        ...searchFilters(query),
      );
      return pageBody('organizations', await pageOf(db, where, ordering(query.sort, query.order), query));
    },
  });

  app.get('/api/v2/listResellers', {
    preHandler: elevated,
    schema: {
      tags: ['Accounts'],
      summary: 'Resellers of the target partner (super admin on itself: all)',
      querystring: jsonSchema(listQuery),
      response: listResponses('resellers'),
    },
    handler: async (request) => {
      const query = parse(listQuery, request.query);
      const where = and(
        eq(accounts.accountType, 'reseller'),
        scopeOrForbid(request, 'resellers'),
        activeFilter(query.active ?? 'all'),
        phraseMatch(query.q ?? ''),
      );
      return pageBody('resellers', await pageOf(db, where, ordering(query.sort, query.order), query));
    },
  });

  const accountsQuery = pagingQuery.extend({ targetOrganizationId: z.string().optional() });
  app.get('/api/v2/listAccounts', {
    preHandler: guard,
    schema: {
      tags: ['Accounts'],
      summary: 'Agent accounts of an organization (targetOrganizationId, default: the target\'s organization)',
      querystring: jsonSchema(accountsQuery),
      response: listResponses('accounts'),
    },
    handler: async (request) => {
      const query = parse(accountsQuery, request.query);
      const org = query.targetOrganizationId
        ? await queryTarget(db, request, 'targetOrganizationId')
        : await targetOrganization(db, request);
      await assertPermission(db, request.caller, org, 'canViewOrg');
      const where = and(eq(accounts.accountType, 'agent'), eq(accounts.organizationId, org.id), phraseMatch(query.q ?? ''));
      return pageBody('accounts', await pageOf(db, where, ordering('accountName', 'asc'), query));
    },
  });

  const searchResponse = {
    200: obj('At most 20 summaries', { success: { type: 'boolean' }, accounts: { type: 'array', items: summaryDoc } }),
    400: errorResponse,
    ...authResponses,
  };
  const searchAccounts = (enhanced: boolean) => async (request: FastifyRequest) => {
    const { phrase } = parse(phraseBody, request.body);
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
      .where(and(subtreeOf(request.caller), match))
      .orderBy(...exact, sql`lower(${accounts.accountName}) asc nulls last`, asc(accounts.id))
      .limit(SEARCH_LIMIT);
    return { success: true, accounts: rows.map(toSummary) };
  };
  for (const enhanced of [false, true]) {
    app.post(enhanced ? '/api/v2/searchAccount/enhanced' : '/api/v2/searchAccount', {
      preHandler: guard,
      schema: {
        tags: ['Accounts'],
        summary: enhanced
          ? 'Phrase search across the caller\'s subtree, also by exact id, external and billing ids'
          : 'Phrase search across the caller\'s subtree: name, account name, username, email, phone',
        querystring: jsonSchema(authQuery),
        body: jsonSchema(phraseBody),
        response: searchResponse,
      },
      handler: searchAccounts(enhanced),
    });
  }

  app.get('/api/v1/account/:username', {
    schema: {
      tags: ['Accounts'],
      summary: 'Public profile of an account (public)',
      params: { type: 'object', properties: { username: { type: 'string' } } },
      response: {
        200: obj('The public profile', { success: { type: 'boolean' }, account: obj('username, name, accountName, accountType, image') }),
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const { username } = request.params as { username: string };
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
  });

  await registerCreateRoutes(app, options);
  await registerChangeRoutes(app, options);
  await registerMobileRoutes(app, options);
}
