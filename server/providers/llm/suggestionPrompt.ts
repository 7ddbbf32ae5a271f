// What a real model is asked when the editor wants prompt improvements (issue 9, suggestions): the
// instructions (the answer's JSON shape) and the agent as the user message. Its answer is text that
// the route parses and validates (server/agents/suggestions.ts); nothing of it is trusted as is.
import type { SuggestionRequest } from './types';

export const MAX_SUGGESTIONS = 12;

export const SUGGESTION_INSTRUCTIONS = [
  'You review the instructions (the prompt) of a phone agent and its actions, and suggest concrete improvements.',
  `Answer with JSON only, no prose and no code fence, in this shape, with at most ${MAX_SUGGESTIONS} suggestions:`,
  '{"suggestions":[{"id":"short-id","title":"what to improve, in a few words","detail":"why, in one or two sentences",',
  '"patch":{"kind":"appendToPrompt","text":"text to append to the prompt"}}]}',
  'A patch is optional. Its kind is "appendToPrompt" (with "text") or "addAction" (with "action": {"name", "description"}) for an action the agent lacks.',
  'Do not suggest an action the agent already has. Write in the language of the prompt.',
].join('\n');

export function suggestionUserMessage(request: SuggestionRequest): string {
  const actions = request.actions.map((a) => ({ name: a.name, description: a.description, transferTo: a.transfer?.to }));
  return JSON.stringify({ prompt: request.agentInstructions, actions });
}
