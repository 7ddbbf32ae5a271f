// A template as the onboarding reads it, its integrations and whether the stored copy of its fields
// is stale (spec 1 §3 "Template", §4.6). Pure.
import type { TemplateField } from './fields';

export interface OnboardingTemplate {
  id: string;
  name?: string;
  description?: string;
  templateFields?: TemplateField[];
  templateIntegrations?: string[];
  actions?: { name?: string; app?: string; function?: string }[];
  apps?: { appId: string; version: string }[];
  agentInstructions?: string;
  voice?: string;
  timezone?: string;
}

/** The calendar integration a schedule action needs (spec 1 §4.6). */
export const CALENDAR_INTEGRATION = 'calendar';
const isScheduleAction = (a: { name?: string; function?: string }) => /^schedule$/i.test(a.name ?? '') || /^schedule$/i.test(a.function ?? '');

/**
 * The template's integrations as compared for staleness: its own list, `calendar` for a schedule
 * action, and each app as `appId:version` (spec 1 §4.6). Sorted, once each.
 */
export function integrationKeys(template: OnboardingTemplate): string[] {
  const keys = new Set(template.templateIntegrations ?? []);
  if ((template.actions ?? []).some(isScheduleAction)) keys.add(CALENDAR_INTEGRATION);
  for (const app of template.apps ?? []) if (app.appId && app.version) keys.add(`${app.appId}:${app.version}`);
  return [...keys].sort();
}

/** The integrations the owner connects in the wizard: the named ones (apps come installed with the agent). */
export const connectableIntegrations = (keys: readonly string[], skip: readonly string[] = []): string[] =>
  keys.filter((k) => !k.includes(':') && !skip.includes(k));

const optionsKey = (f: TemplateField) => JSON.stringify((f.options ?? []).map((o) => o.value));
const typeKey = (f: TemplateField) => (f.type || f.inputType || 'text').toLowerCase();

/**
 * Spec 1 §4.6: stale when the integrations, the set of field keys, or any field's type or options
 * differ from the stored ones (a changed label or default is not stale: the owner's values still fit).
 */
export function isTemplateStale(
  stored: { templateFields: readonly TemplateField[]; templateIntegrations: readonly string[] },
  template: OnboardingTemplate,
): boolean {
  const now = integrationKeys(template);
  const before = [...new Set(stored.templateIntegrations)].sort();
  if (now.length !== before.length || now.some((k, i) => k !== before[i])) return true;
  const fields = template.templateFields ?? [];
  const storedByKey = new Map(stored.templateFields.map((f) => [f.key, f]));
  if (fields.length !== storedByKey.size || fields.some((f) => !storedByKey.has(f.key))) return true;
  return fields.some((f) => {
    const old = storedByKey.get(f.key)!;
    return typeKey(old) !== typeKey(f) || optionsKey(old) !== optionsKey(f);
  });
}
