// The campaign (an agent's configuration, spec 1 §3 "Campaign") and its pure rules: defaults,
// the prompt check of spec 1 §5, the add-app rule, enabled functions, the template id parameter.
import { MAX_PROMPT_CHARS, TEMPLATE_ID_PARAMS } from '../constants';
import { RULE_MESSAGES, SPEC_MESSAGES } from '../specMessages';

export interface CampaignAction {
  name: string;
  description?: string;
  /** action edit modal: transfers (the destination and what the agent says first) and interaction scoring */
  transfer?: { to: string; message?: string };
  scoreInteraction?: boolean;
  [extra: string]: unknown;
}

export interface CampaignApp {
  appId: string;
  version: string;
}

export interface CampaignLink {
  label: string;
  url: string;
}

export interface Campaign {
  agentInstructions: string;
  actions: CampaignAction[];
  apps: CampaignApp[];
  /** 'appId:version' → function names */
  enabledFunctions: Record<string, string[]>;
  published: boolean;
  confirmTransfers: boolean;
  voice?: string;
  language?: string;
  timezone?: string;
  variables: Record<string, string>;
  links: CampaignLink[];
  /** the organization's knowledge bases the agent searches (issue 21) */
  knowledgeBaseIds?: string[];
  templateId?: string | null;
  /** template mode: the values of the template's fields */
  templateValues?: Record<string, unknown>;
  [extra: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): Record<string, string> =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v == null ? '' : String(v)])) : {};

/** Whatever the server or the inspector holds → a campaign with the spec's defaults filled in. */
export function normalizeCampaign(raw: unknown): Campaign {
  const data = isObject(raw) ? raw : {};
  const functions = isObject(data.enabledFunctions) ? data.enabledFunctions : {};
  return {
    ...data,
    agentInstructions: typeof data.agentInstructions === 'string' ? data.agentInstructions : '',
    actions: Array.isArray(data.actions) ? data.actions.filter(isObject).map((a) => ({ ...a, name: String(a.name ?? '') })) : [],
    apps: Array.isArray(data.apps)
      ? data.apps.filter(isObject).map((a) => ({ appId: String(a.appId ?? ''), version: String(a.version ?? '') }))
      : [],
    enabledFunctions: Object.fromEntries(
      Object.entries(functions).map(([key, names]) => [key, Array.isArray(names) ? names.map(String) : []]),
    ),
    published: data.published === undefined ? true : data.published === true,
    confirmTransfers: data.confirmTransfers === true,
    variables: strings(data.variables),
    links: Array.isArray(data.links)
      ? data.links.filter(isObject).map((l) => ({ label: String(l.label ?? ''), url: String(l.url ?? '') }))
      : [],
    knowledgeBaseIds: Array.isArray(data.knowledgeBaseIds) ? data.knowledgeBaseIds.filter((id): id is string => typeof id === 'string') : [],
  };
}

export type CampaignFieldError = { field: 'agentInstructions'; message: string };

/** Spec 1 §5: save and publish are refused when the prompt is empty (or above the documented size). */
export function promptError(campaign: Pick<Campaign, 'agentInstructions'>): string | null {
  const prompt = campaign.agentInstructions ?? '';
  if (prompt.trim() === '') return SPEC_MESSAGES.emptyPrompt;
  if (prompt.length > MAX_PROMPT_CHARS) return RULE_MESSAGES.promptTooLong;
  return null;
}

/** Spec 1 §5: an app needs appId and version; one already present is not added again. */
export function addApp(apps: readonly CampaignApp[], app: Partial<CampaignApp>): CampaignApp[] {
  const appId = app.appId?.trim() ?? '';
  const version = app.version?.trim() ?? '';
  if (!appId || !version) return [...apps];
  if (apps.some((a) => a.appId === appId && a.version === version)) return [...apps];
  return [...apps, { appId, version }];
}

/** The apps without one; its enabled functions go with it. */
export function removeApp(campaign: Campaign, app: CampaignApp): Campaign {
  const { [functionKey(app)]: _gone, ...enabledFunctions } = campaign.enabledFunctions;
  return { ...campaign, apps: campaign.apps.filter((a) => !(a.appId === app.appId && a.version === app.version)), enabledFunctions };
}

/** Spec 2: enabledFunctions is keyed 'appId:version'. */
export const functionKey = (app: CampaignApp) => `${app.appId}:${app.version}`;

/** Turns one function of an app on or off. */
export function toggleFunction(
  enabled: Campaign['enabledFunctions'],
  app: CampaignApp,
  name: string,
  on: boolean,
): Campaign['enabledFunctions'] {
  const key = functionKey(app);
  const current = enabled[key] ?? [];
  const next = on ? (current.includes(name) ? current : [...current, name]) : current.filter((n) => n !== name);
  const result = { ...enabled };
  if (next.length) result[key] = next;
  else delete result[key];
  return result;
}

/** Spec 1 §3: a template id comes from `templateId` or `targetTemplateId`. */
export function templateIdFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const name of TEMPLATE_ID_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** The payload the server stores (spec 2 "Campaign payload"), without client-only keys. */
export function campaignPayload(campaign: Campaign): Campaign {
  const { revision: _r, id: _i, updatedAt: _u, ...payload } = campaign as Campaign & { revision?: unknown; id?: unknown; updatedAt?: unknown };
  return payload as Campaign;
}

/** Spec 1 §5: timezone and voice input is trimmed and stripped of quotes. */
export function cleanQuoted(value: string): string {
  return value.trim().replace(/^["'`]+|["'`]+$/g, '').trim();
}

/** The inspector's text → a campaign, or null when it is not a JSON object. */
export function parseInspected(text: string): Campaign | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? normalizeCampaign(value) : null;
  } catch {
    return null;
  }
}
