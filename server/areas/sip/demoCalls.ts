// The Demo carrier's trunk calls (demo mode only; not in the spec): place a call through the
// organization's trunk so its SIP dialog is recorded as a capture. The dialled number's last three
// digits choose the outcome (server/sip/demoFlow.ts, README "SIP trunking"): 401, 403, 404, 407, 408,
// 480, 486, 488, 503 fail with that code, anything else is answered and hung up after 45 s.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { assertOutboundAllowed } from '../../billing/spend';
import { sipRegistrations } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number } from '../../kit/fields';
import { reply, success } from '../../kit/schemas';
import { DEMO_CARRIER_LABEL } from '../../providers/carrier/demo';
import { captureObject, recordFlow } from '../../sip/captures';
import { demoFlow } from '../../sip/demoFlow';
import { sipGuard } from '../../sip/guard';

export default defineArea({
  tag: 'SIP',
  enabled: ({ demo }) => demo,
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v2/sip/demoCalls',
      ...sipGuard(db),
      summary: 'Demo carrier (demo mode only): place a call through the trunk and record its SIP messages; the dialled number\'s last three digits pick a failure (401, 403, 404, 407, 408, 480, 486, 488, 503) or success',
      body: z.object({ to: e164Number, from: e164Number.optional() }),
      status: 201,
      response: { 201: reply('The captured call', { success, carrier: z.string(), capture: reply('The capture') }) },
      idempotent: true,
      handler: async ({ body, subject: org, reply: res, db: tx }) => {
        // an outbound call: stopped at the hard spend cap (checked on `db`, so the cap's alerts stay written)
        await assertOutboundAllowed(db, org.id);
        const [registration] = await tx.select({ username: sipRegistrations.username }).from(sipRegistrations).where(eq(sipRegistrations.accountId, org.id));
        const from = body.from ?? '+15550100000';
        const flow = demoFlow({ from, to: body.to, seed: crypto.randomUUID(), trunkUser: registration?.username ?? 'pbx' });
        // a fresh seed each time: a new Call-ID, never a conflict
        const capture = await recordFlow(tx, { accountId: org.id, from, to: body.to, startedAt: new Date(), flow });
        res.code(201);
        return { success: true, carrier: DEMO_CARRIER_LABEL, capture: captureObject(capture!) };
      },
    }),
  ],
});
