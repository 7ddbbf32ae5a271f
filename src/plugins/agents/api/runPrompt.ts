// POST /api/v1/agent/runPrompt: the test conversation, read as it is produced (server-sent events,
// docs/api-contract.md "Test agent"). The http client's request reads whole bodies, so this call
// streams through its `stream` (fetch, the session token in the Authorization header, not the URL).
import { createParser } from 'eventsource-parser';
import { ApiError, type HttpClient } from '../../../adapters/http';
import type { ChatTurn, PromptEvent } from './types';

export const RUN_PROMPT_PATH = '/api/v1/agent/runPrompt';

export interface RunPromptParams {
  agentId: number;
  promptText: string;
  history: ChatTurn[];
  /** one per chat: the server keeps the chat's turns in one test call record (docs/api-contract.md) */
  conversationId?: string;
  onEvent: (event: PromptEvent) => void;
  signal?: AbortSignal;
}

/** One SSE event → a typed event; unknown types and malformed data are skipped. */
export function toPromptEvent(type: string | undefined, data: string): PromptEvent | null {
  const known = ['provider', 'token', 'action', 'function', 'transfer', 'citations', 'done', 'error'];
  if (!type || !known.includes(type)) return null;
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    return parsed && typeof parsed === 'object' ? ({ ...parsed, type } as PromptEvent) : null;
  } catch {
    return null;
  }
}

export async function runPrompt(http: HttpClient, { agentId, promptText, history, conversationId, onEvent, signal }: RunPromptParams): Promise<void> {
  // the token in the Authorization header, not the URL (the http client's stream)
  const response = await http.stream(RUN_PROMPT_PATH, {
    method: 'POST',
    query: { targetAccountId: agentId },
    body: { targetAgent: agentId, promptText, history, conversationId },
    signal,
  });
  if (!response.ok || !response.body) {
    let message = response.statusText || `HTTP ${response.status}`;
    try {
      const json = (await response.json()) as { message?: unknown };
      if (typeof json.message === 'string' && json.message) message = json.message;
    } catch {
      // not JSON: the status text it is
    }
    throw new ApiError(response.status, message);
  }
  const parser = createParser({
    onEvent: (message) => {
      const event = toPromptEvent(message.event, message.data);
      if (event) onEvent(event);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}
