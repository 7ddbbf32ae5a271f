// POST /api/v2/createOrganization, /createReseller, /createAccount (docs/api-contract.md "Creating,
// changing, deleting accounts"). Each answers 201 with the new account's summary and is audited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccount, type AccountRow } from '../auth/context';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import { recordAudit } from '../audit';
import { assertPermission, requireElevated } from '../permissions';
import type { AreaOptions } from '../routes/types';
import { FORBIDDEN } from './messages';
import {
  assertUnique,
  emailField,
  idText,
  inTransaction,
  insertAccount,
  nameField,
  phoneField,
  uniqueUsername,
} from './mutations';
import { auditFields, summaryById } from './summary';
import { queryTarget, targetOrganization } from './targets';

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

const created = {
  201: obj('The new account\'s summary', { success: { type: 'boolean' }, account: obj('Account summary') }),
  400: errorResponse,
  ...authResponses,
  409: { ...errorResponse, description: 'Email or phone number already used' },
};
const withQuery = (name: string, description: string) =>
  jsonSchema(authQuery.extend({ [name]: z.string().regex(/^\d+$/).describe(description) }));

export async function registerCreateRoutes(app: FastifyInstance, { db }: AreaOptions): Promise<void> {
  const guard = requireAccount(db);

  /** Inserts in one transaction, audits `account.created`, answers 201 with the summary. */
  async function create(request: FastifyRequest, reply: FastifyReply, build: (tx: typeof db) => Promise<AccountRow>) {
    const summary = await inTransaction(db, async (tx) => {
      const row = await build(tx);
      const result = (await summaryById(tx, row.id))!;
      await recordAudit(tx, request, { action: 'account.created', target: row, after: auditFields(result) });
      return result;
    });
    reply.code(201);
    return { success: true, account: summary };
  }

  app.post('/api/v2/createOrganization', {
    preHandler: [guard, requireElevated],
    schema: {
      tags: ['Accounts'],
      summary: 'Create an organization (its owner account) under a reseller',
      querystring: withQuery('targetResellerId', 'The reseller the organization belongs to'),
      body: jsonSchema(organizationBody),
      response: created,
    },
    handler: async (request, reply) => {
      const reseller = await queryTarget(db, request, 'targetResellerId');
      const body = parse(organizationBody, request.body);
      await assertUnique(db, body);
      return create(request, reply, async (tx) =>
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
  });

  app.post('/api/v2/createReseller', {
    preHandler: [guard, requireElevated],
    schema: {
      tags: ['Accounts'],
      summary: 'Create a reseller under a partner (partner or super admin)',
      querystring: withQuery('targetPartnerId', 'The partner the reseller belongs to'),
      body: jsonSchema(resellerBody),
      response: created,
    },
    handler: async (request, reply) => {
      const { caller } = request;
      if (!caller.superAdmin && caller.accountType !== 'partner') fail(403, FORBIDDEN);
      const partner = await queryTarget(db, request, 'targetPartnerId');
      const body = parse(resellerBody, request.body);
      await assertUnique(db, body);
      return create(request, reply, async (tx) =>
        insertAccount(
          tx,
          { ...body, username: await uniqueUsername(tx, body.accountName), accountType: 'reseller', partnerId: partner.id },
          ['resellerId'],
        ),
      );
    },
  });

  app.post('/api/v2/createAccount', {
    preHandler: guard,
    schema: {
      tags: ['Accounts'],
      summary: 'Create an agent account in the target\'s organization (canAddAgents)',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(agentBody),
      response: created,
    },
    handler: async (request, reply) => {
      const org = await targetOrganization(db, request);
      await assertPermission(db, request.caller, org, 'canAddAgents');
      const body = parse(agentBody, request.body);
      await assertUnique(db, body);
      return create(request, reply, async (tx) =>
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
  });
}
