// Admin users of an organization (docs/api-contract.md "Members"; target = the org or a member):
// list, invite with a one-time sign-in link, remove. Invitations and removals are audited.
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isOrgOwner } from '../../src/kernel/permissionRules';
import { DEFAULT_REDIRECT, invitationLink, publicUrlOf, redirectTarget } from '../accounts/invite';
import { CANNOT_REMOVE_OWNER, FORBIDDEN, invitationText, USER_NOT_FOUND } from '../accounts/messages';
import { assertUnique, deleteAccount, emailField, inTransaction, insertAccount, uniqueUsername } from '../accounts/mutations';
import { parseId, targetOrganization } from '../accounts/targets';
import { recordAudit } from '../audit';
import { actableAccount, requireAccount, type AccountRow } from '../auth/context';
import { createOneTimeToken } from '../auth/sessions';
import { accounts, outbox } from '../db/schema';
import { profileForAccount } from '../domains';
import { authQuery, authResponses, errorResponse, fail, jsonSchema, obj, parse } from '../http';
import { accessUser, assertPermission, isElevated } from '../permissions';
import type { AreaOptions } from './types';

const MAX_MEMBERS = 1000;

const inviteBody = z.object({
  email: emailField,
  redirectUrl: z.string().max(2000).optional(),
  isOwner: z.boolean('Expected true or false').default(false),
});
const deleteBody = z.object({ targetUserId: z.unknown().optional() });

const userDoc = obj('A member: id, username, email, name, isOwner, owner (the account that is the org), timestamp');

function userObject(row: Pick<AccountRow, 'id' | 'username' | 'email' | 'name' | 'isOwner' | 'organizationId' | 'createdAt'>) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    isOwner: row.isOwner,
    owner: row.id === row.organizationId,
    timestamp: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** Owner rights over members (invite as owner, remove an owner): an owner, or anyone elevated. */
const ownerOrAbove = (caller: AccountRow) => isElevated(caller) || isOrgOwner(accessUser(caller));

export default async function membersRoutes(app: FastifyInstance, { db, publicUrl }: AreaOptions): Promise<void> {
  const guard = requireAccount(db);

  app.get('/api/v2/listAdminUsers', {
    preHandler: guard,
    schema: {
      tags: ['Members'],
      summary: 'The admin users of the target\'s organization, owner first (canManageUsers)',
      querystring: jsonSchema(authQuery),
      response: {
        200: obj('Members', { success: { type: 'boolean' }, users: { type: 'array', items: userDoc } }),
        400: errorResponse,
        ...authResponses,
      },
    },
    handler: async (request) => {
      const org = await targetOrganization(db, request);
      await assertPermission(db, request.caller, org, 'canManageUsers');
      const rows = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.accountType, 'organization'), eq(accounts.organizationId, org.id)))
        .orderBy(desc(sql`${accounts.id} = ${org.id}`), asc(accounts.createdAt), asc(accounts.id))
        .limit(MAX_MEMBERS);
      return { success: true, users: rows.map(userObject) };
    },
  });

  app.post('/api/v2/inviteAdminUser', {
    preHandler: guard,
    schema: {
      tags: ['Members'],
      summary: 'Invite a member (canInviteUsers; isOwner needs an owner or elevated caller); emails a one-time sign-in link',
      querystring: jsonSchema(authQuery),
      body: jsonSchema(inviteBody),
      response: {
        201: obj('The new member', { success: { type: 'boolean' }, user: userDoc }),
        400: errorResponse,
        ...authResponses,
        409: { ...errorResponse, description: 'Email already used' },
      },
    },
    handler: async (request, reply) => {
      const { caller } = request;
      const org = await targetOrganization(db, request);
      await assertPermission(db, caller, org, 'canInviteUsers');
      const body = parse(inviteBody, request.body);
      if (body.isOwner && !ownerOrAbove(caller)) fail(403, FORBIDDEN);
      const origin = publicUrlOf(request, publicUrl);
      const target = redirectTarget(origin, body.redirectUrl || DEFAULT_REDIRECT);
      await assertUnique(db, { email: body.email });
      const brand = (await profileForAccount(db, org))?.name ?? 'Switchboard';
      const member = await inTransaction(db, async (tx) => {
        const row = await insertAccount(tx, {
          username: await uniqueUsername(tx, `${org.username}-${body.email.split('@')[0]}`),
          accountType: 'organization',
          email: body.email,
          accountName: org.accountName,
          isOwner: body.isOwner,
          organizationId: org.id,
          partnerId: org.partnerId,
          resellerId: org.resellerId,
        });
        const link = invitationLink(target, await createOneTimeToken(tx, row.id));
        const text = invitationText(org.accountName ?? org.username, brand, link);
        await tx.insert(outbox).values({ channel: 'email', to: body.email, code: '', text });
        await recordAudit(tx, request, {
          action: 'member.invited',
          target: row,
          after: { email: body.email, isOwner: body.isOwner },
        });
        return row;
      });
      reply.code(201);
      return { success: true, user: userObject(member) };
    },
  });

  app.delete('/api/v2/deleteAdminUser', {
    preHandler: guard,
    schema: {
      tags: ['Members'],
      summary: 'Remove a member and end its sessions (canManageUsers); the org\'s own account cannot be removed',
      querystring: jsonSchema(authQuery),
      body: { type: 'object', properties: { targetUserId: { type: 'integer' } }, required: ['targetUserId'] },
      response: {
        200: obj('Removed', { success: { type: 'boolean' } }),
        400: errorResponse,
        ...authResponses,
        404: errorResponse,
      },
    },
    handler: async (request) => {
      const { caller } = request;
      const org = await targetOrganization(db, request);
      await assertPermission(db, caller, org, 'canManageUsers');
      const id = parseId(parse(deleteBody, request.body).targetUserId, 'targetUserId');
      if (id === org.id) fail(400, CANNOT_REMOVE_OWNER);
      const user = await actableAccount(db, caller, id);
      if (user.accountType !== 'organization' || user.organizationId !== org.id) fail(404, USER_NOT_FOUND);
      if (user.isOwner && !ownerOrAbove(caller)) fail(403, FORBIDDEN);
      await inTransaction(db, async (tx) => {
        await deleteAccount(tx, user.id);
        await recordAudit(tx, request, {
          action: 'member.deleted',
          target: user,
          before: { email: user.email, name: user.name, isOwner: user.isOwner },
        });
      });
      return { success: true };
    },
  });
}
