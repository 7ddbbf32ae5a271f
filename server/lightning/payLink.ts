// Pay links (issue 22 point 8): the public payee behind a slug (an organization's or agent's
// username) and a per-address budget counted in the database, as other public calls have.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolvedSettingsOf } from '../accountView';
import { accounts } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { countHit, retryAfterSeconds } from '../kit/limitStore';
import { isPluginOn } from '../kit/pluginToggle';
import { PAYEE_NOT_FOUND, PAYLINK_LIMITS, TOO_MANY_PAYLINK } from './messages';

export type PayeeRow = typeof accounts.$inferSelect;

/** The account a slug pays: enabled, an organization or agent (a page, not a person), its wallet on; else 404. */
export async function payeeOf(db: Db, slug: string): Promise<PayeeRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, slug.toLowerCase()));
  const isPage = row?.accountType === 'agent' || (row?.accountType === 'organization' && row.id === row.organizationId);
  if (!row || !row.enabled || !isPage) fail(404, PAYEE_NOT_FOUND);
  if (!isPluginOn('wallet', await resolvedSettingsOf(db, row))) fail(404, PAYEE_NOT_FOUND);
  return row;
}

/** Only what a public pay page shows. */
export const publicPayee = (row: PayeeRow) => ({ username: row.username, displayName: row.accountName ?? row.name ?? row.username });

/** One call of the address's pay-link budget; 429 with Retry-After when used up. */
export async function takePayLinkCall(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const hit = await countHit(db, 'lightning-paylink', request.ip, PAYLINK_LIMITS.windowMs);
  if (hit.count <= PAYLINK_LIMITS.perAddress) return;
  const wait = retryAfterSeconds(hit);
  reply.header('retry-after', String(wait));
  fail(429, TOO_MANY_PAYLINK(wait));
}
