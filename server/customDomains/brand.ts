// A verified custom domain brands the console like its account's domain profile (issue 21 point 3).
// Pending and failed domains brand nothing: an unproven claim must not dress a stranger's host. Several
// accounts may hold pending rows for one host (claims are per account); at most one row per host is
// verified (the partial unique index custom_domains_verified_domain_idx), so the match is unambiguous.
import { and, eq } from 'drizzle-orm';
import { accounts, customDomains } from '../db/schema';
import type { Db } from '../db/store';
import { normalizeHost, profileForAccount, type DomainProfileRow } from '../domains';

export async function profileForCustomDomain(db: Db, host: string): Promise<DomainProfileRow | undefined> {
  const [row] = await db
    .select({ account: accounts })
    .from(customDomains)
    .innerJoin(accounts, eq(accounts.id, customDomains.accountId))
    .where(and(eq(customDomains.domain, normalizeHost(host)), eq(customDomains.status, 'verified')));
  return row ? profileForAccount(db, row.account) : undefined;
}
