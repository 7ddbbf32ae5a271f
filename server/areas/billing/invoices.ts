// Invoices (ours, beyond the spec; README "Billing"): an organization's invoices, one per billing
// period, newest first, and one invoice with its lines, for the console's PDF. The JSON shape is
// src/shared/billing/invoice.ts. Reading needs canViewBilling; another organization's id is 404.
import { z } from 'zod';
import { INVOICE_ID, parseInvoiceId } from '../../../src/shared/billing/invoice';
import { targetOrganization } from '../../accounts/targets';
import { invoicesOf, invoiceSummary } from '../../billing/invoices';
import { INVOICE_NOT_FOUND } from '../../billing/messages';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const money = (what: string) => z.string().describe(what);
const line = z.object({
  key: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPriceMicros: money('micro-dollars, decimal text'),
  unitPriceUsd: money('USD, 2 decimals'),
  amountMicros: money('micro-dollars, decimal text'),
  amountUsd: money('USD, 2 decimals'),
  status: z.enum(['paid', 'open']),
});
const summary = z.object({
  id: z.string(),
  number: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  status: z.enum(['paid', 'open']),
  currency: z.literal('USD'),
  lineCount: z.number(),
  subtotalMicros: z.string(),
  subtotalUsd: z.string(),
  paidMicros: z.string(),
  paidUsd: z.string(),
  dueMicros: z.string(),
  dueUsd: z.string(),
  totalMicros: z.string(),
  totalUsd: z.string(),
});
const invoice = summary.omit({ lineCount: true }).extend({ organization: z.object({ id: z.number(), name: z.string() }), lines: z.array(line) });

export default defineArea({
  tag: 'Billing',
  routes: ({ db }) => {
    const subject = ({ request }: { request: Parameters<typeof targetOrganization>[1] }) => targetOrganization(db, request);
    const orgOf = (row: { id: number; accountName: string | null; name: string | null }) => ({ id: row.id, name: row.accountName ?? row.name ?? `Organization ${row.id}` });
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/billing/invoices',
        auth: 'account',
        subject,
        summary: 'The organization\'s invoices, one per billing period, newest first (paginated)',
        query: z.object({
          page: z.coerce.number().int().min(0).max(100_000).default(0).describe('0-based page'),
          pageSize: z.coerce.number().int().min(1).max(100).default(25).describe('Invoices per page (default 25)'),
        }),
        response: reply('Invoices', { success, invoices: z.array(summary), page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
        handler: async ({ query, subject: org }) => {
          const all = await invoicesOf(db, orgOf(org));
          const from = query.page * query.pageSize;
          return { success: true, invoices: all.slice(from, from + query.pageSize).map(invoiceSummary), page: query.page, pageSize: query.pageSize, hasMore: all.length > from + query.pageSize };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v2/billing/invoices/:id',
        auth: 'account',
        subject,
        summary: 'One invoice with its lines (subscription and usage charges of the period) and totals',
        params: z.object({ id: z.string().max(40).regex(INVOICE_ID, 'Expected an invoice id such as INV-42-20261201').describe('Invoice id') }),
        response: reply('The invoice', { success, invoice }),
        errors: { 404: INVOICE_NOT_FOUND },
        handler: async ({ params, subject: org }) => {
          const named = parseInvoiceId(params.id);
          // another organization's invoice is not found, as one that does not exist
          if (!named || named.accountId !== org.id) fail(404, INVOICE_NOT_FOUND);
          const found = (await invoicesOf(db, orgOf(org))).find((i) => i.id === params.id);
          if (!found) fail(404, INVOICE_NOT_FOUND);
          return { success: true, invoice: found };
        },
      }),
    ];
  },
});
