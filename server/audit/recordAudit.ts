// The audit log's only writer. Every administrative change calls `recordAudit` inside the request
// that made it: the actor is the signed-in user (the real person, also during a takeover), `actingAs`
// the account the request targeted when that is not the actor. Rows are never updated or deleted.
import type { FastifyRequest } from 'fastify';
import { isDeclaredAction } from './catalog';
import type { AccountRow } from '../auth/context';
import { auditLog } from '../db/schema';
import type { Db } from '../db/store';

export type AuditTarget = Pick<AccountRow, 'id' | 'partnerId' | 'resellerId' | 'organizationId'> &
  Partial<Pick<AccountRow, 'accountName' | 'name' | 'username' | 'accountType'>>;

export interface AuditEntry {
  /** one of the actions an area declares (defineArea's `auditActions`) */
  action: string;
  /** the account the change applies to (default: the request's target) */
  target?: AuditTarget | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /**
   * 'system': the entry names no actor (actor 0 "system", no actingAs). For a change the request made
   * to another tenant's account as a consequence, whose audit log must not learn who asked (a custom
   * domain unverified because another account proved control of it).
   */
  actor?: 'system';
}

/** The actor of `actor: 'system'` entries: no account has id 0. */
export const SYSTEM_ACTOR = { id: 0, username: 'system' } as const;

/** The subtree ids an entry is filed under: a partner's or reseller's own account counts as its subtree. */
function scopeOf(target: AuditTarget) {
  return {
    partnerId: target.accountType === 'partner' ? target.id : target.partnerId,
    resellerId: target.accountType === 'reseller' ? target.id : target.resellerId,
    organizationId: target.organizationId,
  };
}

export async function recordAudit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  if (!isDeclaredAction(entry.action)) throw new Error(`audit action ${entry.action} is declared by no area`);
  const { caller } = request;
  const target = entry.target === undefined ? request.target : entry.target;
  const system = entry.actor === 'system';
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: system ? SYSTEM_ACTOR.id : caller.id,
    actorUsername: system ? SYSTEM_ACTOR.username : caller.username,
    actingAsId: !system && request.target && request.target.id !== caller.id ? request.target.id : null,
    targetAccountId: target?.id ?? null,
    targetName: target ? (target.accountName ?? target.name ?? target.username ?? null) : null,
    ...(target ? scopeOf(target) : { partnerId: null, resellerId: null, organizationId: null }),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
