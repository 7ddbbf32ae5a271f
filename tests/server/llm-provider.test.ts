// The OpenAI-compatible provider against a stub over HTTP (issue 9 point 9): streamed text, a tool
// call mapped back to the agent's function and to a transfer, a refused key (401), an unreachable
// endpoint and a hang that ends in the timeout. Plus the selection by environment.
import { afterAll, describe, expect, it } from 'vitest';
import { selectLanguageModel } from '../../server/providers/llm';
import { DemoModel } from '../../server/providers/llm/demoModel';
import { MALFORMED, providerSaid, REFUSED_KEY, timedOut, UNREACHABLE } from '../../server/providers/llm/messages';
import type { ModelEvent, ModelRequest } from '../../server/providers/llm/types';
import { startLlmStub, textChunk, toolChunk } from './llmStub';

const stub = await startLlmStub();
afterAll(() => stub.close());

const request: ModelRequest = {
  system: 'You are the front desk of Acme.',
  actions: [
    { name: 'Book appointment', keywords: ['book'], app: 'calendar:1', function: 'bookAppointment' },
    { name: 'Transfer to a human', transfer: { to: '+15551230100' } },
  ],
  functions: [{ app: 'calendar:1', name: 'bookAppointment', description: 'Book', parameters: { type: 'object', properties: { date: { type: 'string' } } } }],
  confirmTransfers: true,
  history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }],
  prompt: 'Book me for tomorrow',
};

async function collect(events: AsyncIterable<ModelEvent>): Promise<ModelEvent[]> {
  const out: ModelEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const model = (extra: Record<string, string> = {}) =>
  selectLanguageModel({ LLM_BASE_URL: stub.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'stub-model', ...extra });

describe('OpenAI-compatible provider', () => {
  it('is chosen by LLM_BASE_URL; the demo model otherwise', () => {
    expect(selectLanguageModel({})).toBeInstanceOf(DemoModel);
    expect(model().info).toEqual({ kind: 'openai-compatible', label: `stub-model @ ${new URL(stub.url).host}`, model: 'stub-model' });
    expect(() => selectLanguageModel({ LLM_BASE_URL: 'ftp://x' })).toThrow(/LLM_BASE_URL/);
  });

  it('streams text as tokens and sends the prompt, history, key and tools', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk('Sure, '), textChunk('booked.', 'stop')] });
    const events = await collect(model().stream(request));
    expect(events).toEqual([
      { type: 'token', text: 'Sure, ' },
      { type: 'token', text: 'booked.' },
      { type: 'done', reply: 'Sure, booked.', finishReason: 'stop' },
    ]);
    const sent = stub.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'stub-model', stream: true });
    expect(sent.body.messages.map((m: any) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.body.messages[0].content).toContain('Book appointment');
    expect(sent.body.tools.map((t: any) => t.function.name)).toEqual(['fn_0', 'choose_action', 'transfer_call']);
  });

  it('maps streamed tool calls (arguments in pieces) to the function, the action and the transfer', async () => {
    stub.behave({
      kind: 'stream',
      chunks: [
        toolChunk(0, 'fn_0', '{"da'),
        toolChunk(0, undefined, 'te":"tomorrow"}'),
        toolChunk(1, 'transfer_call', '{"action":"Transfer to a human"}', 'tool_calls'),
      ],
    });
    const events = await collect(model().stream(request));
    expect(events).toEqual([
      { type: 'function', app: 'calendar:1', name: 'bookAppointment', arguments: { date: 'tomorrow' } },
      { type: 'action', name: 'Transfer to a human' },
      { type: 'transfer', action: 'Transfer to a human', to: '+15551230100', confirm: true },
      { type: 'done', reply: '', finishReason: 'tool_calls' },
    ]);
  });

  it('says the key was refused on 401, and names other HTTP errors', async () => {
    stub.behave({ kind: 'status', status: 401 });
    expect(await collect(model().stream(request))).toEqual([{ type: 'error', code: 'unauthorized', message: REFUSED_KEY }]);
    stub.behave({ kind: 'status', status: 500 });
    expect(await collect(model().stream(request))).toEqual([{ type: 'error', code: 'provider', message: 'The language model answered with an error (HTTP 500).' }]);
  });

  it('ends with the provider\'s own words when it sends an error inside the stream', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk('Sure, '), { error: { message: 'Rate limit reached for stub-model.', type: 'requests' } }, textChunk('never sent')] });
    expect(await collect(model().stream(request))).toEqual([
      { type: 'token', text: 'Sure, ' },
      { type: 'error', code: 'provider', message: providerSaid('Rate limit reached for stub-model.') },
    ]);
    expect(providerSaid('Rate limit reached.')).toBe('The language model answered with an error: Rate limit reached.');
  });

  it('reads a whole JSON completion from a server that does not stream', async () => {
    const message = { content: 'Booked.', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'fn_0', arguments: '{"date":"tomorrow"}' } }] };
    stub.behave({ kind: 'json', body: { choices: [{ index: 0, message, finish_reason: 'tool_calls' }] } });
    expect(await collect(model().stream(request))).toEqual([
      { type: 'token', text: 'Booked.' },
      { type: 'function', app: 'calendar:1', name: 'bookAppointment', arguments: { date: 'tomorrow' } },
      { type: 'done', reply: 'Booked.', finishReason: 'tool_calls' },
    ]);
    stub.behave({ kind: 'json', body: { object: 'list' } });
    expect(await collect(model().stream(request))).toEqual([{ type: 'error', code: 'provider', message: MALFORMED }]);
  });

  it('says the endpoint cannot be reached', async () => {
    const events = await collect(selectLanguageModel({ LLM_BASE_URL: 'http://127.0.0.1:9/v1' }).stream(request));
    expect(events).toEqual([{ type: 'error', code: 'unreachable', message: UNREACHABLE }]);
  });

  it('gives up on a hanging endpoint after LLM_TIMEOUT_MS', async () => {
    stub.behave({ kind: 'hang' });
    const events = await collect(model({ LLM_TIMEOUT_MS: '300' }).stream(request));
    expect(events).toEqual([{ type: 'error', code: 'timeout', message: timedOut(300) }]);
  });
});
