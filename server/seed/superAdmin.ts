// Seed of the super admin tools: the calls flagged for review (Acme's and Globex's first agents).
import { reviewCalls } from '../db/schema';
import type { Db } from '../db/store';
import { day, type SeededAccounts } from './accounts';
import { REVIEW_CALLS } from './data';

export async function seedReviewCalls(t: Db, { orgs, agents }: SeededAccounts): Promise<void> {
  const { acme, globex } = orgs;
  const { acme: acmeAgents, globex: globexAgents } = agents;
  await t.insert(reviewCalls).values(
    REVIEW_CALLS.map((c, i) => ({ ...c, organizationId: i === 1 ? globex : acme, agentAccountId: (i === 1 ? globexAgents : acmeAgents)[0], createdAt: day(300 + i) })),
  );
}
