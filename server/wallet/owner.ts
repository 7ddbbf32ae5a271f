// Whose wallet a wallet call reads or moves: the target's organization (an org, a member or an agent
// account of it), or the target itself when it is a reseller or partner (their own wallet).
import type { FastifyRequest } from 'fastify';
import { actableAccount, type AccountRow } from '../auth/context';
import type { Db } from '../db/store';

export async function walletOwner(db: Db, request: FastifyRequest): Promise<AccountRow> {
  const { target } = request;
  if (target.organizationId === null || target.organizationId === target.id) return target;
  return actableAccount(db, request.caller, target.organizationId);
}

/** The account id whose wallet a refund to `account` credits. */
export const walletIdOf = (account: { id: number; organizationId: number | null }) => account.organizationId ?? account.id;
