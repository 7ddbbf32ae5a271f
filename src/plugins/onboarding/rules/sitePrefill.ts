// Build from your website, in the console (issue 23 item 2): the facts the server read from the
// owner's site become a prefill of the chosen template's fields (spec 1 §4.6 prefill), each such
// field marked "from your site", and opening hours and prices flagged for the owner to confirm. Pure.
import { fieldKind, type TemplateField } from './fields';
import type { Prefill } from './machine';

export const SITE_FACT_KEYS = ['businessName', 'phone', 'email', 'website', 'hours', 'prices', 'summary'] as const;
export type SiteFactKey = (typeof SITE_FACT_KEYS)[number];
export type SiteFacts = Partial<Record<SiteFactKey, string>>;
export const CONFIRM_FACTS: readonly SiteFactKey[] = ['hours', 'prices'];

const TEXT_KINDS = ['text', 'textarea', 'phone', 'email', 'url'];
/** A field's kind names the fact first; else its key or label does. */
const BY_KIND: Record<string, SiteFactKey> = { phone: 'phone', email: 'email', url: 'website' };
const BY_NAME: [SiteFactKey, RegExp][] = [
  ['hours', /hours|opening|open\b/i],
  ['prices', /price|cost|fee|rate/i],
  ['email', /e-?mail/i],
  ['website', /website|\burl\b|\bsite\b/i],
  ['phone', /phone|\btel\b/i],
  ['businessName', /business|company|salon|shop|practice|^name$|brand/i],
  ['summary', /about|description|summary|what.*do/i],
];

export function factFor(field: TemplateField): SiteFactKey | null {
  const kind = fieldKind(field);
  if (!TEXT_KINDS.includes(kind) || field.autoPrefilled) return null;
  if (BY_KIND[kind]) return BY_KIND[kind];
  const name = `${field.key} ${field.label ?? ''}`;
  return BY_NAME.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/** The prefill the site's facts give the template's fields (each fact fills every field it fits). */
export function sitePrefill(fields: readonly TemplateField[], facts: SiteFacts): Prefill {
  const templateFields: Record<string, unknown> = {};
  const sources: Record<string, { confirm: boolean }> = {};
  for (const field of fields) {
    const fact = factFor(field);
    const value = fact ? facts[fact] : undefined;
    if (!fact || !value) continue;
    templateFields[field.key] = value;
    sources[field.key] = { confirm: CONFIRM_FACTS.includes(fact) };
  }
  return { templateFields, sources };
}

/** Fields still waiting for the owner's confirmation (hours, prices read from the site). */
export const unconfirmed = (fields: readonly TemplateField[]): TemplateField[] => fields.filter((f) => f.source === 'site' && f.confirm);
