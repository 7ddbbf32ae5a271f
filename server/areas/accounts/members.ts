// Admin users of an organization (docs/api-contract.md "Members"; target = the org or a member):
// list, invite with a one-time sign-in link, remove. Invitations and removals are audited.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_REDIRECT, invitationLink, linkOrigins, redirectTarget } from '../../accounts/invite';
import { CANNOT_REMOVE_OWNER, FORBIDDEN, invitationText, USER_NOT_FOUND } from '../../accounts/messages';
import { assertUnique, deleteAccount, emailField, insertAccount, uniqueUsername } from '../../accounts/mutations';
import { inTransaction } from '../../db/transaction';
import { parseId, targetOrganization } from '../../accounts/targets';
import { actableAccount, type AccountRow } from '../../auth/context';
import { createOneTimeToken } from '../../auth/sessions';
import { accounts, outbox } from '../../db/schema';
import { profileForAccount } from '../../domains';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { ownerOrAbove } from '../../auth/permissionChecks';

const MAX_MEMBERS = 1000;

const inviteBody = z.object({
  email: emailField,
  redirectUrl: z.string().max(2000).optional(),
  isOwner: z.boolean('Expected true or false').default(false),
});
const deleteBody = z.object({ targetUserId: z.unknown().optional().describe('The member\'s account id (integer)') });

const userDoc = reply('A member: id, username, email, name, isOwner, owner (the account that is the org), timestamp');

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

export default defineArea({
  tag: 'Members',
  auditActions: { 'member.invited': 'Member invited', 'member.deleted': 'Member removed' },
  routes: ({ db, publicUrl }) => {
    const organization = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/listAdminUsers',
        auth: 'account',
        summary: 'The admin users of the target\'s organization, owner first (canManageUsers)',
        subject: organization,
        permission: 'canManageUsers',
        response: reply('Members', { success, users: z.array(userDoc) }),
        handler: async ({ subject: org }) => {
          const rows = await db
            .select()
            .from(accounts)
            .where(and(eq(accounts.accountType, 'organization'), eq(accounts.organizationId, org.id)))
            .orderBy(desc(sql`${accounts.id} = ${org.id}`), asc(accounts.createdAt), asc(accounts.id))
            .limit(MAX_MEMBERS);
          return { success: true, users: rows.map(userObject) };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v2/inviteAdminUser',
        auth: 'account',
        summary: 'Invite a member (canInviteUsers; isOwner needs an owner or elevated caller); emails a one-time sign-in link',
        subject: organization,
        permission: 'canInviteUsers',
        body: inviteBody,
        status: 201,
        response: reply('The new member', { success, user: userDoc }),
        errors: { 409: 'Email already used' },
        idempotent: true,
        handler: async ({ body, caller, subject: org, request, audit, db }) => {
          if (body.isOwner && !ownerOrAbove(caller)) fail(403, FORBIDDEN);
          const origins = await linkOrigins(db, request, org, publicUrl);
          const target = redirectTarget(origins, body.redirectUrl || DEFAULT_REDIRECT);
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
            await audit({ action: 'member.invited', target: row, after: { email: body.email, isOwner: body.isOwner } }, tx);
            return row;
          });
          return { success: true, user: userObject(member) };
        },
      }),

      defineRoute({
        method: 'DELETE',
        url: '/api/v2/deleteAdminUser',
        auth: 'account',
        summary: 'Remove a member and end its sessions (canManageUsers); the org\'s own account cannot be removed',
        subject: organization,
        permission: 'canManageUsers',
        body: deleteBody,
        response: done,
        errors: { 404: USER_NOT_FOUND },
        handler: async ({ body, caller, subject: org, audit }) => {
          const id = parseId(body.targetUserId, 'targetUserId');
          if (id === org.id) fail(400, CANNOT_REMOVE_OWNER);
          const user = await actableAccount(db, caller, id);
          if (user.accountType !== 'organization' || user.organizationId !== org.id) fail(404, USER_NOT_FOUND);
          if (user.isOwner && !ownerOrAbove(caller)) fail(403, FORBIDDEN);
          await inTransaction(db, async (tx) => {
            await deleteAccount(tx, user.id);
            await audit(
              { action: 'member.deleted', target: user, before: { email: user.email, name: user.name, isOwner: user.isOwner } },
              tx,
            );
          });
          return { success: true };
        },
      }),
    ];
  },
});
