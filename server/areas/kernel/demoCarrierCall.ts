// The demo carrier's caller, turn by turn (issue 18 point 5; demo mode only, 404 otherwise): the
// caller console starts a call, says one line per request and hangs up, so the call is really in
// progress between requests (the Live view lists it, a supervisor follows and ends it). The same
// runtime functions as the Twilio voice webhooks. These routes are public, so a call is driven only
// by the line that placed it to the number it dialled: `from` and `to` must match the call, or it is
// "not in progress" (a callId seen elsewhere does not let another caller or number drive it).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { conversationRuntime, type CallStep } from '../../conversations';
import { CALL_NOT_LIVE, TURN_FAILED } from '../../conversations/messages';
import { callerLine } from '../../conversations/schemas';
import { conversationCalls } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number as e164 } from '../../kit/fields';
import { reply } from '../../kit/schemas';
import { DEMO_CARRIER_LABEL } from '../../providers/carrier/demo';
import { recordSimulatedCall } from '../../sip/inbound';
import { demoId, orFailedTurn } from './demoCarrierKit';

const EXEMPT = { exempt: 'a simulated caller: saying a line twice is two turns, as on a real phone' };
const line = z.object({ from: e164, to: e164 });
const params = z.object({ callId: z.string().uuid('Expected a call id').describe('The callId the start answered') });
const stepDoc = {
  carrier: z.string(),
  callId: z.string().nullable(),
  reply: z.string().nullable(),
  status: z.enum(['in-progress', 'transferring', 'ended']),
  transferTo: z.string().nullable(),
};

/** What the caller hears now and whether the line is still open. */
function heard(step: CallStep, open: boolean) {
  const status = !open || step.hangup ? 'ended' : step.transferTo ? 'transferring' : 'in-progress';
  return { success: true, carrier: DEMO_CARRIER_LABEL, callId: step.callUuid, reply: step.say, status, transferTo: step.transferTo } as const;
}

/** The call `callId` as placed by `from` to `to`; anything else is not a call of this caller. */
async function callerCall(db: Db, callId: string, caller: { from: string; to: string }) {
  const [row] = await db.select().from(conversationCalls).where(eq(conversationCalls.uuid, callId));
  if (!row || row.fromNumber !== caller.from || row.toNumber !== caller.to) fail(404, CALL_NOT_LIVE);
  return row;
}

export default defineArea({
  tag: 'Demo',
  enabled: ({ demo }) => demo,
  routes: ({ db }, app) => {
    const runtime = conversationRuntime(db, { log: app.log });
    return [
      defineRoute({
        method: 'POST',
        url: '/dev/carrier/call/start',
        auth: 'public',
        idempotent: EXEMPT,
        summary: 'Demo carrier (demo mode only): call one of the platform\'s numbers and stay on the line; answers with the agent\'s greeting and the callId of the next turns',
        body: line.extend({ callerName: z.string().trim().max(100, 'At most 100 characters').optional() }),
        response: reply('What the caller hears first', stepDoc),
        handler: async ({ body }) => heard(await runtime.startCall({ ...body, carrierCallId: demoId('CA') }), true),
      }),
      defineRoute({
        method: 'POST',
        url: '/dev/carrier/call/:callId/turn',
        auth: 'public',
        idempotent: EXEMPT,
        summary: 'Demo carrier (demo mode only): say one line on a call in progress; answers with the agent\'s reply and whether the call goes on',
        params,
        body: line.extend({ text: callerLine }),
        response: reply('The agent\'s answer', stepDoc),
        errors: { 404: CALL_NOT_LIVE, 502: TURN_FAILED },
        handler: async ({ params: { callId }, body }) => {
          const row = await callerCall(db, callId, body);
          // ended by a supervisor (or transferred away) since the last turn: the caller learns it here
          if (row.status !== 'live') return heard({ status: 'answered', say: null, hangup: true, transferTo: row.transferTo, callUuid: row.uuid }, false);
          return heard(await orFailedTurn(() => runtime.callTurn(row.carrierCallId, body.text)), true);
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/dev/carrier/call/:callId/end',
        auth: 'public',
        idempotent: { exempt: 'hanging up is retry-safe by itself: ending an ended call changes nothing' },
        summary: 'Demo carrier (demo mode only): hang up; the call record is written',
        params,
        body: line,
        response: reply('The call, ended', stepDoc),
        errors: { 404: CALL_NOT_LIVE },
        handler: async ({ params: { callId }, body }) => {
          const row = await callerCall(db, callId, body);
          await runtime.endCall(row.carrierCallId, 'completed');
          await recordSimulatedCall(db, row.carrierCallId);
          return heard({ status: 'answered', say: null, hangup: true, transferTo: row.transferTo, callUuid: row.uuid }, false);
        },
      }),
    ];
  },
});
