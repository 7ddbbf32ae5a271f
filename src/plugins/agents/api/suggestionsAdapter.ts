// Prompt improvements from the language model (docs/api-contract.md "Suggestions"): the editor's
// current prompt and actions go along, so the list fits what the user sees before autosave.
import type { HttpClient } from '../../../adapters/http';
import type { Suggestion, SuggestionProvider } from '../rules/suggestionPatches';

export const suggestionsPath = (id: number) => `/api/v2/agent/${encodeURIComponent(String(id))}/suggestions`;

export interface SuggestionActions {
  suggestImprovements(
    resource: string,
    params: { id: number; draft: { agentInstructions: string; actions: unknown[] }; signal?: AbortSignal },
  ): Promise<{ data: { provider: SuggestionProvider; suggestions: Suggestion[] } }>;
}

export function suggestionActions(http: HttpClient): SuggestionActions {
  return {
    async suggestImprovements(_r, { id, draft, signal }) {
      const response = await http.request<{ provider: SuggestionProvider; suggestions?: Suggestion[] }>(suggestionsPath(id), { method: 'POST', body: draft, signal });
      return { data: { provider: response.provider, suggestions: response.suggestions ?? [] } };
    },
  };
}
