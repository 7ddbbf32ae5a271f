// A template rendered into an agent's campaign payload (create from template, template-mode save,
// migrate): the template's payload with `{key}` replaced by the agent's field values. Voice,
// timezone, language and knowledge bases are the agent's own once chosen, so a migration never
// resets them.
import { completePayload, pickPayload, type CampaignPayload } from './payload';
import { fillPlaceholders, mapStrings, renderedValues } from './placeholders';
import type { TemplateField, TemplateValues } from './templateFields';

export interface TemplateSource {
  templateFields: readonly TemplateField[];
  campaign: Record<string, unknown>;
}

export type OwnChoices = Partial<Pick<CampaignPayload, 'voice' | 'timezone' | 'language' | 'knowledgeBaseIds'>>;

export function renderTemplate(template: TemplateSource, values: TemplateValues, own: OwnChoices = {}): CampaignPayload {
  const fill = (text: string) => fillPlaceholders(text, renderedValues(template.templateFields, values));
  const base = completePayload(pickPayload(template.campaign));
  return completePayload(base, {
    agentInstructions: fill(base.agentInstructions),
    actions: mapStrings(base.actions, fill),
    variables: mapStrings(base.variables, fill),
    links: mapStrings(base.links, fill),
    published: true,
    ...Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined)),
  });
}
