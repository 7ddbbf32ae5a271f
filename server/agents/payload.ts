// The campaign payload of spec 1 §3 (agentInstructions, actions, apps, enabledFunctions, published,
// confirmTransfers, plus voice, language, timezone, variables, links and the knowledge bases the
// agent searches, issue 21 point 5): its zod schema, its
// defaults and the rules zod cannot say alone. A save sends any subset; the stored payload is
// always complete (`completePayload`).
import { z } from 'zod';
import { isHttpUrl } from '../../src/shared/validation';
import { canonicalJson } from './canonical';
import { DUPLICATE_ACTION, MAX_ACTIONS, PROMPT_MAX_CHARS } from './messages';
import { VOICE_DEFAULT_ID } from './voices';

const text = (max: number) => z.string().max(max, `At most ${max} characters`);
const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MAX_KNOWLEDGE_BASES = 10;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const appRef = z.object({
  appId: z.string().trim().min(1, 'Required').max(64, 'At most 64 characters'),
  version: z.string().trim().min(1, 'Required').max(32, 'At most 32 characters'),
});
export type AppRef = z.output<typeof appRef>;
export const appKey = (app: AppRef) => `${app.appId}:${app.version}`;

export const action = z.looseObject({
  name: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  description: text(2000).optional(),
  keywords: z.array(text(100)).max(20, 'At most 20 keywords').optional(),
  app: text(100).optional(),
  function: text(100).optional(),
  transfer: z.object({ to: z.string().trim().min(3, 'Required').max(200), message: text(500).optional() }).optional(),
  scoreInteraction: z.boolean().optional(),
});
export type Action = z.output<typeof action>;

export const promptField = z.string().max(PROMPT_MAX_CHARS, `At most ${PROMPT_MAX_CHARS} characters`);

/** Every field of the payload, each optional (a save changes what it sends). */
export const payloadFields = {
  agentInstructions: promptField,
  actions: z.array(action).max(MAX_ACTIONS, `At most ${MAX_ACTIONS} actions`),
  apps: z.array(appRef).max(50, 'At most 50 apps'),
  enabledFunctions: z.record(z.string().max(100), z.array(z.string().max(100)).max(100)),
  published: z.boolean(),
  confirmTransfers: z.boolean(),
  voice: z.string().trim().min(1, 'Required').max(64),
  language: z.string().trim().refine(isLanguageTag, 'Expected a language tag such as en-US'),
  timezone: z.string().trim().max(64).refine(isTimeZone, 'Expected an IANA time zone such as America/New_York'),
  variables: z.record(z.string().regex(NAME_PATTERN, 'Invalid variable name'), text(10_000)),
  links: z
    .array(z.object({ label: z.string().trim().min(1, 'Required').max(100), url: z.string().trim().max(2000).refine(isHttpUrl, 'Expected an http(s) URL') }))
    .max(20, 'At most 20 links'),
  // the organization's knowledge bases the agent searches (ownership: saveCampaign.ts, by the database)
  knowledgeBaseIds: z
    .array(z.string().trim().toLowerCase().regex(UUID_PATTERN, 'Expected a knowledge base id'))
    .max(MAX_KNOWLEDGE_BASES, `At most ${MAX_KNOWLEDGE_BASES} knowledge bases`)
    .transform((ids) => [...new Set(ids)]),
};

export const partialPayload = z.object(payloadFields).partial();
export type PartialPayload = z.output<typeof partialPayload>;
export type CampaignPayload = Required<PartialPayload>;

export const PAYLOAD_KEYS = Object.keys(payloadFields) as (keyof CampaignPayload)[];

export function defaultPayload(): CampaignPayload {
  return {
    agentInstructions: '',
    actions: [],
    apps: [],
    enabledFunctions: {},
    published: true,
    confirmTransfers: false,
    voice: VOICE_DEFAULT_ID,
    language: 'en-US',
    timezone: 'UTC',
    variables: {},
    links: [],
    knowledgeBaseIds: [],
  };
}

/** Spec 5: an app already present is not added again (same appId and version). */
export function dedupeApps(apps: readonly AppRef[]): AppRef[] {
  const seen = new Set<string>();
  return apps.filter((app) => !seen.has(appKey(app)) && seen.add(appKey(app)));
}

/** `base` with the fields `changes` sends; the result is a complete payload. */
export function completePayload(base: Partial<CampaignPayload> | null | undefined, changes: PartialPayload = {}): CampaignPayload {
  const out = { ...defaultPayload() } as Record<string, unknown>;
  for (const key of PAYLOAD_KEYS) {
    const value = changes[key] !== undefined ? changes[key] : base?.[key];
    if (value !== undefined) out[key] = value;
  }
  const payload = out as CampaignPayload;
  return { ...payload, apps: dedupeApps(payload.apps) };
}

/** The payload fields of a template (its campaign, or a body that sets it). Not the knowledge
 * bases: they belong to one organization, a template serves many. */
export function pickPayload(value: Record<string, unknown>): PartialPayload {
  return Object.fromEntries(PAYLOAD_KEYS.filter((k) => k !== 'knowledgeBaseIds' && value[k] !== undefined).map((k) => [k, value[k]])) as PartialPayload;
}

/** Rules across fields: the first problem as `field: message`, or null. */
export function payloadProblem(payload: CampaignPayload): string | null {
  const names = new Set<string>();
  for (const [i, a] of payload.actions.entries()) {
    const key = a.name.toLowerCase();
    if (names.has(key)) return `actions.${i}.name: ${DUPLICATE_ACTION}`;
    names.add(key);
    if (a.app !== undefined && !payload.apps.some((app) => appKey(app) === a.app)) return `actions.${i}.app: Not one of the campaign's apps`;
  }
  for (const key of Object.keys(payload.enabledFunctions)) {
    if (!payload.apps.some((app) => appKey(app) === key)) return `enabledFunctions.${key}: Not one of the campaign's apps`;
  }
  return null;
}

/** Equality of two payloads as stored (`published` aside): "unpublished changes". */
export function samePayload(a: Partial<CampaignPayload> | null, b: Partial<CampaignPayload> | null): boolean {
  if (!a || !b) return false;
  const strip = (p: Partial<CampaignPayload>) => canonicalJson(PAYLOAD_KEYS.filter((k) => k !== 'published').map((k) => p[k] ?? null));
  return strip(a) === strip(b);
}
