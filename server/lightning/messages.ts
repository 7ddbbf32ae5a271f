// The lightning routes' messages: each names the field at fault, as the error contract asks.
export const INVOICE_EXPIRY_SECONDS = 3600;
export const TOPUP_MEMO = 'Wallet top-up';
export const payLinkMemo = (username: string) => `Payment to ${username}`;

export const PREIMAGE_FORMAT = 'preimage: 64 hexadecimal characters (32 bytes)';
export const PREIMAGE_MISMATCH = "preimage: its SHA-256 is not the invoice's payment hash";
export const INVOICE_MALFORMED = 'invoice: not a valid BOLT11 invoice';
export const INVOICE_NOT_OURS = 'invoice: not an invoice of this wallet';
export const INVOICE_NOT_PENDING = 'invoice: no longer pending (replaced or cancelled)';
export const INVOICE_EXPIRED = 'invoice: expired';
export const ADDRESS_MALFORMED = 'address: not a valid BOLT11 invoice';
export const ADDRESS_NO_AMOUNT = 'address: the invoice must state an amount';
export const ADDRESS_EXPIRED = 'address: the invoice has expired';
export const ADDRESS_OWN = 'address: an invoice of this server cannot be paid from a wallet';
export const ADDRESS_TAKEN = 'address: this invoice was already withdrawn to from another wallet';
export const addressNetwork = (expected: string) => `address: not an invoice of the ${expected} network`;
export const INSUFFICIENT_FUNDS = "address: the invoice's amount is more than the wallet's balance";
export const PAYEE_NOT_FOUND = 'slug: no payee of that name';
export const TOO_MANY_PAYLINK = (waitS: number) => `Too many requests from this address. Try again in ${waitS} s.`;
export const PAYLINK_LIMITS = { perAddress: 30, windowMs: 60_000 };
