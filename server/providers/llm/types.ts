// One interface for the language model behind the agent test chat (issue 9 point 9). Routes know
// only this; `selectLanguageModel` (index.ts) picks the embedded demo model or an
// OpenAI-compatible endpoint from the environment.

export interface ToolAction {
  name: string;
  description?: string;
  keywords?: string[];
  app?: string;
  function?: string;
  transfer?: { to: string; message?: string };
}

export interface ToolFunction {
  /** `appId:version` */
  app: string;
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A knowledge-base passage the agent may answer from (issue 21 point 5), best first. */
export interface Passage {
  title: string;
  url: string;
  text: string;
}

export interface ModelRequest {
  /** The agent's prompt, variables filled. */
  system: string;
  actions: readonly ToolAction[];
  functions: readonly ToolFunction[];
  confirmTransfers: boolean;
  history: readonly ChatTurn[];
  prompt: string;
  /** passages of the agent's knowledge bases found for `prompt` (none when it has none) */
  passages?: readonly Passage[];
  signal?: AbortSignal;
}

/** The agent whose prompt the model is asked to improve (the suggestions modal). */
export interface SuggestionRequest {
  agentInstructions: string;
  actions: readonly ToolAction[];
  signal?: AbortSignal;
}

/** Tokens one model call used, as the provider reports them. */
export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export type ModelErrorCode = 'unreachable' | 'unauthorized' | 'timeout' | 'provider';

export type ModelEvent =
  | { type: 'token'; text: string }
  | { type: 'action'; name: string }
  | { type: 'function'; app: string; name: string; arguments: Record<string, unknown> }
  | { type: 'transfer'; action: string; to: string; confirm: boolean }
  /** `usage`: the tokens the provider says the call used, when it says (server/billing/meter.ts) */
  | { type: 'done'; reply: string; finishReason: string; usage?: TokenUsage }
  | { type: 'error'; message: string; code: ModelErrorCode };

export interface ProviderInfo {
  kind: 'demo' | 'openai-compatible';
  label: string;
  model: string;
}

export interface LanguageModel {
  readonly info: ProviderInfo;
  /** The answer as events; ends with `done` or `error`, never throws for the provider's failures. */
  stream(request: ModelRequest): AsyncIterable<ModelEvent>;
  /** Prompt improvements: `done`'s reply is the answer's text (JSON asked for, not trusted), or `error`. */
  suggest(request: SuggestionRequest): AsyncIterable<ModelEvent>;
}
