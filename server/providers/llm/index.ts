// Which language model the server uses: an OpenAI-compatible endpoint when LLM_BASE_URL is set
// (LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS), else the embedded demo model. Routes never know which.
import { DemoModel } from './demoModel';
import { OpenAiCompatibleModel } from './openAiCompatible';
import type { LanguageModel } from './types';

export type { LanguageModel, ModelEvent, ModelRequest, ProviderInfo } from './types';

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

export function selectLanguageModel(env: Record<string, string | undefined> = process.env): LanguageModel {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return new DemoModel();
  const url = new URL(baseUrl); // a malformed LLM_BASE_URL stops the server at start, not at the first chat
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('LLM_BASE_URL: expected an http(s) URL');
  const timeout = Number(env.LLM_TIMEOUT_MS ?? DEFAULT_LLM_TIMEOUT_MS);
  return new OpenAiCompatibleModel({
    baseUrl,
    apiKey: env.LLM_API_KEY || undefined,
    model: env.LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
  });
}
