// LND through its REST API (LND_REST_URL, LND_MACAROON as hex): invoices by POST /v1/invoices, their
// state by GET /v2/invoices/lookup, withdrawals paid synchronously by POST /v1/channels/transactions.
import bolt11 from 'bolt11';
import { base64ToHex, hexToBase64Url, nodeRequest, type NodeHttp } from './http';
import type { IssuedInvoice, InvoiceState, LightningNetwork, LightningProvider, NewInvoice, PaymentResult } from './types';
import { LightningProviderError } from './types';

interface LndInvoice {
  r_hash?: string;
  payment_request?: string;
}
interface LndLookup {
  state?: string;
  settled?: boolean;
  r_preimage?: string;
}
interface LndPayment {
  payment_error?: string;
  payment_preimage?: string;
}

export class LndNode implements LightningProvider {
  readonly name = 'LND';
  readonly embedded = false;
  private readonly http: NodeHttp;

  constructor(
    baseUrl: string,
    macaroonHex: string,
    readonly network: LightningNetwork,
    timeoutMs: number,
  ) {
    this.http = { name: 'LND', baseUrl, headers: { 'Grpc-Metadata-macaroon': macaroonHex }, timeoutMs };
  }

  async createInvoice({ amountSats, memo, expirySeconds }: NewInvoice): Promise<IssuedInvoice> {
    const made = await nodeRequest<LndInvoice>(this.http, 'POST', '/v1/invoices', { value: String(amountSats), memo, expiry: String(expirySeconds) });
    if (!made.payment_request || !made.r_hash) throw new LightningProviderError('LND: the invoice answer lacks payment_request or r_hash');
    const decoded = bolt11.decode(made.payment_request);
    const expiresAt = new Date((decoded.timeExpireDate ?? Math.floor(Date.now() / 1000) + expirySeconds) * 1000);
    return { lnInvoice: made.payment_request, paymentHash: base64ToHex(made.r_hash), preimage: null, expiresAt };
  }

  async invoiceState(paymentHash: string): Promise<InvoiceState> {
    const found = await nodeRequest<LndLookup>(this.http, 'GET', `/v2/invoices/lookup?payment_hash=${hexToBase64Url(paymentHash)}`);
    const settled = found.state === 'SETTLED' || found.settled === true;
    return { settled, preimage: settled && found.r_preimage ? base64ToHex(found.r_preimage) : null };
  }

  async payInvoice(lnInvoice: string): Promise<PaymentResult> {
    const paid = await nodeRequest<LndPayment>(this.http, 'POST', '/v1/channels/transactions', { payment_request: lnInvoice });
    if (paid.payment_error) return { status: 'failed', failure: paid.payment_error.slice(0, 200) };
    if (!paid.payment_preimage) return { status: 'pending' };
    return { status: 'paid', preimage: base64ToHex(paid.payment_preimage) };
  }
}
