// GET /api/v1/exchangeRates (spec doc 2): the sat → USD rate, `satToUsd`, with its origin. Cached 900 s
// in the database for every API process; the 0.00043 fallback when no source is set or it fails
// (server/lightning/exchangeRates.ts), and the answer says which.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { satToUsd } from '../../lightning/exchangeRates';

export const RATE_ORIGIN_LABELS = {
  source: 'Exchange-rate source',
  fallback: 'Fallback rate (no exchange-rate source answered)',
} as const;

export default defineArea({
  tag: 'Wallet',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/exchangeRates',
      auth: 'account',
      permission: 'canViewBilling',
      summary: 'USD per sat (satToUsd), cached 900 s; the fallback 0.00043 when no source answers',
      response: reply('The rate', { success, satToUsd: z.number(), origin: z.enum(['source', 'fallback']), label: z.string(), fetchedAt: z.string() }),
      handler: async () => {
        const rate = await satToUsd(db);
        return { success: true, satToUsd: rate.satToUsd, origin: rate.origin, label: RATE_ORIGIN_LABELS[rate.origin], fetchedAt: rate.fetchedAt.toISOString() };
      },
    }),
  ],
});
