// Who answers a number: the active phone number, the agent account it is assigned to (only an agent
// of the organization that owns the number: a number of org A never runs org B's agent, whatever
// its row says), and that agent's published campaign (null when nothing is published).
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  // one round trip: the number, its agent and the org (per inbound message, so it counts)
  const org = alias(accounts, 'org');
  const [found] = await db
    .select({ accountId: phoneNumbers.accountId, agent: accounts, orgName: org.accountName, orgEnabled: org.enabled })
    .from(phoneNumbers)
    .innerJoin(accounts, eq(accounts.id, phoneNumbers.agentAccountId))
    .innerJoin(org, eq(org.id, phoneNumbers.accountId))
    .where(and(eq(phoneNumbers.number, to), eq(phoneNumbers.status, 'active')));
  if (!found) return null;
  const { agent } = found;
  if (agent.accountType !== 'agent' || !agent.enabled || agent.organizationId !== found.accountId || !found.orgEnabled) return null;
  const production = productionOf(await readCampaign(db, agent));
  return {
    number: to,
    agent,
    orgName: found.orgName ?? '',
    payload: production && production.published ? production : null,
    scope: { accountId: found.accountId, agentId: agent.id, resellerId: agent.resellerId, partnerId: agent.partnerId },
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
