// An invoice as a PDF blob, made in the browser. @react-pdf/renderer (~445 kB gzip) is imported only
// here and in InvoiceDocument, and this module only when someone asks for a PDF (a dynamic import in
// InvoicesCard): neither the main bundle nor the Billing page's first chunk carries it.
import { pdf } from '@react-pdf/renderer';
import type { Invoice } from '../../../shared/billing/invoice';
import { InvoiceDocument } from './InvoiceDocument';

export async function renderInvoice(invoice: Invoice, brandName: string): Promise<Blob> {
  return pdf(<InvoiceDocument invoice={invoice} brandName={brandName} />).toBlob();
}
