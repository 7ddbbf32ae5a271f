// Which events an endpoint of each type receives: the spec's three types (conversation, incoming,
// contact) over the runtime's events, or any one event type by its own name.
import { EVENT_TYPES, type EventType } from '../events/types';

export const SPEC_TYPES = ['conversation', 'incoming', 'contact'] as const;
export const WEBHOOK_TYPES: readonly string[] = [...SPEC_TYPES, ...EVENT_TYPES];
export type WebhookType = (typeof SPEC_TYPES)[number] | EventType;

const SPEC_EVENTS: Record<(typeof SPEC_TYPES)[number], readonly EventType[]> = {
  conversation: ['message.in', 'message.out'],
  incoming: ['call.started'],
  contact: ['contact.created', 'contact.updated'],
};

/** The event types an endpoint of `type` receives. */
export function eventTypesOf(type: string): readonly string[] {
  return (SPEC_EVENTS as Record<string, readonly string[]>)[type] ?? [type];
}

/** `incoming` is the inbound calls only: a call.started the runtime marks outbound is not one. */
export function matches(type: string, event: { type: string; payload: Record<string, unknown> }): boolean {
  if (!eventTypesOf(type).includes(event.type)) return false;
  return type !== 'incoming' || (event.payload.direction ?? 'inbound') === 'inbound';
}

/** The types a fan-out of `eventType` looks for. */
export function typesReceiving(eventType: string): string[] {
  return WEBHOOK_TYPES.filter((type) => eventTypesOf(type).includes(eventType));
}

/** The call an event is about (call events carry callId), for the delivery log of a call. */
export function callIdOf(payload: Record<string, unknown>): string | null {
  const id = payload.callId ?? payload.callUuid;
  return typeof id === 'string' ? id : null;
}

/** What "send test" sends when the account has no event of that type yet. */
export function samplePayload(eventType: string): Record<string, unknown> {
  if (eventType.startsWith('contact.')) return { contact: { id: '00000000-0000-4000-8000-000000000000', firstName: 'Sample', phoneNumber: '+15555550100' } };
  if (eventType.startsWith('message.')) return { roomId: 'sample', from: '+15555550100', to: '+15555550101', body: 'Sample message' };
  if (eventType.startsWith('call.')) return { callId: '00000000-0000-4000-8000-000000000000', from: '+15555550100', to: '+15555550101', direction: 'inbound' };
  return { sample: true };
}
