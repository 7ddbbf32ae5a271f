// Who answers a number: the active phone number, the agent account it is assigned to (only an agent
// of the organization that owns the number: a number of org A never runs org B's agent, whatever
// its row says), and that agent's published campaign (null when nothing is published).
import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../auth/context';
import { productionOf, readCampaign } from '../agents/campaigns';
import type { CampaignPayload } from '../agents/payload';
import { accounts, conversations, phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import type { EventScope } from '../events/types';

export interface Answerer {
  number: string;
  agent: AccountRow;
  orgName: string;
  /** the published campaign, null when the agent has none */
  payload: CampaignPayload | null;
  scope: Required<EventScope>;
}

export async function answererOf(db: Db, to: string): Promise<Answerer | null> {
  const [owned] = await db
    .select({ accountId: phoneNumbers.accountId, agentId: phoneNumbers.agentAccountId })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.number, to), eq(phoneNumbers.status, 'active')));
  if (!owned?.agentId) return null;
  const [agent] = await db.select().from(accounts).where(eq(accounts.id, owned.agentId));
  if (!agent || agent.accountType !== 'agent' || !agent.enabled || agent.organizationId !== owned.accountId) return null;
  const [org] = await db.select({ accountName: accounts.accountName, enabled: accounts.enabled }).from(accounts).where(eq(accounts.id, owned.accountId));
  if (!org?.enabled) return null;
  const production = productionOf(await readCampaign(db, agent));
  return {
    number: to,
    agent,
    orgName: org.accountName ?? '',
    payload: production && production.published ? production : null,
    scope: { accountId: owned.accountId, agentId: agent.id, resellerId: agent.resellerId, partnerId: agent.partnerId },
  };
}

/** The room of this number and outside party (created on first contact); its id and state. */
export async function roomOf(db: Db, who: Answerer, external: string) {
  const { scope } = who;
  const [room] = await db
    .insert(conversations)
    .values({ id: crypto.randomUUID(), ...scope, agentNumber: who.number, externalNumber: external })
    .onConflictDoUpdate({
      target: [conversations.accountId, conversations.agentNumber, conversations.externalNumber],
      // the number may have been given to another agent of the org since
      set: { agentId: scope.agentId },
    })
    .returning();
  return room!;
}

export const agentNameOf = (agent: AccountRow) => agent.accountName ?? agent.name ?? '';
