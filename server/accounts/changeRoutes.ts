// DELETE /api/v2/deleteOrganization, /deleteAccount and POST /api/v2/updateAccount,
// /updateOrganization (docs/api-contract.md "Creating, changing, deleting accounts"). Audited.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isOrgOwner } from '../../src/kernel/permissionRules';
import { recordAudit } from '../audit';
import { requireAccount, type AccountRow } from '../auth/context';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import { accessUser, assertPermission, isElevated } from '../permissions';
import type { AreaOptions } from '../routes/types';
import { FORBIDDEN, HAS_SUPER_ADMIN, NOT_FOUND } from './messages';
import {
  assertUnique,
  deleteAccount,
  deleteOrganization,
  emailField,
  hasSuperAdmin,
  idText,
  inTransaction,
  nameField,
} from './mutations';
import { summaryById } from './summary';
import { parseId, queryTarget, targetOrganization } from './targets';

const accountUpdate = z.object({
  name: nameField.optional(),
  accountName: nameField.optional(),
  email: emailField.optional(),
  superAdmin: z.boolean('Expected true or false').optional(),
});
const nullableId = idText.nullable().optional();
const organizationUpdate = z.object({
  accountName: nameField.optional(),
  externalAccountId: nullableId,
  externalBillingId: nullableId,
  productPlanId: nullableId,
  productPlanTerm: nullableId,
  billingId: nullableId,
  billingSubscriptionId: nullableId,
});
/** Plan and billing fields: only a super admin, partner or reseller sets them. */
const ELEVATED_ONLY = ['externalBillingId', 'productPlanId', 'productPlanTerm', 'billingId', 'billingSubscriptionId'] as const;
const deleteAccountBody = z.object({ targetAccountId: z.unknown().optional() });

const orgQuery = jsonSchema(
  authQuery.extend({ targetOrganizationId: z.string().regex(/^\d+$/).describe('The organization') }),
);
const done = obj('Done', { success: { type: 'boolean' } });
const updated = obj('The changed account\'s summary', { success: { type: 'boolean' }, account: obj('Account summary') });

type Changes = Partial<Record<keyof AccountRow, unknown>>;

/** Writes the fields that differ, audits them (before/after of those only), returns the summary. */
async function applyChanges(db: Db, request: FastifyRequest, row: AccountRow, changes: Changes) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const current = row[key as keyof AccountRow];
    if (value === undefined || value === current) continue;
    before[key] = current;
    after[key] = value;
  }
  return inTransaction(db, async (tx) => {
    if (Object.keys(after).length > 0) {
      await tx.update(accounts).set(after).where(eq(accounts.id, row.id));
      await recordAudit(tx, request, { action: 'account.updated', target: row, before, after });
    }
    return { success: true, account: (await summaryById(tx, row.id))! };
  });
}

export async function registerChangeRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const guard = requireAccount(db);

  app.delete('/api/v2/deleteOrganization', {
    preHandler: guard,
    schema: {
      tags: ['Accounts'],
      summary: 'Delete an organization with its members, agent accounts, sessions and contacts (canDeleteOrg)',
      querystring: orgQuery,
      response: { 200: done, 400: errorResponse, ...authResponses },
    },
    handler: async (request) => {
      const org = await queryTarget(db, request, 'targetOrganizationId');
      await assertPermission(db, request.caller, org, 'canDeleteOrg');
      if (org.superAdmin || (await hasSuperAdmin(db, org.id))) fail(400, HAS_SUPER_ADMIN);
      const before = (await summaryById(db, org.id))!;
      await inTransaction(db, async (tx) => {
        await deleteOrganization(tx, org.id);
        await recordAudit(tx, request, { action: 'account.deleted', target: org, before });
      });
      return { success: true };
    },
  });

  app.delete('/api/v2/deleteAccount', {
    preHandler: guard,
    schema: {
      tags: ['Accounts'],
      summary: 'Delete an agent account of an organization (canAddAgents); body {targetAccountId}',
      querystring: orgQuery,
      body: { type: 'object', properties: { targetAccountId: { type: 'integer' } }, required: ['targetAccountId'] },
      response: { 200: done, 400: errorResponse, ...authResponses, 404: errorResponse },
    },
    handler: async (request) => {
      const org = await queryTarget(db, request, 'targetOrganizationId');
      await assertPermission(db, request.caller, org, 'canAddAgents');
      const id = parseId(parse(deleteAccountBody, request.body).targetAccountId, 'targetAccountId');
      const before = await summaryById(db, id);
      if (!before || before.accountType !== 'agent' || before.organizationId !== org.id) fail(404, NOT_FOUND);
      await inTransaction(db, async (tx) => {
        await deleteAccount(tx, id);
        await recordAudit(tx, request, { action: 'account.deleted', target: before, before });
      });
      return { success: true };
    },
  });

  app.post('/api/v2/updateAccount', {
    preHandler: guard,
    schema: {
      tags: ['Accounts'],
      summary: 'Change the target account\'s name, account name, email (superAdmin: super admins only)',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(accountUpdate),
      response: { 200: updated, 400: errorResponse, ...authResponses, 409: errorResponse },
    },
    handler: async (request) => {
      const { caller, target } = request;
      await assertPermission(db, caller, target, 'canEditOrg');
      // A member may change itself and agent accounts, not the owner or other members.
      const ownerOrAbove = isElevated(caller) || isOrgOwner(accessUser(caller));
      if (target.id !== caller.id && target.accountType === 'organization' && !ownerOrAbove) fail(403, FORBIDDEN);
      const body = parse(accountUpdate, request.body);
      if (body.superAdmin !== undefined && !caller.superAdmin) fail(403, FORBIDDEN);
      await assertUnique(db, body, target.id);
      return applyChanges(db, request, target, body);
    },
  });

  app.post('/api/v2/updateOrganization', {
    preHandler: guard,
    schema: {
      tags: ['Accounts'],
      summary: 'Change the target organization (canEditOrg; plan and billing fields: elevated callers only)',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(organizationUpdate),
      response: { 200: updated, 400: errorResponse, ...authResponses },
    },
    handler: async (request) => {
      const org = await targetOrganization(db, request);
      await assertPermission(db, request.caller, org, 'canEditOrg');
      const body = parse(organizationUpdate, request.body);
      if (!isElevated(request.caller) && ELEVATED_ONLY.some((key) => body[key] !== undefined)) fail(403, FORBIDDEN);
      return applyChanges(db, request, org, body);
    },
  });
}
