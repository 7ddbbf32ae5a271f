// A reseller's quotas on a client (issue 22 point 7), enforced by the runtime where the thing starts:
// - agents: creating one past `maxAgents` is refused (402, naming the quota) in insertAccount;
// - concurrent calls: an inbound call past `maxConcurrentCalls` (calls in progress, inbound and
//   campaign) gets the carrier's busy signal; campaigns dial only into the lines left;
// - monthly minutes: at `minutesPerMonth` (voice minutes of this UTC month, in and out) outbound
//   calls and campaigns stop like at the hard spend cap; inbound calls are still answered (a client's
//   callers are never turned away by a billing limit) and their minutes keep counting.
import { and, count, eq, inArray } from 'drizzle-orm';
import { accounts, conversationCalls, resellerRebilling, taskRecipients, tasks } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { usageByDay } from './usage';

export interface Quotas {
  minutesPerMonth: number | null;
  maxAgents: number | null;
  maxConcurrentCalls: number | null;
}

export const agentQuotaReached = (max: number) =>
  `Agent quota reached: this organization's reseller allows at most ${max} agent${max === 1 ? '' : 's'} (quota maxAgents)`;
export const minutesQuotaReached = (max: number) =>
  `Monthly minutes quota reached: this organization's reseller allows ${max} minutes a month (quota minutesPerMonth); outbound calls and campaigns are stopped until next month or until the quota is raised (inbound calls are still answered)`;

const NONE: Quotas = { minutesPerMonth: null, maxAgents: null, maxConcurrentCalls: null };

/** The quotas of an organization set by its current reseller. */
export async function quotasOf(db: Db, organizationId: number): Promise<Quotas> {
  const [row] = await db
    .select({ minutesPerMonth: resellerRebilling.minutesPerMonth, maxAgents: resellerRebilling.maxAgents, maxConcurrentCalls: resellerRebilling.maxConcurrentCalls })
    .from(resellerRebilling)
    .innerJoin(accounts, and(eq(accounts.id, resellerRebilling.accountId), eq(accounts.resellerId, resellerRebilling.resellerId)))
    .where(eq(resellerRebilling.accountId, organizationId));
  return row ?? NONE;
}

/** Before an agent account is created in `organizationId`. */
export async function assertAgentQuota(db: Db, organizationId: number): Promise<void> {
  const { maxAgents } = await quotasOf(db, organizationId);
  if (maxAgents === null) return;
  const [{ agents }] = await db.select({ agents: count() }).from(accounts).where(and(eq(accounts.organizationId, organizationId), eq(accounts.accountType, 'agent')));
  if (agents >= maxAgents) fail(402, agentQuotaReached(maxAgents));
}

/** Calls of the organization in progress now: inbound (live or being transferred) and campaign attempts. */
export async function callsInProgress(db: Db, organizationId: number): Promise<number> {
  const [{ inbound }] = await db
    .select({ inbound: count() })
    .from(conversationCalls)
    .where(and(eq(conversationCalls.accountId, organizationId), inArray(conversationCalls.status, ['live', 'transferring'])));
  const [{ outbound }] = await db
    .select({ outbound: count() })
    .from(taskRecipients)
    .innerJoin(tasks, eq(tasks.id, taskRecipients.taskId))
    .where(and(eq(tasks.accountId, organizationId), inArray(taskRecipients.status, ['dialing', 'connected'])));
  return inbound + outbound;
}

/** Lines the quota leaves free now (null: no quota). */
export async function freeQuotaLines(db: Db, organizationId: number): Promise<number | null> {
  const { maxConcurrentCalls } = await quotasOf(db, organizationId);
  if (maxConcurrentCalls === null) return null;
  return Math.max(0, maxConcurrentCalls - (await callsInProgress(db, organizationId)));
}

/** Voice minutes of the organization this UTC month (the billing's own count: seconds per day rounded up). */
export async function minutesThisMonth(db: Db, organizationId: number, now = new Date()): Promise<number> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const days = await usageByDay(db, organizationId, from, to);
  return days.reduce((sum, d) => sum + d.voice, 0);
}

/** Whether the monthly minutes quota stops outbound calls now. */
export async function minutesQuotaStops(db: Db, organizationId: number, now = new Date()): Promise<number | null> {
  const { minutesPerMonth } = await quotasOf(db, organizationId);
  if (minutesPerMonth === null) return null;
  return (await minutesThisMonth(db, organizationId, now)) >= minutesPerMonth ? minutesPerMonth : null;
}

/** Where outbound calls and campaigns start: refused (402) at the minutes quota. */
export async function assertMinutesQuota(db: Db, organizationId: number, now = new Date()): Promise<void> {
  const max = await minutesQuotaStops(db, organizationId, now);
  if (max !== null) fail(402, minutesQuotaReached(max));
}
