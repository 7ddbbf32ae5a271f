// Shared by the account hierarchy and member suites: audit rows read straight from the table
// (the audit API is tested elsewhere) and sign-in tokens for the personas.
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { signIn } from './helpers';

export const FORBIDDEN = { status: 403, body: { success: false, message: 'Forbidden' } };

export type AuditRow = typeof auditLog.$inferSelect;

/** The newest audit rows of an action (optionally for one target account). */
export async function auditRows(server: TestServer, action: string, targetAccountId?: number): Promise<AuditRow[]> {
  const where = and(
    eq(auditLog.action, action),
    targetAccountId === undefined ? undefined : eq(auditLog.targetAccountId, targetAccountId),
  );
  return server.db.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id));
}

export interface Tokens {
  superAdmin: string;
  partner: string;
  reseller: string;
  blueHarbor: string;
  acme: string;
  acmeAdmin: string;
  globex: string;
}

export async function signInAll(server: TestServer): Promise<Tokens> {
  const [superAdmin, partner, reseller, blueHarbor, acme, acmeAdmin, globex] = await Promise.all(
    [
      'super@example.com',
      'partner@example.com',
      'reseller@example.com',
      'reseller@blueharbor.example',
      'owner@acme.example',
      'admin@acme.example',
      'owner@globex.example',
    ].map((email) => signIn(server, email)),
  );
  return { superAdmin, partner, reseller, blueHarbor, acme, acmeAdmin, globex };
}
