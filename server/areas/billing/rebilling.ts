// Reseller rebilling (issue 22 point 7, beyond the spec; README "Reseller rebilling"): a reseller's
// prices or margins per usage key for each client organization, the client's quotas, and the margin
// ledger. Resellers (for their own clients: another reseller's client is 404) and super admins
// (any client; the list and the ledger of the reseller they target); organization users 403.
// Every change is audited with its before and after.
import { z } from 'zod';
import { parseRebilling, settingsOf } from '../../../src/shared/billing/rebilling';
import { clientOf, clientRebilling, listClients, resellerOf, saveRebilling, storedOf } from '../../billing/rebilling';
import { ledgerCsv, ledgerPage, type LedgerQuery, type LedgerRow, type LedgerTotals } from '../../billing/marginLedger';
import type { AccountRow } from '../../auth/context';
import { fail } from '../../http';
import { loggableError } from '../../kit/databaseErrors';
import { defineArea } from '../../kit/area';
import { calendarDay } from '../../kit/days';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const RESELLERS = { permission: 'canSeePartnerControls', allow: (caller: AccountRow) => caller.superAdmin || caller.accountType === 'reseller' } as const;
const MAX_LEDGER_DAYS = 400;
const DAY_MS = 86_400_000;

const params = z.object({ accountId: z.string().regex(/^\d{1,9}$/, 'Expected an account id').transform(Number).describe('The client organization') });
const pageQuery = {
  page: z.coerce.number().int('Expected a whole number').min(1, 'Expected a page from 1').max(100_000).default(1),
  perPage: z.coerce.number().int('Expected a whole number').min(1, 'Expected 1 to 100').max(100, 'Expected 1 to 100').default(25),
};
const ledgerFilters = {
  from: calendarDay.optional().describe('First UTC day (default 30 days before `to`)'),
  to: calendarDay.optional().describe('Last UTC day, inclusive (default today)'),
  accountId: z.string().regex(/^\d{1,9}$/, 'Expected an account id').transform(Number).optional().describe('One client only'),
};
type LedgerFilters = { from?: string; to?: string; accountId?: number };

/** The range with its defaults; refused naming `to` when reversed or too long. */
function rangeOf(q: LedgerFilters): { from: string; to: string } {
  const to = q.to ?? new Date().toISOString().slice(0, 10);
  const from = q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);
  if (from > to) fail(400, 'to: Must not be before from');
  if (Date.parse(to) - Date.parse(from) > MAX_LEDGER_DAYS * DAY_MS) fail(400, `to: The range may span at most ${MAX_LEDGER_DAYS} days`);
  return { from, to };
}
const body = z.unknown().transform((v, ctx) => {
  const parsed = parseRebilling(v);
  if (!parsed.ok) {
    // "keys.voice.unitPriceUsd: Expected…" → the issue's path, so the kit's message names the field alone
    const at = parsed.error.indexOf(': ');
    const field = at > 0 && !parsed.error.startsWith('Expected') ? parsed.error.slice(0, at) : '';
    ctx.addIssue({ code: 'custom', path: field ? field.split('.') : [], message: field ? parsed.error.slice(at + 2) : parsed.error });
    return z.NEVER;
  }
  return parsed.value;
});

const settingsDoc = reply('marginPercent (default margin, null: none), keys (per usage key: unitPriceUsd or marginPercent), quotas (minutesPerMonth, maxAgents, maxConcurrentCalls; null: none)');
const clientDoc = reply('A client and its rebilling', { accountId: z.number(), accountName: z.string(), resellerId: z.number(), settings: settingsDoc, updatedAt: z.string().nullable() });
const money = { platformCostUsd: z.number(), resellerPriceUsd: z.number(), clientPriceUsd: z.number(), marginUsd: z.number(), unpaidUsd: z.number() };
const usd = (micros: bigint) => Number(micros) / 1_000_000;
const amounts = (r: LedgerTotals) => ({
  platformCostUsd: usd(r.platformCostMicros),
  resellerPriceUsd: usd(r.resellerPriceMicros),
  clientPriceUsd: usd(r.clientPriceMicros),
  marginUsd: usd(r.marginMicros),
  unpaidUsd: usd(r.unpaidMicros),
});
const ledgerRow = (r: LedgerRow) => ({ id: `${r.day}:${r.accountId}`, day: r.day, accountId: r.accountId, accountName: r.accountName, ...amounts(r) });

export default defineArea({
  tag: 'Billing',
  routes: ({ db }) => {
    /** The ledger's query for the caller: its own clients only (an unknown or foreign accountId is 404). */
    async function ledgerQuery(caller: AccountRow, target: AccountRow, q: LedgerFilters): Promise<LedgerQuery> {
      const reseller = resellerOf(caller, target);
      const range = rangeOf(q);
      if (q.accountId !== undefined) {
        const org = await clientOf(db, caller, q.accountId);
        if (org.resellerId !== reseller.id) fail(404, 'Client not found');
      }
      return { resellerId: reseller.id, ...range, accountId: q.accountId };
    }
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/reseller/rebilling',
        auth: 'account',
        ...RESELLERS,
        summary: 'A reseller\'s client organizations with their rebilling (a super admin names the reseller with targetAccountId)',
        query: z.object(pageQuery),
        response: reply('One page of clients by name', { success, total: z.number(), clients: z.array(clientDoc) }),
        handler: async ({ caller, target, query }) => {
          const reseller = resellerOf(caller, target);
          return { success: true, ...(await listClients(db, reseller.id, query.page, query.perPage)) };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/reseller/clients/:accountId/rebilling',
        auth: 'account',
        ...RESELLERS,
        summary: 'A client\'s prices or margins per usage key and its quotas',
        params,
        response: reply('The client\'s rebilling', { success, rebilling: clientDoc }),
        errors: { 404: 'Client not found' },
        handler: async ({ caller, params: p }) => ({ success: true, rebilling: await clientRebilling(db, await clientOf(db, caller, p.accountId)) }),
      }),
      defineRoute({
        method: 'PUT',
        url: '/api/v2/reseller/clients/:accountId/rebilling',
        auth: 'account',
        ...RESELLERS,
        summary: 'Replace a client\'s rebilling: default margin %, per usage key a price per unit or a margin %, quotas (left out: cleared)',
        params,
        body,
        response: reply('The client\'s rebilling, as saved', { success, rebilling: clientDoc }),
        errors: { 404: 'Client not found' },
        handler: async ({ caller, params: p, body: value, audit }) => {
          const org = await clientOf(db, caller, p.accountId);
          const before = settingsOf(await storedOf(db, org));
          await saveRebilling(db, org, value, caller.id);
          const saved = await clientRebilling(db, org);
          await audit({ action: 'billing.rebilling_changed', target: org, before: { ...before }, after: { ...saved.settings } });
          return { success: true, rebilling: saved };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/reseller/marginLedger',
        auth: 'account',
        ...RESELLERS,
        summary: 'Per client per UTC day: platform cost, reseller price, client price, margin and unpaid part, newest first, with the range\'s totals',
        query: z.object({ ...pageQuery, ...ledgerFilters }),
        response: reply('One page of the ledger', { success, from: z.string(), to: z.string(), total: z.number(), totals: reply('Totals of the range', money), rows: z.array(reply('A client\'s day', money)) }),
        errors: { 404: 'Client not found' },
        handler: async ({ caller, target, query }) => {
          const q = await ledgerQuery(caller, target, query);
          const found = await ledgerPage(db, q, query.page, query.perPage);
          return { success: true, from: q.from, to: q.to, total: found.total, totals: amounts(found.totals), rows: found.rows.map(ledgerRow) };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/reseller/marginLedger/export',
        auth: 'account',
        ...RESELLERS,
        summary: 'The margin ledger of the range as a CSV attachment (streamed)',
        // a link the browser follows: the console makes it with a one-use ticket, never the session token
        download: true,
        query: z.object(ledgerFilters),
        produces: ['text/csv'],
        response: z.string().describe('CSV: day, accountId, accountName, platformCostUsd, resellerPriceUsd, clientPriceUsd, marginUsd, unpaidUsd'),
        errors: { 404: 'Client not found' },
        handler: async ({ caller, target, query, request, reply: res }) => {
          const q = await ledgerQuery(caller, target, query);
          const csv = await ledgerCsv(db, q, (error) => request.log.error({ err: loggableError(error, false) }, 'margin ledger export aborted'));
          return res
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="margin-ledger-${q.from}-${q.to}.csv"`)
            .header('Cache-Control', 'no-store')
            .send(csv);
        },
      }),
    ];
  },
});
