// Lightning invoices of a wallet (issue 22 point 3; spec doc 2 "Wallet, invoices and payouts"):
// requestInvoice, pendingInvoice, resetPendingInvoice, provePendingInvoicePaid, validateInvoice. The
// wallet is the target account's (default the caller's); reading needs canViewBilling, changing
// canManageBilling (spec section 6: admins never manage billing). The node is the embedded demo node
// or LND / LNbits (server/providers/lightning).
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { decodeInvoice, isExpired } from '../../lightning/decode';
import { invoiceOf, invoiceView, issueInvoice, pendingInvoiceOf, resetPending } from '../../lightning/invoices';
import { INVOICE_EXPIRED, INVOICE_MALFORMED, INVOICE_NOT_OURS, INVOICE_NOT_PENDING, PREIMAGE_FORMAT, PREIMAGE_MISMATCH, TOPUP_MEMO } from '../../lightning/messages';
import { bolt11Field, invoiceDoc, proveBody, requestInvoiceBody } from '../../lightning/schemas';
import { settleFromNode, settleInvoice } from '../../lightning/settle';
import { selectLightningProvider } from '../../providers/lightning';
import { sha256Hex } from '../../providers/lightning/demoNode';
import type { LightningUnit } from '../../../src/shared/money/lightning';
import { microsToUsd } from '../../../src/shared/money/usd';

export default defineArea({
  tag: 'Wallet',
  routes: ({ db }) => {
    const node = selectLightningProvider(db);
    const view = { auth: 'account' as const, permission: 'canViewBilling' as const };
    const manage = { auth: 'account' as const, permission: 'canManageBilling' as const };
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/requestInvoice',
        ...manage,
        summary: "A new lightning invoice topping up the wallet; it replaces the wallet's pending one",
        body: requestInvoiceBody,
        response: reply('The pending invoice', { success, invoice: invoiceDoc, node: z.string() }),
        errors: { 502: 'The lightning node failed' },
        idempotent: true,
        handler: async ({ body, subject, caller, db: tx }) => {
          const row = await issueInvoice(tx, node, {
            accountId: subject.id,
            requestedBy: caller.id,
            amount: body.amount,
            unit: body.unit as LightningUnit,
            purpose: 'topup',
            memo: TOPUP_MEMO,
          });
          return { success: true, invoice: invoiceView(row), node: node.name };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/pendingInvoice',
        ...view,
        summary: "The wallet's pending invoice (null when none); a real node is asked whether it was paid",
        response: reply('The pending invoice', { success, invoice: invoiceDoc.nullable(), node: z.string() }),
        handler: async ({ subject }) => {
          const row = await pendingInvoiceOf(db, subject.id);
          const settled = row && !node.embedded ? await settleFromNode(db, node, row) : null;
          return { success: true, invoice: row ? invoiceView(settled ?? row) : null, node: node.name };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/resetPendingInvoice',
        ...manage,
        summary: "Cancels the wallet's pending invoice (a payment of it is no longer credited)",
        response: reply('Done', { success, reset: z.boolean() }),
        idempotent: { exempt: 'setting a state: a repeat finds nothing pending and changes nothing' },
        handler: async ({ subject }) => ({ success: true, reset: await resetPending(db, subject.id) }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/provePendingInvoicePaid',
        ...manage,
        summary: "Proof that an invoice of the wallet was paid: the preimage whose SHA-256 is its payment hash; credits the wallet once",
        body: proveBody,
        response: reply('The paid invoice', { success, invoice: invoiceDoc, credited: z.boolean(), creditedUsd: z.string().nullable() }),
        errors: { 404: INVOICE_NOT_OURS, 409: `${INVOICE_NOT_PENDING}; or ${INVOICE_EXPIRED}` },
        idempotent: { exempt: 'the payment hash is the key: a repeated proof credits nothing (ledger key ln:<paymentHash>)' },
        handler: async ({ body, subject }) => {
          const decoded = decodeInvoice(body.invoice);
          if (!decoded) fail(400, INVOICE_MALFORMED);
          const preimage = body.preimage.toLowerCase();
          if (!/^[0-9a-f]{64}$/.test(preimage)) fail(400, PREIMAGE_FORMAT);
          // the invoice must be one this wallet issued, exactly as issued (not another with the same hash)
          const row = await invoiceOf(db, subject.id, decoded.paymentHash);
          if (!row || row.lnInvoice !== decoded.lnInvoice) fail(404, INVOICE_NOT_OURS);
          if (sha256Hex(preimage) !== row.paymentHash) fail(400, PREIMAGE_MISMATCH);
          const settled = await settleInvoice(db, subject.id, row.paymentHash, preimage);
          const creditedUsd = settled.creditedMicros === null ? null : microsToUsd(settled.creditedMicros);
          return { success: true, invoice: invoiceView(settled.invoice), credited: settled.credited, creditedUsd };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/validateInvoice',
        ...view,
        summary: 'Decodes a BOLT11 invoice and checks its network, amount, expiry and signature',
        query: z.object({ invoice: bolt11Field }),
        response: reply('The decoded invoice', {
          success,
          valid: z.boolean(),
          invoice: reply('network, paymentHash, amountSats, description, createdAt, expiresAt, payeeNodeKey'),
          problems: z.array(z.string()),
        }),
        handler: async ({ query }) => {
          const decoded = decodeInvoice(query.invoice);
          if (!decoded) fail(400, INVOICE_MALFORMED);
          const problems: string[] = [];
          if (decoded.network !== node.network) problems.push(`invoice: not an invoice of the ${node.network} network`);
          if (decoded.amountSats === null) problems.push('invoice: states no amount');
          if (isExpired(decoded)) problems.push('invoice: expired');
          const { lnInvoice: _text, ...shown } = decoded;
          return {
            success: true,
            valid: problems.length === 0,
            invoice: { ...shown, createdAt: decoded.createdAt.toISOString(), expiresAt: decoded.expiresAt.toISOString() },
            problems,
          };
        },
      }),
    ];
  },
});
