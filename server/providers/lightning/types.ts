// One interface for the lightning node behind the wallet (issue 22 point 3). Routes know only this;
// `selectLightningProvider` (index.ts) picks the embedded demo node or LND / LNbits by environment.

export type LightningNetwork = 'bc' | 'bcrt' | 'tb';

export interface NewInvoice {
  amountSats: number;
  memo: string;
  expirySeconds: number;
}

export interface IssuedInvoice {
  lnInvoice: string;
  /** hex */
  paymentHash: string;
  /** hex; only the embedded node knows it before the invoice is paid */
  preimage: string | null;
  expiresAt: Date;
}

export interface InvoiceState {
  settled: boolean;
  /** hex, when the node reports it */
  preimage?: string | null;
}

export interface PaymentResult {
  status: 'paid' | 'failed' | 'pending';
  preimage?: string | null;
  failure?: string;
}

export interface LightningProvider {
  /** What the console shows: 'Demo lightning node', 'LND', 'LNbits'. */
  readonly name: string;
  readonly embedded: boolean;
  /** The network the node's invoices are for (their prefix: lnbc, lnbcrt, lntb). */
  readonly network: LightningNetwork;
  createInvoice(invoice: NewInvoice): Promise<IssuedInvoice>;
  /** Whether the node has received the payment of one of its invoices. */
  invoiceState(paymentHash: string): Promise<InvoiceState>;
  payInvoice(lnInvoice: string, amountSats: number): Promise<PaymentResult>;
}

/** A node that could not be reached or refused: the route answers 502 with this message. */
export class LightningProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LightningProviderError';
  }
}
