// The numbers plugin's pure rules: what a search form sends, and how a number and its health read.
import { isE164, normalizePhone } from '@kernel/sdk';
import { formatPhone } from '../../shared/phoneFormat';
import { messages } from './messages';

export { formatPhone };

export type SearchKind = 'prefix' | 'locality' | 'phrase';

export interface SearchForm {
  kind: SearchKind;
  prefix?: string;
  city?: string;
  region?: string;
  phrase?: string;
}

/** The body of the spec's search call for the form, or the field to fix. */
export function searchBody(form: SearchForm): { body: Record<string, unknown> } | { field: string; message: string } {
  const text = (v: string | undefined) => (v ?? '').trim();
  if (form.kind === 'prefix') {
    const prefix = text(form.prefix).replace(/^\+/, '');
    return /^\d{1,10}$/.test(prefix) ? { body: { prefix, country: 'US' } } : { field: 'prefix', message: messages.validation.prefix };
  }
  if (form.kind === 'locality') {
    if (!text(form.city)) return { field: 'city', message: messages.validation.required };
    if (!text(form.region)) return { field: 'region', message: messages.validation.required };
    return { body: { city: text(form.city), region: text(form.region), country: 'US' } };
  }
  const phrase = text(form.phrase);
  if (!/^[A-Za-z0-9]{1,10}$/.test(phrase)) return { field: 'phrase', message: messages.validation.phrase };
  return { body: { phrase, country: 'US', ...(text(form.city) ? { city: text(form.city) } : {}), ...(text(form.region) ? { region: text(form.region) } : {}) } };
}

/** The number as the server stores it, or undefined when it is not E.164. */
export function e164(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  return v && isE164(v) ? normalizePhone(v) : undefined;
}

/** 0.666… → '67%'; null (no calls) → 'No calls yet'. */
export function answerRate(rate: number | null): string {
  return rate === null ? messages.noCalls : `${Math.round(rate * 100)}%`;
}

export interface PhoneNumber {
  id: number;
  number: string;
  status: string;
  source: 'bought' | 'byo';
  carrierLabel: string;
  agentAccountId: number | null;
  agentName: string | null;
  forwardingProvenAt: string | null;
  voice: boolean;
  sms: boolean;
  locality: string | null;
  region: string | null;
}

export interface OfferedNumber {
  number: string;
  locality: string | null;
  region: string | null;
  voice: boolean;
  sms: boolean;
}

export interface NumberHealth {
  id: number;
  lastInboundAt: string | null;
  inbound7d: number;
  answered7d: number;
  answerRate7d: number | null;
  forwardingProvenAt: string | null;
  voice: boolean;
  sms: boolean;
}

export interface AgentChoice {
  id: number;
  name: string;
}
