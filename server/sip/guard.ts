// Who manages an organization's trunk: its owner and the accounts above it (the kernel key
// canManageOutgoing, as for webhooks: a trunk carries the organization's calls out). Members get 403.
import type { FastifyRequest } from 'fastify';
import { targetOrganization } from '../accounts/targets';
import { ownerOrAbove } from '../auth/permissionChecks';
import type { Db } from '../db/store';

export function sipGuard(db: Db) {
  return {
    auth: 'account' as const,
    allow: ownerOrAbove,
    subject: ({ request }: { request: FastifyRequest }) => targetOrganization(db, request),
    permission: 'canManageOutgoing' as const,
  };
}
