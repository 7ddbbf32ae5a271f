// The wallet (issue 22; spec doc 2 "Wallet, invoices and payouts"): its overview (balance, rewards,
// which payments provider runs), recentTransactions, claimRewards and referralRewards. The wallet is
// the target's organization's (walletOwner); reading needs canViewBilling (the manifest's), moving
// money canManageBilling, which org admins never hold (spec §6).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { microsToUsd } from '../../../src/shared/money';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { balanceOf, LedgerError, postTransaction, rewardsAccount, walletAccount } from '../../ledger/ledger';
import { selectPayments } from '../../providers/payments';
import { WALLET_AUDIT_ACTIONS } from '../../wallet/messages';
import { walletOwner } from '../../wallet/owner';
import { recentTransactions, walletBalances } from '../../wallet/transactions';

const movement = reply('A ledger movement: id, transactionId, kind, account (wallet | rewards), memo, amountUsd (2 decimals, signed), amountMicros (exact, text), createdAt (ISO)');
const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0).describe('0-based page (spec: default 0)'),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('Spec: default 20'),
});

export default defineArea({
  tag: 'Wallet',
  auditActions: WALLET_AUDIT_ACTIONS,
  routes: ({ db }) => {
    const payments = selectPayments();
    const subject = ({ request }: { request: Parameters<typeof walletOwner>[1] }) => walletOwner(db, request);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v1/wallet',
        auth: 'account',
        subject,
        summary: 'The wallet\'s overview (not a spec call; the console\'s wallet screen): balances in USD and which payments provider runs',
        response: reply('balanceUsd, rewardsUsd, creditLimitUsd, pendingPayoutsUsd (2 decimals), provider { kind: demo | stripe, name }', {
          success,
          balanceUsd: z.string(),
          rewardsUsd: z.string(),
          creditLimitUsd: z.string(),
          pendingPayoutsUsd: z.string(),
          provider: z.object({ kind: z.string(), name: z.string() }),
        }),
        handler: async ({ subject: owner }) => {
          const b = await walletBalances(db, owner.id);
          return {
            success: true,
            balanceUsd: microsToUsd(b.balance),
            rewardsUsd: microsToUsd(b.rewards),
            creditLimitUsd: microsToUsd(b.creditLimit),
            pendingPayoutsUsd: microsToUsd(b.pendingPayouts),
            provider: { kind: payments.kind, name: payments.name },
          };
        },
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/recentTransactions',
        auth: 'account',
        subject,
        summary: 'The wallet\'s and rewards\' ledger movements, newest first, paginated',
        query: pageQuery,
        response: reply('Movements', { success, transactions: z.array(movement), page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
        handler: async ({ query, subject: owner }) => ({ success: true, ...(await recentTransactions(db, owner.id, query.page, query.pageSize)), page: query.page, pageSize: query.pageSize }),
      }),
      defineRoute({
        method: 'GET',
        url: '/api/v1/referralRewards',
        auth: 'account',
        subject,
        summary: 'Rewards earned by referrals (movements of the rewards account), newest first, and what is left to claim',
        query: pageQuery,
        response: reply('Rewards', { success, rewards: z.array(movement), unclaimedUsd: z.string(), page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
        handler: async ({ query, subject: owner }) => {
          const { transactions, hasMore } = await recentTransactions(db, owner.id, query.page, query.pageSize, 'rewards');
          return { success: true, rewards: transactions, unclaimedUsd: microsToUsd(await balanceOf(db, rewardsAccount(owner.id))), page: query.page, pageSize: query.pageSize, hasMore };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/claimRewards',
        auth: 'account',
        subject,
        permission: 'canManageBilling',
        summary: 'Move every unclaimed reward into the wallet (once: a second claim finds nothing left)',
        body: z.object({ claim: z.union([z.literal('true'), z.literal(true)], { error: "Expected 'true'" }).describe("Spec: claim 'true'") }),
        response: reply('What was claimed', { success, claimedUsd: z.string(), balanceUsd: z.string() }),
        idempotent: true,
        handler: async ({ subject: owner, db: tx, audit }) => {
          const unclaimed = await balanceOf(tx, rewardsAccount(owner.id));
          let claimed = 0n;
          if (unclaimed > 0n) {
            try {
              await postTransaction(tx, {
                idempotencyKey: `reward_claim:${owner.id}:${randomUUID()}`,
                kind: 'reward_claim',
                accountId: owner.id,
                memo: 'Rewards claimed',
                entries: [
                  { ledgerAccount: rewardsAccount(owner.id), amountMicros: -unclaimed },
                  { ledgerAccount: walletAccount(owner.id), amountMicros: unclaimed },
                ],
              });
              claimed = unclaimed;
            } catch (error) {
              // a claim at the same moment took them first: the rewards account may not go below 0
              if (!(error instanceof LedgerError && error.code === 'insufficient_funds')) throw error;
            }
          }
          if (claimed > 0n) await audit({ action: 'wallet.rewardsClaimed', target: owner, after: { claimedUsd: microsToUsd(claimed) } }, tx);
          return { success: true, claimedUsd: microsToUsd(claimed), balanceUsd: microsToUsd(await balanceOf(tx, walletAccount(owner.id))) };
        },
      }),
    ];
  },
});
