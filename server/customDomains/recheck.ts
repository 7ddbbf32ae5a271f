// The daily re-check of verified custom domains (review of issue 21 point 3): a domain whose TXT record
// has gone (or holds another value) is marked failed with the reason, and stops being the default,
// so the public lookup stops branding it. A DNS trouble (timeout, SERVFAIL) proves nothing either way:
// the domain stays verified until a check gets an answer. Only verified rows are read: other accounts'
// pending or failed claims on the same host are theirs to check (POST /api/v2/domain/verify), and a row
// another account's proof unverified meanwhile is left alone (the update is conditional on 'verified').
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { customDomains } from '../db/schema';
import type { Db } from '../db/store';
import { checkOwnership, dnsServers } from './ownership';

export interface RecheckResult {
  checked: number;
  unverified: string[];
  /** unanswered checks: left verified */
  unsure: number;
}

/** Domains checked per run at most, oldest check first; the rest wait for the next day. */
export const RECHECK_BATCH = 500;

/** Re-checks the verified domains not checked within the last `minAgeMs` (default 20 h, so a day's run does each once). */
export async function recheckVerifiedDomains(db: Db, now = new Date(), minAgeMs = 20 * 3_600_000, servers = dnsServers()): Promise<RecheckResult> {
  const before = new Date(now.getTime() - minAgeMs);
  const rows = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.status, 'verified'), or(isNull(customDomains.checkedAt), lt(customDomains.checkedAt, before))))
    .orderBy(asc(customDomains.checkedAt))
    .limit(RECHECK_BATCH);
  const result: RecheckResult = { checked: rows.length, unverified: [], unsure: 0 };
  for (const row of rows) {
    const found = await checkOwnership(row.domain, row.txtValue, servers);
    if (found.status === 'failed' && found.transient) {
      result.unsure += 1;
      continue;
    }
    const failed = found.status === 'failed';
    // conditional on still being the same verified row: a delete or a user's own failed check in between wins
    const [updated] = await db
      .update(customDomains)
      .set({ status: found.status, reason: found.reason, checkedAt: now, ...(failed ? { isDefault: false } : {}) })
      .where(and(eq(customDomains.id, row.id), eq(customDomains.status, 'verified'), eq(customDomains.txtValue, row.txtValue)))
      .returning({ id: customDomains.id });
    if (updated && failed) result.unverified.push(row.domain);
  }
  return result;
}
