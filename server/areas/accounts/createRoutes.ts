// POST /api/v2/createOrganization, /createReseller, /createAccount (docs/api-contract.md "Creating,
// changing, deleting accounts"). Each answers 201 with the new account's summary and is audited.
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import type { Db } from '../../db/store';
import type { AreaOptions } from '../../kit/area';
import { defineRoute, type RecordAudit, type RouteDef } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { assertUnique, emailField, idText, insertAccount, nameField, phoneField, uniqueUsername } from '../../accounts/mutations';
import { inTransaction } from '../../db/transaction';
import { auditFields, summaryById, summaryDoc } from '../../accounts/summary';
import { queryTarget, targetOrganization } from '../../accounts/targets';

const organizationBody = z.object({
  email: emailField,
  name: nameField,
  accountName: nameField,
  phoneNumber: phoneField.optional(),
  externalAccountId: idText.optional(),
  externalBillingId: idText.optional(),
});
const resellerBody = z.object({ email: emailField, name: nameField, accountName: nameField });
const agentBody = z.object({
  name: nameField,
  accountName: nameField.optional(),
  email: emailField.optional(),
  externalAccountId: idText.optional(),
  externalBillingId: idText.optional(),
});

const created = reply('The new account\'s summary', { success, account: summaryDoc });
const ALREADY_USED = { 409: 'Email or phone number already used' };
const targetQuery = (name: string, description: string) =>
  z.object({ [name]: z.string().regex(/^\d+$/).describe(description) });

export function createRoutes({ db }: AreaOptions): RouteDef[] {
  /** Inserts in one transaction, audits `account.created`, answers with the summary (201). */
  async function create(db: Db, audit: RecordAudit, build: (tx: Db) => Promise<AccountRow>) {
    const summary = await inTransaction(db, async (tx) => {
      const row = await build(tx);
      const result = (await summaryById(tx, row.id))!;
      await audit({ action: 'account.created', target: row, after: auditFields(result) }, tx);
      return result;
    });
    return { success: true, account: summary };
  }

  return [
    defineRoute({
      method: 'POST',
      url: '/api/v2/createOrganization',
      permission: 'canSeePartnerControls',
      auth: 'elevated',
      summary: 'Create an organization (its owner account) under a reseller',
      subject: ({ request }) => queryTarget(db, request, 'targetResellerId'),
      query: targetQuery('targetResellerId', 'The reseller the organization belongs to'),
      body: organizationBody,
      status: 201,
      response: created,
      errors: ALREADY_USED,
      idempotent: true,
      handler: async ({ body, subject: reseller, audit, db }) => {
        await assertUnique(db, body);
        return create(db, audit, async (tx) =>
          insertAccount(
            tx,
            {
              ...body,
              username: await uniqueUsername(tx, body.accountName),
              accountType: 'organization',
              partnerId: reseller.partnerId,
              resellerId: reseller.id,
            },
            ['organizationId'],
          ),
        );
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/createReseller',
      permission: 'canSeePartnerControls',
      auth: 'elevated',
      summary: 'Create a reseller under a partner (partner or super admin)',
      allow: (caller) => caller.superAdmin || caller.accountType === 'partner',
      subject: ({ request }) => queryTarget(db, request, 'targetPartnerId'),
      query: targetQuery('targetPartnerId', 'The partner the reseller belongs to'),
      body: resellerBody,
      status: 201,
      response: created,
      errors: ALREADY_USED,
      idempotent: true,
      handler: async ({ body, subject: partner, audit, db }) => {
        await assertUnique(db, body);
        return create(db, audit, async (tx) =>
          insertAccount(
            tx,
            { ...body, username: await uniqueUsername(tx, body.accountName), accountType: 'reseller', partnerId: partner.id },
            ['resellerId'],
          ),
        );
      },
    }),

    defineRoute({
      method: 'POST',
      url: '/api/v2/createAccount',
      auth: 'account',
      summary: 'Create an agent account in the target\'s organization (canAddAgents)',
      subject: ({ request }) => targetOrganization(db, request),
      permission: 'canAddAgents',
      body: agentBody,
      status: 201,
      response: created,
      errors: ALREADY_USED,
      idempotent: true,
      handler: async ({ body, subject: org, audit, db }) => {
        await assertUnique(db, body);
        return create(db, audit, async (tx) =>
          insertAccount(tx, {
            ...body,
            accountName: body.accountName ?? body.name,
            username: await uniqueUsername(tx, `${org.username}-${body.name}`),
            accountType: 'agent',
            organizationId: org.id,
            partnerId: org.partnerId,
            resellerId: org.resellerId,
          }),
        );
      },
    }),
  ];
}
