// Payouts (spec doc 2 "Wallet, invoices and payouts"; issue 22 point 2): Stripe Connect (check the
// connected account, onboarding link, transfer funds) and PayPal / Venmo requests an operator completes
// (payoutQueue.ts). The wallet is the target's organization's (walletOwner); reading needs
// canViewBilling, moving money canManageBilling. The ledger side is server/wallet/payouts.ts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { microsToUsd } from '../../../src/shared/money';
import { normalizePayoutAddress, PAYOUT_ADDRESS_MESSAGES, payoutAmountProblem } from '../../../src/shared/money/payouts';
import { connectedAccounts } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { idempotencyKeyOf } from '../../kit/idempotency';
import { reply, success } from '../../kit/schemas';
import { balanceOf, walletAccount } from '../../ledger/ledger';
import { PaymentsError, selectPayments, type PaymentsProvider } from '../../providers/payments';
import { micros } from '../../wallet/amounts';
import { INSUFFICIENT_FUNDS, NOT_CONNECTED, PROVIDER_UNREACHABLE } from '../../wallet/messages';
import { walletOwner } from '../../wallet/owner';
import { payoutsOf, payoutView, requestPayout } from '../../wallet/payouts';
import { publicOriginOf, returnUrl } from '../../wallet/urls';

const amountUsd = z
  .union([z.number(), z.string().max(32)], { error: 'Expected an amount in USD' })
  .superRefine((value, ctx) => {
    const problem = payoutAmountProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('USD, whole cents, 1 to 10000; at most the wallet balance');

const addressOf = (method: 'paypal' | 'venmo') =>
  z
    .string({ error: PAYOUT_ADDRESS_MESSAGES[method] })
    .max(320, PAYOUT_ADDRESS_MESSAGES[method])
    .refine((v) => normalizePayoutAddress(method, v) !== null, PAYOUT_ADDRESS_MESSAGES[method])
    .describe(method === 'paypal' ? 'The PayPal account\'s email' : 'A Venmo @username or a US phone number');

const payoutDoc = reply('A payout request: id, accountId, method (paypal | venmo | stripe), address, amountUsd, status (pending | completed | rejected), note, reference, createdAt, decidedAt');
const payoutReply = reply('The payout request and the wallet balance left', { success, payout: payoutDoc, balanceUsd: z.string() });
const moneyErrors = { 409: `${INSUFFICIENT_FUNDS}; or ${NOT_CONNECTED}`, 502: PROVIDER_UNREACHABLE };

/** The provider's refusals as the contract's errors (the provider's own text may name its key: never sent). */
function providerFailure(error: unknown): never {
  if (error instanceof PaymentsError) fail(error.code === 'not_connected' ? 409 : 502, error.code === 'not_connected' ? NOT_CONNECTED : PROVIDER_UNREACHABLE);
  throw error;
}

async function connectedOf(db: Db, payments: PaymentsProvider, accountId: number) {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.accountId, accountId), eq(connectedAccounts.provider, payments.kind)));
  return row ?? null;
}

export default defineArea({
  tag: 'Wallet',
  routes: ({ db, publicUrl }) => {
    const payments = selectPayments();
    const subject = ({ request }: { request: Parameters<typeof walletOwner>[1] }) => walletOwner(db, request);
    const balanceUsd = async (tx: Db, accountId: number) => microsToUsd(await balanceOf(tx, walletAccount(accountId)));

    const requestRoute = (method: 'paypal' | 'venmo', url: string, summary: string) =>
      defineRoute({
        method: 'POST',
        url,
        auth: 'account',
        subject,
        permission: 'canManageBilling',
        summary,
        body: z.object({ address: addressOf(method), amountUsd }),
        response: payoutReply,
        errors: moneyErrors,
        idempotent: true,
        handler: async ({ body, subject: owner, caller, db: tx, audit }) => {
          const row = await requestPayout(tx, {
            accountId: owner.id,
            requestedBy: caller.id,
            method,
            address: normalizePayoutAddress(method, body.address)!,
            amountMicros: micros(body.amountUsd),
          });
          await audit({ action: 'wallet.payoutRequested', target: owner, after: { payoutId: row.id, method, amountUsd: microsToUsd(row.amountMicros) } }, tx);
          return { success: true, payout: payoutView(row), balanceUsd: await balanceUsd(tx, owner.id) };
        },
      });

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v1/payout/stripe/checkConnectedAccount',
        auth: 'account',
        subject,
        summary: `Whether the wallet has a connected payout account at the payments provider (${payments.name}) that can receive transfers`,
        response: reply('connected, payoutsEnabled, accountId (the provider\'s, or null), provider', {
          success,
          connected: z.boolean(),
          payoutsEnabled: z.boolean(),
          accountId: z.string().nullable(),
          provider: z.string(),
        }),
        errors: { 502: PROVIDER_UNREACHABLE },
        handler: async ({ subject: owner }) => {
          const row = await connectedOf(db, payments, owner.id);
          if (!row) return { success: true, connected: false, payoutsEnabled: false, accountId: null, provider: payments.name };
          // payouts enabled, as the provider said (Stripe's account.updated, or an earlier check): no call needed
          if (row.payoutsEnabled === true) return { success: true, connected: true, payoutsEnabled: true, accountId: row.externalId, provider: payments.name };
          let state: Awaited<ReturnType<typeof payments.connectedAccount>>;
          try {
            state = await payments.connectedAccount(row.externalId);
          } catch (error) {
            // the provider unreachable: what it said last, when it has said anything
            if (row.payoutsEnabled !== null) return { success: true, connected: true, payoutsEnabled: row.payoutsEnabled, accountId: row.externalId, provider: payments.name };
            return providerFailure(error);
          }
          await db
            .update(connectedAccounts)
            .set({ payoutsEnabled: state?.payoutsEnabled ?? false, stateUpdatedAt: new Date() })
            .where(eq(connectedAccounts.accountId, row.accountId));
          return { success: true, connected: !!state, payoutsEnabled: state?.payoutsEnabled ?? false, accountId: state?.id ?? null, provider: payments.name };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/payout/stripe/connectAccount',
        auth: 'account',
        subject,
        permission: 'canManageBilling',
        summary: 'Start (or resume) the payout account onboarding: the provider\'s link to open; it returns to successUrl or failureUrl',
        body: z.object({
          successUrl: z.string().max(2000).optional().describe('Default /app/stripePayoutConnectSuccess; a path or this site\'s origin'),
          failureUrl: z.string().max(2000).optional().describe('Default /app/stripePayoutConnectFailure'),
        }),
        response: reply('The onboarding link', { success, url: z.string(), accountId: z.string(), provider: z.string() }),
        errors: { 502: PROVIDER_UNREACHABLE },
        idempotent: true,
        handler: async ({ body, subject: owner, request, db: tx, audit }) => {
          const successUrl = returnUrl(request, publicUrl, 'successUrl', body.successUrl, '/app/stripePayoutConnectSuccess');
          const failureUrl = returnUrl(request, publicUrl, 'failureUrl', body.failureUrl, '/app/stripePayoutConnectFailure');
          const existing = await connectedOf(tx, payments, owner.id);
          const link = await payments
            .connectAccountLink({ accountId: owner.id, externalId: existing?.externalId ?? null, successUrl, failureUrl }, publicOriginOf(request, publicUrl))
            .catch(providerFailure);
          await tx
            .insert(connectedAccounts)
            .values({ accountId: owner.id, provider: payments.kind, externalId: link.externalId })
            .onConflictDoUpdate({ target: connectedAccounts.accountId, set: { provider: payments.kind, externalId: link.externalId, ...(existing ? {} : { payoutsEnabled: null, stateUpdatedAt: null }) } });
          if (!existing) await audit({ action: 'wallet.stripeConnected', target: owner, after: { provider: payments.kind, accountId: link.externalId } }, tx);
          return { success: true, url: link.url, accountId: link.externalId, provider: payments.name };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/payout/stripe/transferFunds',
        auth: 'account',
        subject,
        permission: 'canManageBilling',
        summary: 'Send amountUsd from the wallet to its connected payout account at once; refused without a connected account that can receive payouts',
        body: z.object({ amountUsd }),
        response: payoutReply,
        errors: moneyErrors,
        idempotent: true,
        handler: async ({ body, subject: owner, caller, request, db: tx, audit }) => {
          const connected = await connectedOf(tx, payments, owner.id);
          if (!connected) fail(409, NOT_CONNECTED);
          const state = await payments.connectedAccount(connected.externalId).catch(providerFailure);
          if (!state?.payoutsEnabled) fail(409, NOT_CONNECTED);
          // the caller's key names the transfer at the provider too: a retry after a lost answer sends nothing twice
          const key = idempotencyKeyOf(request);
          const row = await requestPayout(tx, {
            accountId: owner.id,
            requestedBy: caller.id,
            method: 'stripe',
            address: connected.externalId,
            amountMicros: micros(body.amountUsd),
            send: async (pending) => {
              const transfer = await payments
                .transfer({ destination: connected.externalId, amountMicros: pending.amountMicros, accountId: owner.id, idempotencyKey: key ? `payout:${owner.id}:${key}` : `payout:${pending.id}:${randomUUID()}` })
                .catch(providerFailure);
              return transfer.id;
            },
          });
          await audit({ action: 'wallet.payoutRequested', target: owner, after: { payoutId: row.id, method: 'stripe', amountUsd: microsToUsd(row.amountMicros), reference: row.reference } }, tx);
          return { success: true, payout: payoutView(row), balanceUsd: await balanceUsd(tx, owner.id) };
        },
      }),
      requestRoute('paypal', '/api/v1/payout/paypal', 'Request a PayPal payout of amountUsd to address (an email): taken from the wallet now, sent by an operator'),
      requestRoute('venmo', '/api/v1/payout/paypal/venmo', 'Request a Venmo payout of amountUsd to address (a @username or US phone): taken from the wallet now, sent by an operator'),
      defineRoute({
        method: 'GET',
        url: '/api/v1/payout/requests',
        auth: 'account',
        subject,
        summary: 'The wallet\'s payout requests and their status, newest first (not a spec call; the console\'s payouts panel)',
        query: z.object({
          page: z.coerce.number().int().min(0).max(100_000).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: reply('The requests', { success, payouts: z.array(payoutDoc), page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
        handler: async ({ query, subject: owner }) => ({ success: true, ...(await payoutsOf(db, owner.id, query.page, query.pageSize)), page: query.page, pageSize: query.pageSize }),
      }),
    ];
  },
});
