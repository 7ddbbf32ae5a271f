// Prompt suggestions (issue 9 point 1, the suggestions modal): deterministic rules on the prompt
// and the campaign, each with a ready text the user can apply with one click. Pure, so it is tested
// without a browser and needs no language model.
import type { Campaign } from './campaign';

export type SuggestionId = 'greeting' | 'transfer' | 'action' | 'closing' | 'length';

export interface Suggestion {
  id: SuggestionId;
  /** key into messages.suggestions.titles */
  title: string;
  /** the text appended to the prompt when applied; null = advice only */
  addition: string | null;
  /** the action the suggestion is about, if any */
  action?: string;
}

const GREETING = /\b(greet|hello|hi|welcome|good (morning|afternoon|evening))\b/i;
const TRANSFER = /\b(transfer|hand (over|off)|forward|connect (the caller|them|you))\b/i;
const CLOSING = /\b(goodbye|bye|end the call|close the call|wrap up|anything else)\b/i;
/** A prompt shorter than this rarely says enough for an agent to follow. */
export const SHORT_PROMPT_CHARS = 80;

export interface SuggestionTexts {
  greeting: string;
  transfer: (destinations: string) => string;
  action: (name: string) => string;
  closing: string;
}

export function suggestPromptImprovements(campaign: Pick<Campaign, 'agentInstructions' | 'actions'>, texts: SuggestionTexts): Suggestion[] {
  const prompt = campaign.agentInstructions;
  const lower = prompt.toLowerCase();
  const out: Suggestion[] = [];
  if (prompt.trim().length < SHORT_PROMPT_CHARS) out.push({ id: 'length', title: 'length', addition: null });
  if (!GREETING.test(prompt)) out.push({ id: 'greeting', title: 'greeting', addition: texts.greeting });
  const destinations = routesOf(campaign.actions).map((r) => r.to);
  if (destinations.length > 0 && !TRANSFER.test(prompt)) out.push({ id: 'transfer', title: 'transfer', addition: texts.transfer(destinations.join(', ')) });
  for (const action of campaign.actions) {
    const name = action.name.trim();
    if (name && !lower.includes(name.toLowerCase())) out.push({ id: 'action', title: 'action', addition: texts.action(name), action: name });
  }
  if (!CLOSING.test(prompt)) out.push({ id: 'closing', title: 'closing', addition: texts.closing });
  return out;
}

/** The prompt with a suggestion applied: its text on a new paragraph. */
export function applySuggestion(prompt: string, suggestion: Suggestion): string {
  if (!suggestion.addition) return prompt;
  const base = prompt.trimEnd();
  return base ? `${base}\n\n${suggestion.addition}` : suggestion.addition;
}

export interface Route {
  action: string;
  to: string;
  message?: string;
}

/** The agent's transfer routes: every action with a transfer destination. */
export function routesOf(actions: Campaign['actions']): Route[] {
  return actions.flatMap((a) => {
    const t = a.transfer as { to?: unknown; message?: unknown } | undefined;
    if (!t || typeof t !== 'object' || typeof t.to !== 'string' || !t.to.trim()) return [];
    return [{ action: a.name, to: t.to, ...(typeof t.message === 'string' && t.message ? { message: t.message } : {}) }];
  });
}
