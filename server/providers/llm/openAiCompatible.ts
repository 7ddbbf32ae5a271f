// The real provider (issue 9 point 9): any OpenAI-compatible chat-completions endpoint (OpenAI,
// Ollama, vLLM, a llama.cpp server), streamed with server-sent events. A timer that restarts on
// every chunk bounds the wait (LLM_TIMEOUT_MS); failures end the stream with an `error` event
// whose message says what went wrong (unreachable, refused key, timeout, HTTP error). The key and
// the conversation are never logged.
import { createParser } from 'eventsource-parser';
import { MALFORMED, providerError, providerSaid, REFUSED_KEY, timedOut, UNREACHABLE } from './messages';
import { eventsOfToolCall, systemMessage, toolsFor } from './openAiTools';
import { SUGGESTION_INSTRUCTIONS, suggestionUserMessage } from './suggestionPrompt';
import type { LanguageModel, ModelEvent, ModelRequest, SuggestionRequest, TokenUsage } from './types';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

interface Usage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
}

/** The provider's token counts, when it sent whole non-negative numbers (metered: server/billing/meter.ts). */
function usageOf(usage: Usage | null | undefined): { usage: TokenUsage } | Record<string, never> {
  const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);
  const promptTokens = count(usage?.prompt_tokens);
  const completionTokens = count(usage?.completion_tokens);
  return promptTokens === null || completionTokens === null ? {} : { usage: { promptTokens, completionTokens } };
}

interface Chunk {
  error?: { message?: unknown };
  usage?: Usage | null;
  choices?: {
    delta?: { content?: string | null; tool_calls?: { index?: number; function?: { name?: string; arguments?: string } }[] };
    finish_reason?: string | null;
  }[];
}

interface Completion {
  error?: { message?: unknown };
  usage?: Usage | null;
  choices?: {
    message?: { content?: string | null; tool_calls?: { function?: { name?: string; arguments?: string } }[] };
    finish_reason?: string | null;
  }[];
}

export class OpenAiCompatibleModel implements LanguageModel {
  readonly info;

  constructor(private readonly config: OpenAiConfig) {
    this.info = { kind: 'openai-compatible' as const, label: `${config.model} @ ${new URL(config.baseUrl).host}`, model: config.model };
  }

  async *stream(request: ModelRequest): AsyncIterable<ModelEvent> {
    const abort = new AbortController();
    let timedOutNow = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => ((timedOutNow = true), abort.abort()), this.config.timeoutMs);
    };
    const onCallerAbort = () => abort.abort();
    request.signal?.addEventListener('abort', onCallerAbort);
    const failed = (error: unknown): ModelEvent =>
      timedOutNow
        ? { type: 'error', code: 'timeout', message: timedOut(this.config.timeoutMs) }
        : { type: 'error', code: 'unreachable', message: error instanceof SyntaxError ? MALFORMED : UNREACHABLE };
    try {
      arm();
      let response: Response;
      try {
        response = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
          method: 'POST',
          signal: abort.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
          },
          body: JSON.stringify(this.body(request)),
        });
      } catch (error) {
        yield failed(error);
        return;
      }
      if (response.status === 401 || response.status === 403) {
        yield { type: 'error', code: 'unauthorized', message: REFUSED_KEY };
        return;
      }
      if (!response.ok || !response.body) {
        yield { type: 'error', code: 'provider', message: providerError(response.status) };
        return;
      }
      // a server that ignores `stream: true` answers with the whole completion as JSON
      if (/^application\/json/i.test(response.headers.get('content-type') ?? '')) {
        let whole: Completion;
        try {
          whole = (await response.json()) as Completion;
        } catch (error) {
          yield failed(error);
          return;
        }
        yield* this.complete(request, whole);
        return;
      }
      yield* this.read(request, response.body, arm, failed);
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onCallerAbort);
      abort.abort();
    }
  }

  /** The same chat call, without tools: the instructions ask for the suggestions as JSON. */
  suggest(request: SuggestionRequest): AsyncIterable<ModelEvent> {
    const chat: ModelRequest = {
      system: SUGGESTION_INSTRUCTIONS,
      actions: [],
      functions: [],
      confirmTransfers: false,
      history: [],
      prompt: suggestionUserMessage(request),
      signal: request.signal,
    };
    return this.stream(chat);
  }

  private body(request: ModelRequest) {
    const tools = toolsFor(request);
    return {
      model: this.config.model,
      stream: true,
      // the last chunk then carries the call's token counts (OpenAI, Ollama, vLLM; others ignore it)
      stream_options: { include_usage: true },
      messages: [{ role: 'system', content: systemMessage(request) }, ...request.history, { role: 'user', content: request.prompt }],
      ...(tools.length ? { tools } : {}),
    };
  }

  /** A non-streamed completion as the same events: its text as one token, its tool calls, done. */
  private *complete(request: ModelRequest, whole: Completion): Iterable<ModelEvent> {
    const choice = whole.choices?.[0];
    if (whole.error || !choice) {
      yield { type: 'error', code: 'provider', message: whole.error ? providerSaid(typeof whole.error.message === 'string' ? whole.error.message : '') : MALFORMED };
      return;
    }
    const reply = choice.message?.content ?? '';
    if (reply) yield { type: 'token', text: reply };
    for (const call of choice.message?.tool_calls ?? []) yield* eventsOfToolCall(request, call.function?.name ?? '', call.function?.arguments ?? '');
    yield { type: 'done', reply, finishReason: choice.finish_reason ?? 'stop', ...usageOf(whole.usage) };
  }

  private async *read(
    request: ModelRequest,
    body: ReadableStream<Uint8Array>,
    arm: () => void,
    failed: (error: unknown) => ModelEvent,
  ): AsyncIterable<ModelEvent> {
    const pending: ModelEvent[] = [];
    const calls: { name: string; arguments: string }[] = [];
    let reply = '';
    let finishReason = 'stop';
    let usage: Usage | null = null;
    let finished = false;
    let malformed = false;
    let failure: string | undefined;
    const parser = createParser({
      onEvent: ({ data }) => {
        if (finished || failure !== undefined) return; // what follows the end or an error is not the answer
        if (data === '[DONE]') return void (finished = true);
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          return void (malformed = true);
        }
        if (chunk.error) return void (failure ??= typeof chunk.error.message === 'string' ? chunk.error.message : '');
        if (chunk.usage) usage = chunk.usage;
        for (const choice of chunk.choices ?? []) {
          const text = choice.delta?.content;
          if (text) {
            reply += text;
            pending.push({ type: 'token', text });
          }
          for (const call of choice.delta?.tool_calls ?? []) {
            const slot = (calls[call.index ?? calls.length] ??= { name: '', arguments: '' });
            slot.name += call.function?.name ?? '';
            slot.arguments += call.function?.arguments ?? '';
          }
          if (choice.finish_reason) finishReason = choice.finish_reason;
        }
      },
    });
    const decoder = new TextDecoder();
    try {
      for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
        arm();
        parser.feed(decoder.decode(bytes, { stream: true }));
        yield* pending.splice(0);
        if (malformed) throw new SyntaxError('malformed chunk');
        if (finished || failure !== undefined) break;
      }
    } catch (error) {
      yield failed(error);
      return;
    }
    if (failure !== undefined) {
      yield { type: 'error', code: 'provider', message: providerSaid(failure) };
      return;
    }
    for (const call of calls) if (call) yield* eventsOfToolCall(request, call.name, call.arguments);
    yield { type: 'done', reply, finishReason, ...usageOf(usage) };
  }
}
