// Custom domains' shapes and messages (issue 21 point 3), kept apart from the routes.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkDomain, txtRecordName } from '../../../src/shared/domainName';
import { customDomains } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { reply } from '../../kit/schemas';

export type DomainRow = typeof customDomains.$inferSelect;

export const DOMAIN_MESSAGES = {
  notFound: 'domain: No such domain on this account',
  added: 'domain: This domain is already added to this account',
  contested: 'domain: Another check of this domain proved control at the same moment; check again',
  reserved: 'domain: This domain is already in use by the platform',
  notVerified: 'domain: Only a verified domain can be the default',
  tooMany: 'domain: An account has at most 20 custom domains',
} as const;
export const MAX_DOMAINS = 20;

/** Checks ("check again") per domain and per account; counted in the database (kit/limitStore.ts). */
export const VERIFY_LIMITS = { perDomain: 10, perAccount: 60, windowMs: 3_600_000 } as const;
export const TOO_MANY_CHECKS = (waitS: number) => `domain: Too many checks; try again in ${waitS} s`;
/**
 * The reason a verified domain shows once another account proved control of its host (its TXT record
 * is the one the DNS holds now); names nobody.
 */
export const SUPERSEDED_REASON = 'Another account proved control of this domain. Check again if the TXT record shown here is still in its DNS.';

export const DOMAIN_AUDIT_ACTIONS = {
  'domain.added': 'Custom domain added',
  'domain.deleted': 'Custom domain deleted',
  'domain.checked': 'Custom domain checked',
  'domain.defaultSet': 'Default domain set',
  'domain.superseded': 'Custom domain unverified: another account proved control',
} as const;

export const domainBody = z.object({ domain: z.string().max(1000).describe('A host name, e.g. app.example.com (IDN accepted)') });

export const domainDoc = reply('A custom domain: domain, status (pending | verified | failed), reason, txtName, txtValue, isDefault, checkedAt, createdAt', {
  domain: z.string(),
  status: z.enum(['pending', 'verified', 'failed']),
  reason: z.string().nullable(),
  txtName: z.string(),
  txtValue: z.string(),
  isDefault: z.boolean(),
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
});

export function domainView(row: DomainRow): z.output<typeof domainDoc> {
  return {
    domain: row.domain,
    status: row.status,
    reason: row.reason,
    txtName: txtRecordName(row.domain),
    txtValue: row.txtValue,
    isDefault: row.isDefault,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The stored form of the body's domain, or 400 naming the field. */
export function domainOf(body: { domain: string }): string {
  const checked = checkDomain(body.domain);
  if (!checked.ok) fail(400, `domain: ${checked.message}`);
  return checked.domain;
}

/** The account's row for the domain; 404 when the account has none (another account's is not told apart). */
export async function ownDomain(db: Db, accountId: number, domain: string): Promise<DomainRow> {
  const [row] = await db.select().from(customDomains).where(and(eq(customDomains.accountId, accountId), eq(customDomains.domain, domain)));
  if (!row) fail(404, DOMAIN_MESSAGES.notFound);
  return row;
}
