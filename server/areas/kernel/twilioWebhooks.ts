// The Twilio-compatible carrier's inbound webhooks (issue 18 point 1): SMS, a call's start, each
// speech turn (<Gather>'s action), and status callbacks, form-encoded, entering the conversation
// runtime as the demo carrier does. Always registered; a request is accepted only with a valid
// X-Twilio-Signature over PUBLIC_URL + the path and the form fields, computed with
// TWILIO_AUTH_TOKEN. Without the token every request is refused: 403, nothing recorded. The
// signature is checked before the body is validated, so a stranger learns nothing from its shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { conversationRuntime, TurnFailed } from '../../conversations';
import { BAD_SIGNATURE, TWILIO_OFF } from '../../conversations/messages';
import { smsText } from '../../conversations/schemas';
import { e164Number as e164 } from '../../kit/fields';
import { isSignedByTwilio, smsTwiml, voiceTwiml } from '../../conversations/twiml';
import { fail, HttpError } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { zodValidatorCompiler } from '../../kit/validation';
import { campaignCallStatus, isTaskCall } from '../../tasks/carrierStatus';

export const TWILIO_PATHS = { sms: '/carrier/twilio/sms', voice: '/carrier/twilio/voice', turn: '/carrier/twilio/voice/turn', status: '/carrier/twilio/status' } as const;

// Twilio's fields as it posts them; `From` stays free text (a withheld caller id is not E.164)
const sid = z.string().trim().min(1, 'Required').max(64, 'At most 64 characters');
const caller = z.string().trim().max(64, 'At most 64 characters');
const forms = {
  sms: z.looseObject({ From: caller, To: e164, Body: smsText, MessageSid: sid }),
  voice: z.looseObject({ From: caller, To: e164, CallSid: sid, CallerName: z.string().max(100).optional() }),
  turn: z.looseObject({ CallSid: sid, SpeechResult: z.string().trim().max(2000, 'At most 2000 characters').optional() }),
  status: z.looseObject({
    CallSid: sid.optional(),
    CallStatus: z.string().max(32).optional(),
    CallDuration: z.string().regex(/^\d{1,6}$/, 'Expected whole seconds').optional(),
    AnsweredBy: z.string().max(32).optional(),
  }),
};
// the statuses after which a call is over (Twilio's CallStatus values)
const FINAL = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

const xml = reply('TwiML (text/xml)');

export default defineArea({
  tag: 'Carrier',
  routes: ({ db, publicUrl, jobs }, app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const authToken = process.env.TWILIO_AUTH_TOKEN?.trim() || null;
    const runtime = conversationRuntime(db, { log: app.log });

    /** The form, once its signature is proven and its fields valid (403, then 400 naming the field). */
    async function signedForm<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<z.output<S>> {
      if (!authToken) fail(403, TWILIO_OFF);
      const params = (request.body ?? {}) as Record<string, string>;
      const url = `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
      const signature = request.headers['x-twilio-signature'];
      if (!(await isSignedByTwilio(authToken, typeof signature === 'string' ? signature : undefined, url, params))) fail(403, BAD_SIGNATURE);
      const checked = zodValidatorCompiler({ schema, httpPart: 'body', method: request.method, url: request.url })(params) as { value?: z.output<S>; error?: HttpError };
      if (checked.error) throw checked.error;
      return checked.value!;
    }
    const twiml = (res: FastifyReply, body: string) => res.type('text/xml; charset=utf-8').send(body);
    const route = (url: string, summary: string, handler: (request: FastifyRequest, res: FastifyReply) => Promise<unknown>) =>
      defineRoute({
        method: 'POST',
        url,
        auth: 'public',
        reason: 'no session: the caller is Twilio, proven by X-Twilio-Signature (TWILIO_AUTH_TOKEN)',
        // Twilio's own retries carry the same MessageSid/CallSid, which the runtime answers once
        idempotent: { exempt: 'a retried webhook carries the same MessageSid/CallSid, answered once by the runtime' },
        summary,
        produces: ['text/xml'],
        response: xml,
        errors: { 403: `${BAD_SIGNATURE}; or ${TWILIO_OFF}` },
        handler: ({ request, reply: res }) => handler(request, res),
      });

    return [
      route(TWILIO_PATHS.sms, 'Twilio: an inbound SMS; answers the agent\'s reply as MessagingResponse TwiML', async (request, res) => {
        const form = await signedForm(request, forms.sms);
        try {
          const result = await runtime.receiveSms({ from: form.From, to: form.To, text: form.Body, carrierMessageId: form.MessageSid });
          return twiml(res, await smsTwiml(result));
        } catch (error) {
          // the model failed: nothing recorded, nothing texted back (the caller may write again)
          if (error instanceof TurnFailed) return twiml(res, await smsTwiml({ reply: null }));
          throw error;
        }
      }),
      route(TWILIO_PATHS.voice, 'Twilio: an inbound call; answers <Say> the greeting and <Gather> speech (or a refusal and <Hangup>)', async (request, res) => {
        const form = await signedForm(request, forms.voice);
        const step = await runtime.startCall({ from: form.From, to: form.To, carrierCallId: form.CallSid, callerName: form.CallerName });
        return twiml(res, await voiceTwiml(step, TWILIO_PATHS.turn));
      }),
      route(TWILIO_PATHS.turn, 'Twilio: what the caller said (<Gather> speech); answers the agent\'s words and the next <Gather>, a <Dial> or <Hangup>', async (request, res) => {
        const form = await signedForm(request, forms.turn);
        if (!form.SpeechResult) {
          await runtime.endCall(form.CallSid, 'completed');
          return twiml(res, await voiceTwiml({ status: 'answered', say: null, hangup: true, transferTo: null }, TWILIO_PATHS.turn));
        }
        try {
          const step = await runtime.callTurn(form.CallSid, form.SpeechResult, { bridges: true });
          if (step.hangup) await runtime.endCall(form.CallSid, 'completed');
          return twiml(res, await voiceTwiml(step, TWILIO_PATHS.turn));
        } catch (error) {
          if (error instanceof TurnFailed) return twiml(res, await voiceTwiml('say-again', TWILIO_PATHS.turn));
          // a turn for a call that is over: hang up
          if (error instanceof HttpError && error.status === 404) return twiml(res, await voiceTwiml({ status: 'answered', say: null, hangup: true, transferTo: null }, TWILIO_PATHS.turn));
          throw error;
        }
      }),
      route(TWILIO_PATHS.status, 'Twilio: a call\'s status callback; a final status ends the call and writes its record', async (request, res) => {
        const form = await signedForm(request, forms.status);
        // a campaign's call (its id in the callback's URL): the status is the recipient's outcome
        const callId = (request.query as Record<string, unknown>).callId;
        if (isTaskCall(callId)) await campaignCallStatus(db, jobs, callId, form);
        else if (form.CallSid && form.CallStatus && FINAL.has(form.CallStatus)) await runtime.endCall(form.CallSid, form.CallStatus);
        return twiml(res, await smsTwiml({ reply: null }));
      }),
    ];
  },
});
