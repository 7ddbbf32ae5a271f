// The runtime's answers as Twilio's TwiML (twilio's own builders; loaded on first use, so a server
// that never hears from Twilio does not load them), and the request-signature check.
import type { CallStep, SmsResult } from './index';
import { GOODBYE, SAY_AGAIN } from './messages';

const twilio = {
  webhooks: () => import('twilio/lib/webhooks/webhooks'),
  voice: () => import('twilio/lib/twiml/VoiceResponse').then((m) => m.default),
  messaging: () => import('twilio/lib/twiml/MessagingResponse').then((m) => m.default),
};

export async function isSignedByTwilio(authToken: string, signature: string | undefined, url: string, params: Record<string, string>) {
  if (!signature) return false;
  const { validateRequest } = await twilio.webhooks();
  return validateRequest(authToken, signature, url, params);
}

/** An SMS answer: the agent's reply, or an empty response (nothing is texted back). */
export async function smsTwiml(result: Pick<SmsResult, 'reply'>): Promise<string> {
  const MessagingResponse = await twilio.messaging();
  const response = new MessagingResponse();
  if (result.reply) response.message(result.reply);
  return response.toString();
}

/**
 * A voice answer: <Say> what the agent says, then <Dial> a transfer, <Hangup>, or <Gather> the
 * caller's next words as speech, posted to `turnUrl`; a caller who stays silent hears goodbye.
 */
export async function voiceTwiml(step: Pick<CallStep, 'status' | 'say' | 'hangup' | 'transferTo'> | 'say-again', turnUrl: string): Promise<string> {
  const VoiceResponse = await twilio.voice();
  const response = new VoiceResponse();
  const said = step === 'say-again' ? { status: 'answered', say: SAY_AGAIN, hangup: false, transferTo: null } : step;
  if (said.status === 'throttled') {
    response.reject();
    return response.toString();
  }
  if (said.status === 'busy') {
    response.reject({ reason: 'busy' });
    return response.toString();
  }
  if (said.say) response.say(said.say);
  if (said.transferTo) response.dial(said.transferTo);
  else if (said.hangup) response.hangup();
  else {
    response.gather({ input: ['speech'], action: turnUrl, method: 'POST', speechTimeout: 'auto' });
    response.say(GOODBYE);
    response.hangup();
  }
  return response.toString();
}
