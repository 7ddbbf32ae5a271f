// Agents: prompt improvements from the language model (issue 9, the suggestions modal). The editor
// asks for the agent's staging prompt and actions (or its unsaved draft of them); the provider
// answers (the demo model with its fixed rules), the answer is validated into
// { id, title, detail, patch? } and an answer that does not fit is a clear 502, never a 500. Full
// editor only, rate limited and time limited like the test chat (server/providers/llm/limits.ts).
import { z } from 'zod';
import { agentFromPath } from '../../agents/access';
import { readCampaign, stagingOf } from '../../agents/campaigns';
import { payloadFields, promptField } from '../../agents/payload';
import { parseSuggestions, suggestionsTimedOut, UNREADABLE_SUGGESTIONS } from '../../agents/suggestions';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { selectLanguageModel } from '../../providers/llm';
import { callBudget, duration, llmLimitsFrom, SUGGESTION_CALLS, timeLimit } from '../../providers/llm/limits';
import type { ModelEvent } from '../../providers/llm/types';

const suggestionDoc = reply('Suggestion: id, title, detail, patch? ({kind: "appendToPrompt", text} | {kind: "addAction", action: {name, description?}})');

export default defineArea({
  tag: 'Agents',
  routes: ({ db }) => {
    const model = selectLanguageModel();
    const limits = llmLimitsFrom();
    const budget = callBudget(db, SUGGESTION_CALLS, limits);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/agent/:id/suggestions',
        auth: 'account',
        permission: 'canUseFullEditor',
        subject: ({ caller, params }) => agentFromPath(db, caller, (params as { id?: unknown }).id),
        summary: "Prompt improvements from the language model for the agent's staging prompt and actions (or the editor's unsaved draft of them)",
        params: z.object({ id: z.string().describe('Agent account id') }),
        body: z.object({
          agentInstructions: promptField.optional().describe('The editor\'s unsaved prompt; default: staging'),
          actions: payloadFields.actions.optional().describe('The editor\'s unsaved actions; default: staging'),
        }),
        response: reply('The suggestions and the provider that made them', {
          success,
          provider: reply('kind (demo | openai-compatible), label, model'),
          suggestions: z.array(suggestionDoc),
        }),
        errors: {
          429: 'Too many suggestion requests for the caller or the account (Retry-After says when to try again)',
          502: `The provider failed (its message), or ${UNREADABLE_SUGGESTIONS}`,
          504: 'The provider did not finish in time',
        },
        idempotent: { exempt: 'advice from the model that changes nothing; the model-call limits count each' },
        handler: async ({ subject: agent, caller, body, reply: res }) => {
          await budget.take(res, caller, agent);
          const staging = stagingOf(await readCampaign(db, agent));
          const agentInstructions = body.agentInstructions ?? staging.agentInstructions;
          const actions = body.actions ?? staging.actions;
          const abort = new AbortController();
          res.raw.on('close', () => abort.abort()); // the editor closed the dialog: stop the model
          const limit = timeLimit(limits.promptTimeLimitMs, abort.signal);
          let answer: Extract<ModelEvent, { type: 'done' | 'error' }> | undefined;
          for await (const event of model.suggest({ agentInstructions, actions, signal: limit.signal })) {
            if (limit.expired) break;
            if (event.type === 'done' || event.type === 'error') answer = event;
          }
          if (limit.expired) fail(504, suggestionsTimedOut(duration(limits.promptTimeLimitMs)));
          if (!answer || answer.type === 'error') fail(answer?.code === 'timeout' ? 504 : 502, answer?.message ?? UNREADABLE_SUGGESTIONS);
          const suggestions = parseSuggestions(answer.reply, actions) ?? fail(502, UNREADABLE_SUGGESTIONS);
          return { success: true, provider: model.info, suggestions };
        },
      }),
    ];
  },
});
