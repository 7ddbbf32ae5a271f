// What the conversation runtime says to callers and answers to carriers: one place for every text,
// so the tests and the routes quote the same words.

/** Said or texted back when the number has no agent (unknown, released, unassigned, or another org's agent). */
export const NO_AGENT_REPLY = 'Sorry, no agent answers this number.';
/** Said or texted back when the number's agent has no published campaign (the refusal is logged as a call record). */
export const NOT_PUBLISHED_REPLY = 'Sorry, this agent is not available yet: it has not been published.';
/** The agent's first words on a call, before the caller speaks. */
export const callGreeting = (agentName: string) => `Hello, you are speaking with ${agentName || 'our assistant'}. How can I help you?`;
/** Added to the agent's answer when it offers a transfer under `confirmTransfers`. */
export const CONFIRM_TRANSFER = 'Shall I transfer you now? Say yes to be connected.';
/** The agent's answer when the caller said yes to an offered transfer. */
export const TRANSFERRING = 'Connecting you now.';
/** Said when a call's caller stays silent. */
export const GOODBYE = 'Goodbye.';

export const CALL_NOT_LIVE = 'No call in progress has this id';
export const TURN_CONFLICT = 'Another turn of this call was taken at the same time; send this one again';
export const TURN_FAILED = 'The agent could not answer: the language model failed. Nothing was recorded.';
export const TWILIO_OFF = 'Twilio webhooks are off: TWILIO_AUTH_TOKEN is not set';
export const BAD_SIGNATURE = 'Invalid or missing X-Twilio-Signature';
/** Said on a call when the agent's turn failed (nothing recorded): the caller is asked to repeat. */
export const SAY_AGAIN = 'Sorry, I did not get that. Could you say it again?';
