// The webhooks plugin's pure rules: what the API answers, the list in any of the spec's three
// shapes, the types a person picks from, and the form's checks.
import { messages } from './messages';

export interface Webhook {
  id: string;
  url: string;
  label: string;
  type: string;
  status: 'active' | 'disabled';
  disabledReason: string | null;
  disabledAt: string | null;
  previousSecretUntil: string | null;
  createdAt: string;
  lastDelivery: { id: string; state: string; status: number | null; at: string } | null;
}

export interface Attempt {
  number: number;
  startedAt: string;
  requestHeaders: Record<string, string>;
  responseStatus: number | null;
  responseExcerpt: string;
  error: string | null;
  latencyMs: number;
  ok: boolean;
}

export interface Delivery {
  id: string;
  webhookId: string;
  eventId: number | null;
  eventType: string;
  kind: 'event' | 'replay' | 'test';
  replayOf: string | null;
  callId: string | null;
  state: string;
  attempts: number;
  lastStatus: number | null;
  nextAttemptAt: string | null;
  createdAt: string;
  body: string;
  attemptLog: Attempt[];
}

/** Spec doc 2: the list may be a bare array, or hold `webhooks` or `data`. */
export function webhookRows(response: unknown): Webhook[] {
  if (Array.isArray(response)) return response as Webhook[];
  const body = (response ?? {}) as { webhooks?: unknown; data?: unknown };
  const rows = body.webhooks ?? body.data;
  return Array.isArray(rows) ? (rows as Webhook[]) : [];
}

/** The spec's three types first, then the runtime's events by name. */
export const TYPE_CHOICES = ['conversation', 'incoming', 'contact', 'call.started', 'call.ended', 'message.in', 'message.out', 'contact.created', 'contact.updated'];

export const typeLabel = (type: string) => messages.types[type] ?? type;

export function validateUrl(value: string): string | undefined {
  if (!value.trim()) return messages.validation.required;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : messages.validation.url;
  } catch {
    return messages.validation.url;
  }
}

/** The JSON body as a person reads it; a body that is not JSON is shown as sent. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** `datetime-local` value (local time) → ISO instant. */
export function sinceInstant(local: string): string | null {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
