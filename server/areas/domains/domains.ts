// Custom domains (issue 21 point 3; spec doc 2 "Domains": POST and DELETE /api/v2/domain with domain,
// POST /api/v2/domain/default, GET /api/v2/domains), plus POST /api/v2/domain/verify, the check
// again. A domain is added pending for the target account; its owner proves it with the TXT record
// the list shows; once verified the public lookup (kernel domainLookup.ts) brands it. Partners and
// resellers manage them (canSeePartnerControls, the manifest's): a domain brands a whole subtree.
// Claims are per account: adding a host another account holds answers exactly as for a free host (its
// own pending row and TXT value), so no one learns which hosts other customers use. Proof of DNS
// control decides: a verify that proves it makes this account's row the host's one verified row (the
// partial unique index) and unverifies the previous holder's, in one transaction.
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { accountById } from '../../auth/context';
import { customDomains, domainProfiles } from '../../db/schema';
import { checkOwnership, newTxtValue } from '../../customDomains/ownership';
import { fail } from '../../http';
import { sqlState } from '../../kit/databaseErrors';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { takeOne } from '../../inbox/extras/limit';
import {
  DOMAIN_AUDIT_ACTIONS, DOMAIN_MESSAGES, domainBody, domainDoc, domainOf, domainView, MAX_DOMAINS, ownDomain, SUPERSEDED_REASON, TOO_MANY_CHECKS, VERIFY_LIMITS,
  type DomainRow,
} from './domainRules';

const one = reply('The domain', { success, domain: domainDoc });

export default defineArea({
  tag: 'Domains',
  auditActions: DOMAIN_AUDIT_ACTIONS,
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/domains',
      auth: 'account',
      summary: 'The target account\'s custom domains with their status, TXT record and the default',
      response: reply('Domains', { success, domains: z.array(domainDoc), defaultDomain: z.string().nullable() }),
      handler: async ({ target }) => {
        const rows = await db.select().from(customDomains).where(eq(customDomains.accountId, target.id)).orderBy(asc(customDomains.createdAt));
        return { success: true, domains: rows.map(domainView), defaultDomain: rows.find((r) => r.isDefault)?.domain ?? null };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v2/domain',
      auth: 'account',
      summary: 'Add a custom domain (pending until its TXT record is checked)',
      body: domainBody,
      status: 201,
      response: { 201: one },
      errors: { 409: `${DOMAIN_MESSAGES.added}; ${DOMAIN_MESSAGES.reserved}; ${DOMAIN_MESSAGES.tooMany}` },
      idempotent: true,
      handler: async ({ body, target, caller, audit, reply: res, db: tx }) => {
        const domain = domainOf(body);
        const [profile] = await tx.select({ id: domainProfiles.id }).from(domainProfiles).where(eq(domainProfiles.domain, domain));
        if (profile) fail(409, DOMAIN_MESSAGES.reserved);
        const [n] = await tx.select({ n: count() }).from(customDomains).where(eq(customDomains.accountId, target.id));
        if ((n?.n ?? 0) >= MAX_DOMAINS) fail(409, DOMAIN_MESSAGES.tooMany);
        // Other accounts' rows for this host are neither read nor touched: whether anyone else holds it
        // (pending or verified) changes nothing in this answer. (The former 7-day sweep of others' unproven
        // claims is gone: a pending claim blocks no one now, so there is no squatting to undo.)
        const [row] = await tx
          .insert(customDomains)
          .values({ accountId: target.id, domain, txtValue: newTxtValue(), createdBy: caller.id })
          .onConflictDoNothing({ target: [customDomains.accountId, customDomains.domain] })
          .returning();
        if (!row) fail(409, DOMAIN_MESSAGES.added);
        await audit({ action: 'domain.added', target, after: { domain } }, tx);
        res.code(201);
        return { success: true, domain: domainView(row) };
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/v2/domain',
      auth: 'account',
      summary: 'Delete a custom domain of the target account',
      body: domainBody,
      response: done,
      errors: { 404: DOMAIN_MESSAGES.notFound },
      handler: async ({ body, target, audit }) => {
        const domain = domainOf(body);
        const [row] = await db.delete(customDomains).where(and(eq(customDomains.accountId, target.id), eq(customDomains.domain, domain))).returning();
        if (!row) fail(404, DOMAIN_MESSAGES.notFound);
        await audit({ action: 'domain.deleted', target, before: { domain, status: row.status, isDefault: row.isDefault } });
        return { success: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v2/domain/verify',
      auth: 'account',
      summary: 'Check the domain\'s TXT record now: verified, or failed with the reason',
      body: domainBody,
      response: one,
      errors: { 404: DOMAIN_MESSAGES.notFound, 409: DOMAIN_MESSAGES.contested, 429: TOO_MANY_CHECKS(0).replace(' 0 s', ' N s (Retry-After)') },
      idempotent: { exempt: 'a check reads DNS and records what it found: repeating it is harmless' },
      handler: async ({ body, target, audit, reply: res }) => {
        const row = await ownDomain(db, target.id, domainOf(body));
        // each check asks a DNS server: a loop of them must not make us a flood
        const { perDomain, perAccount, windowMs } = VERIFY_LIMITS;
        await takeOne(db, res, 'domain-verify', `${target.id}:${row.domain}`, perDomain, windowMs, TOO_MANY_CHECKS);
        await takeOne(db, res, 'domain-verify-account', String(target.id), perAccount, windowMs, TOO_MANY_CHECKS);
        // DNS is read outside the transaction: no lock is held across a network wait
        const found = await checkOwnership(row.domain, row.txtValue);
        // a domain that stops proving itself stops being the default too
        const isDefault = found.status === 'verified' && row.isDefault;
        const checkedAt = new Date();
        let updated: DomainRow | undefined;
        try {
          updated = await db.transaction(async (tx) => {
            // Proof of DNS control decides: the host's verified row of another account (at most one, by
            // the partial unique index) gives way to this one, and its account's audit log says so,
            // naming no actor (who proved control is this account's business, not the previous holder's).
            const superseded =
              found.status === 'verified'
                ? await tx
                    .select()
                    .from(customDomains)
                    .where(and(eq(customDomains.domain, row.domain), eq(customDomains.status, 'verified'), ne(customDomains.id, row.id)))
                    .for('update')
                : [];
            if (superseded.length) {
              await tx
                .update(customDomains)
                .set({ status: 'failed', reason: SUPERSEDED_REASON, isDefault: false, checkedAt })
                .where(inArray(customDomains.id, superseded.map((r) => r.id)));
            }
            // Two verifies of one host at once: the second to write 'verified' waits on the first's index
            // entry, then fails with a unique violation (23505) once it commits; answered 409 below.
            const [mine] = await tx
              .update(customDomains)
              .set({ status: found.status, reason: found.reason, checkedAt, isDefault })
              .where(eq(customDomains.id, row.id))
              .returning();
            for (const other of superseded) {
              const holder = await accountById(tx, other.accountId);
              if (holder) {
                await audit(
                  {
                    action: 'domain.superseded',
                    target: holder,
                    actor: 'system',
                    before: { domain: other.domain, status: 'verified', isDefault: other.isDefault },
                    after: { domain: other.domain, status: 'failed', reason: SUPERSEDED_REASON },
                  },
                  tx,
                );
              }
            }
            if (mine && mine.status !== row.status) {
              await audit({ action: 'domain.checked', target, before: { domain: row.domain, status: row.status }, after: { domain: row.domain, status: found.status, reason: found.reason } }, tx);
            }
            return mine;
          });
        } catch (error) {
          if (sqlState(error) === '23505') fail(409, DOMAIN_MESSAGES.contested);
          throw error;
        }
        // deleted by another request while its DNS was read
        if (!updated) fail(404, DOMAIN_MESSAGES.notFound);
        return { success: true, domain: domainView(updated) };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v2/domain/default',
      auth: 'account',
      summary: 'Make a verified domain the target account\'s default',
      body: domainBody,
      response: one,
      errors: { 404: DOMAIN_MESSAGES.notFound, 409: DOMAIN_MESSAGES.notVerified },
      idempotent: { exempt: 'setting a state: a repeat sets the same default' },
      handler: async ({ body, target, audit }) => {
        const row = await ownDomain(db, target.id, domainOf(body));
        if (row.status !== 'verified') fail(409, DOMAIN_MESSAGES.notVerified);
        const updated = await db.transaction(async (tx) => {
          await tx.update(customDomains).set({ isDefault: false }).where(and(eq(customDomains.accountId, target.id), ne(customDomains.id, row.id)));
          // still verified: another account's proof may have unverified it since the read above
          const [r] = await tx.update(customDomains).set({ isDefault: true }).where(and(eq(customDomains.id, row.id), eq(customDomains.status, 'verified'))).returning();
          if (!r) fail(409, DOMAIN_MESSAGES.notVerified);
          return r;
        });
        await audit({ action: 'domain.defaultSet', target, after: { domain: row.domain } });
        return { success: true, domain: domainView(updated) };
      },
    }),
  ],
});
