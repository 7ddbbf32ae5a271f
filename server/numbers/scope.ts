// Whose numbers a call works on: the organization of the target account (an org owner, a member or
// an agent), and, for the spec's assign calls, the agent the number goes to when the target is one.
import { and, eq, inArray } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { FORBIDDEN } from '../auth/context';
import { canActOn } from '../auth/subtree';
import { accounts, phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { NO_ORGANIZATION, NOT_AN_AGENT } from './messages';

/** The organization a number belongs to, with the scope columns copied onto its rows and events. */
export interface NumberScope {
  accountId: number;
  resellerId: number | null;
  partnerId: number | null;
}

export function scopeOf(target: AccountRow): NumberScope {
  if (target.organizationId === null || (target.accountType !== 'organization' && target.accountType !== 'agent')) {
    fail(400, NO_ORGANIZATION);
  }
  return { accountId: target.organizationId, resellerId: target.resellerId, partnerId: target.partnerId };
}

/** The agent an assign call names through targetAccountId: the target itself when it is an agent. */
export const agentOfTarget = (target: AccountRow): number | null => (target.accountType === 'agent' ? target.id : null);

/**
 * An agent account of the organization that the caller may act on. Outside the caller's subtree (or
 * unknown) answers like the kit's gate, 403, so ids cannot be probed; an account of the subtree that
 * is not one of this organization's agents is a 400 naming the field.
 */
export async function agentOfOrganization(db: Db, caller: AccountRow, scope: NumberScope, agentId: number): Promise<AccountRow> {
  const [agent] = await db.select().from(accounts).where(eq(accounts.id, agentId));
  if (!agent || !canActOn(caller, agent)) fail(403, FORBIDDEN);
  if (agent.accountType !== 'agent' || agent.organizationId !== scope.accountId) fail(400, NOT_AN_AGENT);
  return agent;
}

/** Agent names by id, for the list's agent column. */
export async function agentNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, accountName: accounts.accountName, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.accountName ?? r.name ?? r.username]));
}

/** Spec 1 §3 Account `vidaPhoneNumber`: the live number an agent answers, null for other accounts. */
export async function vidaPhoneNumberOf(db: Db, account: Pick<AccountRow, 'id' | 'accountType'>): Promise<string | null> {
  if (account.accountType !== 'agent') return null;
  const [row] = await db
    .select({ number: phoneNumbers.number })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.agentAccountId, account.id), eq(phoneNumbers.status, 'active')));
  return row?.number ?? null;
}
