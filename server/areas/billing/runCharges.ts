// A dev tool (demo mode only, super admin, like the other /dev and demo tools): run the daily usage
// charge job for one UTC day now, so an end-to-end test or a demo sees charges and reseller margins
// without waiting for 00:20 UTC. Safe to repeat: every posting has its own ledger key.
import { z } from 'zod';
import { runUsageCharge } from '../../billing/jobs';
import { defineArea } from '../../kit/area';
import { calendarDay } from '../../kit/days';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

export default defineArea({
  tag: 'Demo',
  enabled: ({ demo }) => demo,
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/admin/billing/runDailyCharges',
      auth: 'superAdmin',
      summary: 'Demo mode only: run the daily usage charge for `day` (default yesterday, UTC) now',
      // a day already begun: a future day has no usage, and the job reads up to the day after it
      body: z.object({ day: calendarDay.refine((day) => day <= new Date().toISOString().slice(0, 10), 'Expected a day not after today (UTC)').optional() }),
      idempotent: { exempt: 'the charge job is retry-safe by itself: each charge is posted once under its own ledger key' },
      response: reply('What the run charged', { success, day: z.string(), organizations: z.number(), posted: z.number(), unpaid: z.number() }),
      handler: async ({ body }) => {
        const day = body.day ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        return { success: true, day, ...(await runUsageCharge(db, day, new Date())) };
      },
    }),
  ],
});
