// The demo carrier's simulated callers (issue 18 point 1; demo mode only, 404 otherwise): an SMS or
// a whole call to one of the platform's numbers, entering through the same runtime functions as the
// carrier's webhooks (server/conversations/). A call is started, takes each caller line as a turn,
// and is ended 'completed'; the reply carries what the agent said.
import { z } from 'zod';
import { DEMO_CARRIER_LABEL } from '../../providers/carrier/demo';
import { conversationRuntime, type CallStep } from '../../conversations';
import { TURN_FAILED } from '../../conversations/messages';
import { callerLine, MAX_DEMO_TURNS, smsText } from '../../conversations/schemas';
import { e164Number as e164 } from '../../kit/fields';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { recordSimulatedCall } from '../../sip/inbound';
import { demoId, orFailedTurn } from './demoCarrierKit';

export default defineArea({
  tag: 'Demo',
  enabled: ({ demo }) => demo,
  routes: ({ db }, app) => {
    const runtime = conversationRuntime(db, { log: app.log });
    return [
      defineRoute({
        method: 'POST',
        url: '/dev/carrier/sms',
        auth: 'public',
        // a caller who texts or calls twice does so twice, as on a real phone; the model runs outside
        // any transaction, so the kit's single-transaction replay cannot wrap it
        idempotent: { exempt: 'a simulated caller: sending twice is two messages, as from a real phone' },
        summary: 'Demo carrier (demo mode only): text one of the platform\'s numbers as an outside caller; answers with the agent\'s reply',
        body: z.object({ from: e164, to: e164, text: smsText }),
        response: reply('What the caller was texted back', { carrier: z.string(), status: z.string(), reply: z.string().nullable(), roomId: z.string().nullable() }),
        errors: { 502: TURN_FAILED },
        handler: async ({ body }) => {
          const result = await orFailedTurn(() => runtime.receiveSms({ ...body, carrierMessageId: demoId('SM') }));
          return { success: true, carrier: DEMO_CARRIER_LABEL, ...result };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/dev/carrier/call',
        auth: 'public',
        // a caller who texts or calls twice does so twice, as on a real phone; the model runs outside
        // any transaction, so the kit's single-transaction replay cannot wrap it
        idempotent: { exempt: 'a simulated caller: sending twice is two messages, as from a real phone' },
        summary: 'Demo carrier (demo mode only): call one of the platform\'s numbers and say `turns` one after the other; answers with the transcript',
        body: z.object({
          from: e164,
          to: e164,
          turns: z.array(callerLine).max(MAX_DEMO_TURNS, `At most ${MAX_DEMO_TURNS} turns`),
          callerName: z.string().trim().max(100, 'At most 100 characters').optional(),
        }),
        response: reply('The call as the caller heard it', { carrier: z.string(), status: z.string(), replies: z.array(z.string()), transcript: z.array(z.object({ role: z.string(), text: z.string() })) }),
        errors: { 502: TURN_FAILED },
        handler: ({ body }) => orFailedTurn(async () => {
          const carrierCallId = demoId('CA');
          const transcript: { role: 'agent' | 'caller'; text: string }[] = [];
          const heard = (step: CallStep) => step.say !== null && transcript.push({ role: 'agent', text: step.say });
          let step = await runtime.startCall({ from: body.from, to: body.to, carrierCallId, callerName: body.callerName });
          heard(step);
          for (const line of body.turns) {
            if (step.hangup || step.transferTo) break;
            transcript.push({ role: 'caller', text: line });
            try {
              step = await runtime.callTurn(carrierCallId, line);
            } catch (error) {
              // a failed turn ends the simulated call; the turns before it stay recorded
              await runtime.endCall(carrierCallId, 'failed');
              throw error;
            }
            heard(step);
          }
          await runtime.endCall(carrierCallId, 'completed');
          await recordSimulatedCall(db, carrierCallId);
          return {
            success: true,
            carrier: DEMO_CARRIER_LABEL,
            status: step.status,
            callId: step.callUuid,
            carrierCallId,
            replies: transcript.filter((l) => l.role === 'agent').map((l) => l.text),
            transcript,
            transferTo: step.transferTo,
          };
        }),
      }),
    ];
  },
});
