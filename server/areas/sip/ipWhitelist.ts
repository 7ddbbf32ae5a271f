// The trunk's IP whitelist (issue 21 point 2; spec doc 2 "Developer": POST, DELETE
// /api/v2/sip/ipWhitelist with ip, label). The GET list is ours (the spec names none; the console
// needs it). IPv4, IPv6 and CIDR are validated by src/shared/sip/address.ts; an entry is keyed by its
// canonical network, so 10.0.0.1 and 10.0.0.1/32 are one entry (409) and either spelling deletes it.
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { IP_MAX_LENGTH, parseIpEntry } from '../../../src/shared/sip/address';
import { sipIpWhitelist } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { sipGuard } from '../../sip/guard';
import { IP_NOT_FOUND, IP_TAKEN, MAX_IP_ENTRIES, SIP_AUDIT_ACTIONS, TOO_MANY_IPS } from '../../sip/messages';

const entryDoc = reply('A whitelist entry: id, ip (address or CIDR network), label, version (4 | 6), createdAt');
const ipField = z.string().max(IP_MAX_LENGTH, `At most ${IP_MAX_LENGTH} characters`).describe('IPv4 or IPv6 address, or CIDR network (host bits must be zero)');
const entryObject = (row: typeof sipIpWhitelist.$inferSelect) => ({
  id: row.id,
  ip: row.ip,
  label: row.label,
  version: row.network.includes(':') ? 6 : 4,
  createdAt: row.createdAt.toISOString(),
});

function parsed(raw: string) {
  const result = parseIpEntry(raw);
  if (!result.ok) fail(400, `ip: ${result.message}`);
  return result.value;
}

export default defineArea({
  tag: 'SIP',
  auditActions: SIP_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const guard = sipGuard(db);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/sip/ipWhitelist',
        ...guard,
        summary: 'The trunk\'s IP whitelist, oldest first (not in the spec: the console lists it)',
        response: reply('Entries', { success, ipWhitelist: z.array(entryDoc) }),
        handler: async ({ subject: org }) => {
          const rows = await db
            .select()
            .from(sipIpWhitelist)
            .where(eq(sipIpWhitelist.accountId, org.id))
            .orderBy(asc(sipIpWhitelist.createdAt), asc(sipIpWhitelist.id));
          return { success: true, ipWhitelist: rows.map(entryObject) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/sip/ipWhitelist',
        ...guard,
        summary: 'Add an address or network to the trunk\'s IP whitelist; the same network written differently is a duplicate (409)',
        body: z.object({ ip: ipField, label: z.string().trim().max(100, 'At most 100 characters').default('') }),
        status: 201,
        response: { 201: reply('The entry', { success, entry: entryDoc }) },
        errors: { 409: IP_TAKEN('…') },
        idempotent: true,
        handler: async ({ body, subject: org, audit, reply: res, db: tx }) => {
          const entry = parsed(body.ip);
          const mine = eq(sipIpWhitelist.accountId, org.id);
          const [existing] = await tx.select().from(sipIpWhitelist).where(and(mine, eq(sipIpWhitelist.network, entry.network)));
          if (existing) fail(409, IP_TAKEN(existing.ip));
          const [n] = await tx.select({ n: count() }).from(sipIpWhitelist).where(mine);
          if ((n?.n ?? 0) >= MAX_IP_ENTRIES) fail(409, TOO_MANY_IPS);
          const [row] = await tx
            .insert(sipIpWhitelist)
            .values({ accountId: org.id, ip: entry.ip, network: entry.network, label: body.label })
            .onConflictDoNothing()
            .returning();
          if (!row) fail(409, IP_TAKEN(entry.ip));
          await audit({ action: 'sip.ipAdded', target: org, after: { ip: row.ip, label: row.label } }, tx);
          res.code(201);
          return { success: true, entry: entryObject(row) };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/sip/ipWhitelist',
        ...guard,
        summary: 'Remove an address or network from the whitelist (any spelling of it)',
        body: z.object({ ip: ipField }),
        response: done,
        errors: { 404: IP_NOT_FOUND },
        handler: async ({ body, subject: org, audit }) => {
          const entry = parsed(body.ip);
          const [row] = await db
            .delete(sipIpWhitelist)
            .where(and(eq(sipIpWhitelist.accountId, org.id), eq(sipIpWhitelist.network, entry.network)))
            .returning();
          if (!row) fail(404, IP_NOT_FOUND);
          await audit({ action: 'sip.ipRemoved', target: org, before: { ip: row.ip, label: row.label } });
          return { success: true };
        },
      }),
    ];
  },
});
