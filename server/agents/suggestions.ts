// Prompt improvements from the language model (issue 9, suggestions): the model's answer is text
// that should be JSON (suggestionPrompt.ts asks for it); here it is found, parsed and validated.
// Anything that does not fit yields null, which the route turns into a clear 502, never a 500.
import { z } from 'zod';
import { MAX_SUGGESTIONS } from '../providers/llm/suggestionPrompt';
import type { ToolAction } from '../providers/llm/types';

export const UNREADABLE_SUGGESTIONS = 'The language model answered with suggestions that could not be read. Try again.';
export const suggestionsTimedOut = (limit: string) => `The language model did not finish its suggestions within ${limit}.`;

const patch = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('appendToPrompt'), text: z.string().trim().min(1).max(4000) }),
  z.object({
    kind: z.literal('addAction'),
    action: z.object({ name: z.string().trim().min(1).max(100), description: z.string().trim().max(2000).optional() }),
  }),
]);
export type SuggestionPatch = z.output<typeof patch>;

const item = z.object({
  id: z.string().trim().regex(/^[\w:. -]{1,64}$/).optional().catch(undefined),
  title: z.string().trim().min(1).max(300),
  detail: z.string().trim().max(2000).default(''),
  patch: patch.nullish(),
});
const answer = z.union([z.object({ suggestions: z.array(item).max(MAX_SUGGESTIONS * 2) }), z.array(item).max(MAX_SUGGESTIONS * 2)]);

export interface Suggestion {
  id: string;
  title: string;
  detail: string;
  patch?: SuggestionPatch;
}

/** The JSON in a model's answer: the whole text, or inside a code fence, or from the first brace. */
function jsonIn(text: string): unknown {
  const candidates = [text, text.match(/```(?:json)?\s*([\s\S]*?)```/)?.[1], text.slice(Math.max(0, text.search(/[[{]/)))];
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // the next reading
    }
  }
  return undefined;
}

/**
 * The validated suggestions, or null when the answer does not fit. Ids are made unique (the model's
 * or `suggestion-N`); an action the agent already has is not offered again (the advice stays).
 */
export function parseSuggestions(text: string, actions: readonly Pick<ToolAction, 'name'>[]): Suggestion[] | null {
  const parsed = answer.safeParse(jsonIn(text));
  if (!parsed.success) return null;
  const items = Array.isArray(parsed.data) ? parsed.data : parsed.data.suggestions;
  const have = new Set(actions.map((a) => a.name.trim().toLowerCase()));
  const ids = new Set<string>();
  return items.slice(0, MAX_SUGGESTIONS).map((s, i) => {
    let id = s.id && !ids.has(s.id) ? s.id : `suggestion-${i + 1}`;
    while (ids.has(id)) id = `${id}-${i + 1}`;
    ids.add(id);
    const keep = s.patch && !(s.patch.kind === 'addAction' && have.has(s.patch.action.name.toLowerCase()));
    return { id, title: s.title, detail: s.detail, ...(keep && s.patch ? { patch: s.patch } : {}) };
  });
}
