// Pay links (issue 22 points 3 and 8; spec doc 2): POST /api/v1/fetchPaymentSlug names the public payee
// of a slug; the slug variants of requestInvoice and pendingInvoice need no session. They live at their
// own paths (/api/v1/payLink/...) because one path cannot be both signed-in and public in the route kit;
// the invoice credits the slug's account once paid. Every call takes one of the caller address's
// pay-link budget (database-counted).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { lightningInvoices } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { invoiceView, issueInvoice } from '../../lightning/invoices';
import { INVOICE_NOT_OURS, PAYEE_NOT_FOUND, payLinkMemo } from '../../lightning/messages';
import { payeeOf, publicPayee, takePayLinkCall } from '../../lightning/payLink';
import { invoiceDoc, requestInvoiceBody, slugField } from '../../lightning/schemas';
import { settleFromNode } from '../../lightning/settle';
import { selectLightningProvider } from '../../providers/lightning';
import type { LightningUnit } from '../../../src/shared/money/lightning';

const payeeDoc = reply('The payee: username, displayName');
const reason = 'pay links are paid by people who have no account here';

export default defineArea({
  tag: 'Wallet',
  routes: ({ db }) => {
    const node = selectLightningProvider(db);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/fetchPaymentSlug',
        auth: 'public',
        reason,
        summary: 'The public payee of a pay link: display name and username, nothing else',
        body: z.object({ slug: slugField }),
        response: reply('The payee', { success, payee: payeeDoc }),
        errors: { 404: PAYEE_NOT_FOUND, 429: 'Too many pay-link calls from this address (Retry-After)' },
        handler: async ({ body, request, reply: res }) => {
          await takePayLinkCall(db, request, res);
          return { success: true, payee: publicPayee(await payeeOf(db, body.slug)) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/payLink/requestInvoice',
        auth: 'public',
        reason,
        summary: "requestInvoice's slug variant: an invoice paying the slug's account",
        body: requestInvoiceBody.extend({ slug: slugField }),
        response: reply('The invoice', { success, invoice: invoiceDoc, payee: payeeDoc, node: z.string() }),
        errors: { 404: PAYEE_NOT_FOUND, 429: 'Too many pay-link calls from this address (Retry-After)', 502: 'The lightning node failed' },
        idempotent: { per: 'address', scope: ({ request }) => `paylink-address:${request.ip}` },
        handler: async ({ body, request, reply: res, db: tx }) => {
          await takePayLinkCall(tx, request, res);
          const payee = await payeeOf(tx, body.slug);
          const row = await issueInvoice(tx, node, {
            accountId: payee.id,
            requestedBy: null,
            amount: body.amount,
            unit: body.unit as LightningUnit,
            purpose: 'payLink',
            memo: payLinkMemo(payee.username),
          });
          return { success: true, invoice: invoiceView(row), payee: publicPayee(payee), node: node.name };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/payLink/pendingInvoice',
        auth: 'public',
        reason,
        summary: "pendingInvoice's slug variant: the state of a pay-link invoice (by its payment hash)",
        query: z.object({ slug: slugField, paymentHash: z.string().regex(/^[0-9a-f]{64}$/, 'Expected 64 hexadecimal characters') }),
        response: reply('The invoice', { success, invoice: invoiceDoc }),
        errors: { 404: INVOICE_NOT_OURS, 429: 'Too many pay-link calls from this address (Retry-After)' },
        handler: async ({ query, request, reply: res }) => {
          await takePayLinkCall(db, request, res);
          const payee = await payeeOf(db, query.slug);
          const where = and(eq(lightningInvoices.paymentHash, query.paymentHash), eq(lightningInvoices.accountId, payee.id), eq(lightningInvoices.purpose, 'payLink'));
          const [row] = await db.select().from(lightningInvoices).where(where);
          if (!row) fail(404, INVOICE_NOT_OURS);
          return { success: true, invoice: invoiceView((await settleFromNode(db, node, row)) ?? row) };
        },
      }),
    ];
  },
});
