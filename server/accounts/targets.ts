// The accounts a hierarchy call acts on besides `targetAccountId`: `targetResellerId`,
// `targetPartnerId`, `targetOrganizationId` in the query, and "the target's organization".
// Every one is checked against the caller's subtree (server/auth/subtree.ts canActOn).
import type { FastifyRequest } from 'fastify';
import { actableAccount, type AccountRow } from '../auth/context';
import type { Db } from '../db/store';
import { fail } from '../http';
import { FORBIDDEN } from './messages';

export type QueryTarget = 'targetResellerId' | 'targetPartnerId' | 'targetOrganizationId';

export function isOrganizationRow(row: AccountRow): boolean {
  return row.accountType === 'organization' && row.organizationId === row.id;
}

const KIND_CHECK: Record<QueryTarget, (row: AccountRow) => boolean> = {
  targetResellerId: (row) => row.accountType === 'reseller',
  targetPartnerId: (row) => row.accountType === 'partner',
  targetOrganizationId: isOrganizationRow,
};

export function parseId(raw: unknown, field: string): number {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > 0 && raw < 1e9) return raw;
  if (typeof raw === 'string' && /^\d{1,9}$/.test(raw) && Number(raw) > 0) return Number(raw);
  fail(400, raw === undefined || raw === '' ? `${field}: Required` : `${field}: Expected an account id`);
}

/** The account named by a query parameter; it must be of the parameter's kind (else 403). */
export async function queryTarget(db: Db, request: FastifyRequest, field: QueryTarget): Promise<AccountRow> {
  const raw = (request.query as Record<string, unknown> | undefined)?.[field];
  const row = await actableAccount(db, request.caller, parseId(raw, field));
  if (!KIND_CHECK[field](row)) fail(403, FORBIDDEN);
  return row;
}

/** The organization of the request's target (the org itself, a member or an agent account). */
export async function targetOrganization(db: Db, request: FastifyRequest): Promise<AccountRow> {
  const { target } = request;
  if (target.organizationId === null) fail(400, 'targetAccountId: Expected an organization or one of its accounts');
  const org = await actableAccount(db, request.caller, target.organizationId);
  if (!isOrganizationRow(org)) fail(400, 'targetAccountId: Expected an organization or one of its accounts');
  return org;
}
