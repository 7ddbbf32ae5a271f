// Who manages an organization's integrations: its owner and the accounts above it (the kernel key
// canManageOutgoing, as for webhooks and SIP: an integration carries the organization's data and
// bookings out to another service). Members get 403; another tenant's organization 403 (the kit).
import type { FastifyRequest } from 'fastify';
import { targetOrganization } from '../accounts/targets';
import { ownerOrAbove } from '../auth/permissionChecks';
import type { Db } from '../db/store';

export function integrationsGuard(db: Db) {
  return {
    auth: 'account' as const,
    allow: ownerOrAbove,
    subject: ({ request }: { request: FastifyRequest }) => targetOrganization(db, request),
    permission: 'canManageOutgoing' as const,
  };
}
