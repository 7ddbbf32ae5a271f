// LNbits through its wallet API (LNBITS_URL, LNBITS_API_KEY: the wallet's admin key, which may also
// pay): invoices and payments are both POST /api/v1/payments (out false | true), their state
// GET /api/v1/payments/<hash>.
import bolt11 from 'bolt11';
import { nodeRequest, type NodeHttp } from './http';
import type { IssuedInvoice, InvoiceState, LightningNetwork, LightningProvider, NewInvoice, PaymentResult } from './types';
import { LightningProviderError } from './types';

interface LnbitsCreated {
  payment_hash?: string;
  payment_request?: string;
  bolt11?: string;
}
interface LnbitsStatus {
  paid?: boolean;
  preimage?: string | null;
}

const HEX32 = /^[0-9a-f]{64}$/;

export class LnbitsWallet implements LightningProvider {
  readonly name = 'LNbits';
  readonly embedded = false;
  private readonly http: NodeHttp;

  constructor(
    baseUrl: string,
    apiKey: string,
    readonly network: LightningNetwork,
    timeoutMs: number,
  ) {
    this.http = { name: 'LNbits', baseUrl, headers: { 'X-Api-Key': apiKey }, timeoutMs };
  }

  async createInvoice({ amountSats, memo, expirySeconds }: NewInvoice): Promise<IssuedInvoice> {
    const made = await nodeRequest<LnbitsCreated>(this.http, 'POST', '/api/v1/payments', { out: false, amount: amountSats, memo, expiry: expirySeconds });
    const lnInvoice = made.payment_request ?? made.bolt11;
    if (!lnInvoice || !made.payment_hash || !HEX32.test(made.payment_hash)) throw new LightningProviderError('LNbits: the invoice answer lacks payment_request or payment_hash');
    const decoded = bolt11.decode(lnInvoice);
    const expiresAt = new Date((decoded.timeExpireDate ?? Math.floor(Date.now() / 1000) + expirySeconds) * 1000);
    return { lnInvoice, paymentHash: made.payment_hash, preimage: null, expiresAt };
  }

  async invoiceState(paymentHash: string): Promise<InvoiceState> {
    const found = await nodeRequest<LnbitsStatus>(this.http, 'GET', `/api/v1/payments/${paymentHash}`);
    const preimage = found.preimage && HEX32.test(found.preimage) && !/^0+$/.test(found.preimage) ? found.preimage : null;
    return { settled: found.paid === true, preimage };
  }

  async payInvoice(lnInvoice: string): Promise<PaymentResult> {
    const sent = await nodeRequest<LnbitsCreated>(this.http, 'POST', '/api/v1/payments', { out: true, bolt11: lnInvoice });
    if (!sent.payment_hash) return { status: 'failed', failure: 'LNbits: no payment_hash in the answer' };
    const state = await this.invoiceState(sent.payment_hash);
    return state.settled ? { status: 'paid', preimage: state.preimage } : { status: 'pending' };
  }
}
