// runPrompt with LLM_BASE_URL set: the server streams what the OpenAI-compatible stub answers,
// with the agent's staging prompt as the system message, its enabled functions as tools, and the
// provider's failure as the stream's last event.
import { createParser } from 'eventsource-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { REFUSED_KEY } from '../../server/providers/llm/messages';
import { apiUrl, serverWith } from './helpers';
import { startLlmStub, textChunk, toolChunk } from './llmStub';

const stub = await startLlmStub();
afterAll(() => stub.close());
// The provider is chosen when the server starts.
Object.assign(process.env, { LLM_BASE_URL: stub.url, LLM_API_KEY: 'sk-secret-route', LLM_MODEL: 'stub-model' });
const { server, t } = await serverWith(['acmeOwner']);
for (const key of ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL']) delete process.env[key];
const desk = server.seeded.agents.acme[0];

async function chat(promptText: string) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token: t.acmeOwner, target: desk }), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ promptText }),
  });
  const events: { event: string; data: any }[] = [];
  createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) }).feed(await response.text());
  return { status: response.status, events };
}

describe('runPrompt on an OpenAI-compatible provider', () => {
  it('streams the provider\'s tokens and tool calls as the chat\'s events', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk('Booking '), textChunk('now.'), toolChunk(0, 'choose_action', '{"name":"Book appointment"}', 'tool_calls')] });
    const res = await chat('Book me in');
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.event)).toEqual(['provider', 'token', 'token', 'action', 'done']);
    expect(res.events[0].data).toMatchObject({ kind: 'openai-compatible', model: 'stub-model' });
    expect(res.events.at(-1)!.data).toEqual({ reply: 'Booking now.', finishReason: 'tool_calls' });
    const sent = stub.requests.at(-1)!.body;
    expect(sent.messages[0].content).toContain('You are the friendly front desk of Acme.');
    expect(sent.tools.some((x: any) => x.function.description.startsWith('calendar:1 bookAppointment:'))).toBe(true);
    expect(stub.requests.at(-1)!.headers.authorization).toBe('Bearer sk-secret-route');
  });

  it('ends the stream with the provider\'s error', async () => {
    stub.behave({ kind: 'status', status: 401 });
    const res = await chat('Hi');
    expect(res.status).toBe(200);
    expect(res.events.at(-1)).toEqual({ event: 'error', data: { code: 'unauthorized', message: REFUSED_KEY } });
  });
});
