// The zod pieces of the lightning routes: amounts with their unit, BOLT11 text, preimages.
import { z } from 'zod';
import { LIGHTNING_UNITS } from '../../src/shared/money/lightning';
import { reply } from '../kit/schemas';
import { MAX_INVOICE_LENGTH } from './decode';

/** A positive amount as a JSON number or a decimal string ("12.50"); the unit decides the rest. */
export const amountField = z
  .union([z.number(), z.string().trim().regex(/^\d{1,12}(\.\d{1,12})?$/, 'Expected a number').transform(Number)])
  .refine((n) => Number.isFinite(n) && n > 0, 'Must be a positive number')
  .describe('The amount, in `unit`');
export const unitField = z.enum(LIGHTNING_UNITS as [string, ...string[]], `Expected one of ${LIGHTNING_UNITS.join(', ')}`).default('USD').describe('USD (default) or sats');
export const bolt11Field = z.string().trim().min(1, 'Required').max(MAX_INVOICE_LENGTH).describe('A BOLT11 invoice (lnbc..., lntb..., lnbcrt...)');
export const slugField = z.string().trim().min(1, 'Required').max(64).describe("The payee's username");

export const invoiceDoc = reply('An invoice: lnInvoice, paymentHash, amountSats, amountUsd, satToUsd, status (pending | paid | expired | reset), expiresAt, createdAt, paidAt, provider');

export const requestInvoiceBody = z.object({ amount: amountField, unit: unitField });
export const proveBody = z.object({
  preimage: z.string().trim().min(1, 'Required').max(200).describe('The 32-byte payment preimage in hex, as the paying wallet shows it'),
  invoice: bolt11Field,
});
