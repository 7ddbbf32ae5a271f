// DELETE /api/v2/deleteOrganization, /deleteAccount and POST /api/v2/updateAccount,
// /updateOrganization (docs/api-contract.md "Creating, changing, deleting accounts"). Audited.
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import type { AreaOptions } from '../../kit/area';
import { defineRoute, type RecordAudit, type RouteDef } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { isElevated, mayChangeIdentity } from '../../auth/permissionChecks';
import { FORBIDDEN, HAS_SUPER_ADMIN, NOT_FOUND } from '../../accounts/messages';
import { assertIdentityProven, assertUnique, deleteAccount, deleteOrganization, emailField, hasSuperAdmin, idText, nameField, updateAccountFields } from '../../accounts/mutations';
import { inTransaction } from '../../db/transaction';
import { summaryById, summaryDoc } from '../../accounts/summary';
import { parseId, queryTarget, targetOrganization } from '../../accounts/targets';

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
const deleteAccountBody = z.object({ targetAccountId: z.unknown().optional().describe('The agent account\'s id (integer)') });

const orgQuery = z.object({ targetOrganizationId: z.string().regex(/^\d+$/).describe('The organization') });
const updated = reply('The changed account\'s summary', { success, account: summaryDoc });

type Changes = Partial<Record<keyof AccountRow, unknown>>;

/** Writes and audits the fields that differ (updateAccountFields), returns the summary. */
async function applyChanges(db: Db, audit: RecordAudit, row: AccountRow, changes: Changes) {
  await updateAccountFields(db, audit, row, changes);
  return { success: true, account: (await summaryById(db, row.id))! };
}

export function changeRoutes({ db }: AreaOptions): RouteDef[] {
  return [
    defineRoute({
      method: 'DELETE',
      url: '/api/v2/deleteOrganization',
      auth: 'account',
      summary: 'Delete an organization with its members, agent accounts, sessions and contacts (canDeleteOrg)',
      subject: ({ request }) => queryTarget(db, request, 'targetOrganizationId'),
      permission: 'canDeleteOrg',
      query: orgQuery,
      response: done,
      handler: async ({ subject: org, audit }) => {
        if (org.superAdmin || (await hasSuperAdmin(db, org.id))) fail(400, HAS_SUPER_ADMIN);
        const before = (await summaryById(db, org.id))!;
        await inTransaction(db, async (tx) => {
          await deleteOrganization(tx, org.id);
          await audit({ action: 'account.deleted', target: org, before }, tx);
        });
        return { success: true };
      },
    }),

    defineRoute({
      method: 'DELETE',
      url: '/api/v2/deleteAccount',
      auth: 'account',
      summary: 'Delete an agent account of an organization (canAddAgents); body {targetAccountId}',
      subject: ({ request }) => queryTarget(db, request, 'targetOrganizationId'),
      permission: 'canAddAgents',
      query: orgQuery,
      body: deleteAccountBody,
      response: done,
      errors: { 404: NOT_FOUND },
      handler: async ({ body, subject: org, audit }) => {
        const id = parseId(body.targetAccountId, 'targetAccountId');
        const before = await summaryById(db, id);
        if (!before || before.accountType !== 'agent' || before.organizationId !== org.id) fail(404, NOT_FOUND);
        await inTransaction(db, async (tx) => {
          await deleteAccount(tx, id);
          await audit({ action: 'account.deleted', target: before, before }, tx);
        });
        return { success: true };
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/updateAccount',
      auth: 'account',
      summary: 'Change the target account\'s name, account name, email (superAdmin: super admins only)',
      permission: 'canEditOrg',
      // A member may change itself and agent accounts, not the owner or other members.
      body: accountUpdate,
      response: updated,
      errors: { 409: 'Email already used by another account' },
      handler: async ({ body, caller, target, audit }) => {
        if (!mayChangeIdentity(caller, target)) fail(403, FORBIDDEN);
        if (body.superAdmin !== undefined && !caller.superAdmin) fail(403, FORBIDDEN);
        await assertUnique(db, body, target.id);
        assertIdentityProven(caller, target, body);
        return applyChanges(db, audit, target, body);
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/updateOrganization',
      auth: 'account',
      summary: 'Change the target organization (canEditOrg; plan and billing fields: elevated callers only)',
      subject: ({ request }) => targetOrganization(db, request),
      permission: 'canEditOrg',
      body: organizationUpdate,
      response: updated,
      handler: async ({ body, caller, subject: org, audit }) => {
        if (!isElevated(caller) && ELEVATED_ONLY.some((key) => body[key] !== undefined)) fail(403, FORBIDDEN);
        return applyChanges(db, audit, org, body);
      },
    }),
  ];
}
