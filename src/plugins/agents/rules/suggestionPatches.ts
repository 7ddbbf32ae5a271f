// Suggestions from the language model (docs/api-contract.md "Suggestions") as the editor applies
// them: a patch appends text to the prompt or adds an action; the result is a change of the
// campaign like any other (it autosaves). Pure, so it is tested without a browser.
import type { Campaign, CampaignAction } from './campaign';

export type SuggestionPatch =
  | { kind: 'appendToPrompt'; text: string }
  | { kind: 'addAction'; action: { name: string; description?: string } };

export interface Suggestion {
  id: string;
  title: string;
  detail: string;
  patch?: SuggestionPatch;
}

export interface SuggestionProvider {
  kind: 'demo' | 'openai-compatible';
  label: string;
  model: string;
}

/** The campaign fields a suggestion changes, or null when it changes nothing (advice, an action already there). */
export function applyPatch(campaign: Pick<Campaign, 'agentInstructions' | 'actions'>, patch: SuggestionPatch | undefined): Partial<Campaign> | null {
  if (!patch) return null;
  if (patch.kind === 'appendToPrompt') {
    const base = campaign.agentInstructions.trimEnd();
    return { agentInstructions: base ? `${base}\n\n${patch.text}` : patch.text };
  }
  const name = patch.action.name.trim();
  if (!name || campaign.actions.some((a) => a.name.trim().toLowerCase() === name.toLowerCase())) return null;
  const action: CampaignAction = { name, ...(patch.action.description ? { description: patch.action.description } : {}) };
  return { actions: [...campaign.actions, action] };
}
