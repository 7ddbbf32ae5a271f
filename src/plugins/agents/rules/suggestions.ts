// The agent's transfer routes (the routes modal): every action with a transfer destination. The
// suggestions modal's fixed rules moved to the server, as the demo model's answer
// (server/providers/llm/demoSuggestions.ts); the console applies what a model suggests with
// rules/suggestionPatches.ts.
import type { Campaign } from './campaign';

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
