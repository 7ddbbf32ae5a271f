// An invoice's PDF, made as the console makes it (react-pdf, here in node): a real PDF whose
// metadata names the invoice number, and a document tree that shows the organization, the period,
// every line and the totals in USD with 2 decimals. The file name is safe on any system.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { invoiceLine, invoiceTotals, type Invoice } from '../../src/shared/billing/invoice';
import { InvoiceDocument } from '../../src/plugins/billing/invoice/InvoiceDocument';
import { renderInvoice } from '../../src/plugins/billing/invoice/renderInvoice';
import { invoiceFilename } from '../../src/plugins/billing/rules';

const lines = [
  invoiceLine({ key: 'subscription:growth', description: 'Growth plan, 1 month', quantity: 1, unit: 'month', amountMicros: 99_000_000n, status: 'paid' }),
  invoiceLine({ key: 'voice', description: 'Voice minutes', quantity: 1234, unit: 'minute', amountMicros: 99_954_000n, status: 'open' }),
];
const invoice: Invoice = {
  id: 'INV-42-20261202',
  number: '42-20261202',
  organization: { id: 42, name: 'Acme Plumbing & Sons' },
  periodStart: '2026-12-02T00:00:00.000Z',
  periodEnd: '2027-01-02T00:00:00.000Z',
  issuedAt: '2026-12-02T06:40:00.000Z',
  status: 'open',
  currency: 'USD',
  lines,
  ...invoiceTotals(lines),
};

/** Every string a react-pdf element tree shows, in order. */
function texts(node: ReactNode): string[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (isValidElement(node)) return texts((node as ReactElement<{ children?: ReactNode }>).props.children);
  return [];
}

describe('the invoice PDF', () => {
  it('is a PDF whose metadata names the invoice', async () => {
    const blob = await renderInvoice(invoice, 'Switchboard');
    expect(blob.size).toBeGreaterThan(1000);
    const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Invoice 42-20261202)');
    expect(text).toContain('(Switchboard)');
  }, 30_000);

  it('shows the organization, the period, each line and the totals', () => {
    const shown = texts(InvoiceDocument({ invoice, brandName: 'Switchboard' })).join(' ').replace(/\s+/g, ' ');
    for (const expected of ['Switchboard', 'INVOICE', '42-20261202', 'Acme Plumbing & Sons', 'Dec 2, 2026', 'Jan 1, 2027', 'Growth plan, 1 month', 'Voice minutes', '1,234', 'minute', '$99.00', '$0.08', '$99.95', '$198.95', 'Open']) {
      expect(shown).toContain(expected);
    }
    // subtotal, paid, due, total
    expect(shown).toMatch(/Subtotal \$198\.95 Paid \$99\.00 Due \$99\.95 Total \$198\.95 USD/);
  });

  it('is saved under a safe file name', () => {
    expect(invoiceFilename(invoice)).toBe('invoice-acme-plumbing-sons-42-20261202.pdf');
    expect(invoiceFilename({ number: '../../etc/passwd', organization: { name: 'Évian «CON»\u0000 / x' } })).toBe('invoice-evian-con-x-etc-passwd.pdf');
    expect(invoiceFilename({ number: '' })).toBe('invoice-draft.pdf');
  });
});
