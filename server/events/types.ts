// The events other parts react to (ARCHITECTURE.md "Events, jobs and scale-out"), one name per kind of
// change. The live stream sends them as written; the inbox, webhooks, campaigns and usage metering
// read the same rows. Payloads are JSON objects; what each carries is documented where it is written.
export const EVENT_TYPES = [
  'call.started',
  'call.ended',
  // one line of a live call's transcript (the caller's words and the agent's answer), for the live view
  'call.turn',
  'message.in',
  'message.out',
  // a room of the inbox changed (issue 19): payload { roomId, change } (server/inbox/events.ts)
  'conversation.updated',
  'number.assigned',
  'number.released',
  'contact.created',
  'contact.updated',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Where an event belongs in the account tree: its organization (or account) and the subtree above. */
export interface EventScope {
  accountId: number;
  agentId?: number | null;
  resellerId?: number | null;
  partnerId?: number | null;
}

export interface NewEvent extends EventScope {
  type: EventType;
  payload: Record<string, unknown>;
}
