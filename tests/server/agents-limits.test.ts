// Limits on language-model calls (issue 9, server/providers/llm/limits.ts), on a server whose limits
// are made small through the environment and whose provider is the OpenAI-compatible stub: the 429
// with Retry-After per user and per account, the overall time limit of a test chat turn and of a
// scenario run while the stub stalls (the provider's own idle timeout set far beyond), what is
// recorded of them, and refusals that name the field. Then the suggestions route on the same stub:
// a good answer, garbage, a provider error and a stall.
import { eq } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { accounts, calls } from '../../server/db/schema';
import { suggestionsTimedOut, UNREADABLE_SUGGESTIONS } from '../../server/agents/suggestions';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { providerError } from '../../server/providers/llm/messages';
import { SUGGESTION_INSTRUCTIONS } from '../../server/providers/llm/suggestionPrompt';
import {
  CHAT_CALLS,
  duration,
  LLM_LIMIT_ENV,
  MAX_SCENARIOS_PER_AGENT,
  MAX_TURNS_PER_SCENARIO,
  promptTimedOut,
  SCENARIO_RUNS,
  SUGGESTION_CALLS,
  scenarioRunTimedOut,
  scenarioTimedOut,
  tooMany,
} from '../../server/providers/llm/limits';
import { apiUrl, call, serverWith, signIn } from './helpers';
import { startLlmStub, textChunk } from './llmStub';

const stub = await startLlmStub();
afterAll(() => stub.close());
const PROMPT_LIMIT_MS = 300;
const PER_USER = 5;
const PER_ACCOUNT = 7;
const RUN_LIMIT_MS = 1000; // long enough for the walk-away test to leave first
const env: Record<string, string> = {
  LLM_BASE_URL: stub.url,
  LLM_MODEL: 'stub-model',
  LLM_TIMEOUT_MS: '600000', // the provider's idle timer never strikes first: the overall limits do
  [LLM_LIMIT_ENV.callsPerUser]: String(PER_USER),
  [LLM_LIMIT_ENV.callsPerAccount]: String(PER_ACCOUNT),
  [LLM_LIMIT_ENV.runsPerUser]: '2',
  [LLM_LIMIT_ENV.promptTimeLimitMs]: String(PROMPT_LIMIT_MS),
  [LLM_LIMIT_ENV.scenarioRunTimeLimitMs]: String(RUN_LIMIT_MS),
};
// Limits and provider are read when the server starts.
Object.assign(process.env, env);
const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner']);
for (const key of Object.keys(env)) delete process.env[key];
const desk = server.seeded.agents.acme[0];
const globexDesk = server.seeded.agents.globex[0];
const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
const harbor = await signIn(server, 'owner@harbordental.example');

async function chat(token: string, body: Record<string, unknown>, target = desk) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token, target }), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const text = await response.text();
  const events: { event: string; data: any }[] = [];
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) }).feed(text);
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), events, json: events.length ? null : JSON.parse(text) };
}

describe('time limits while the provider stalls', () => {
  it('a test chat turn ends with a timeout error at its limit, recorded as far as it got', async () => {
    stub.behave({ kind: 'hang' });
    const res = await chat(t.globexOwner, { promptText: 'Are you there?', conversationId: 'stalled-1' }, globexDesk);
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.event)).toEqual(['provider', 'error']);
    expect(res.events[1].data).toEqual({ code: 'timeout', message: promptTimedOut(PROMPT_LIMIT_MS) });
    const [record] = await server.db.db.select().from(calls).where(eq(calls.uuid, `test-${globexDesk}-stalled-1`));
    expect(record.transcript?.at(-1)).toMatchObject({ role: 'agent', text: `[${promptTimedOut(PROMPT_LIMIT_MS)}]` });
  });

  it('a scenario run answers 504 at its limit and keeps every unfinished scenario as failed by timeout', async () => {
    stub.behave({ kind: 'hang' });
    const run = await call(server, 'POST', `/api/v2/agent/${desk}/scenarios/run`, { token: t.acmeOwner, body: {} });
    expect(run.status).toBe(504);
    expect(run.body).toMatchObject({ success: false, message: scenarioRunTimedOut(RUN_LIMIT_MS), run: { passed: false } });
    expect(run.body.run.results.map((r: any) => [r.passed, r.failures])).toEqual([
      [false, [scenarioTimedOut(RUN_LIMIT_MS)]],
      [false, [scenarioTimedOut(RUN_LIMIT_MS)]],
    ]);
    const list = await call(server, 'GET', `/api/v2/agent/${desk}/scenarios`, { token: t.acmeOwner });
    expect(list.body.scenarios.map((s: any) => s.lastRun.failures)).toEqual([[scenarioTimedOut(RUN_LIMIT_MS)], [scenarioTimedOut(RUN_LIMIT_MS)]]);
  });
});

describe('a scenario run the caller walks away from', () => {
  it('is not kept: the abort\'s errors are no result and publish must not ask about them', async () => {
    const runsPath = `/api/v2/agent/${desk}/scenarios`;
    const before = (await call(server, 'GET', runsPath, { token: t.acmeAdmin })).body.runs.length;
    stub.behave({ kind: 'hang' });
    const asked = stub.requests.length;
    const walkAway = new AbortController();
    const pending = fetch(apiUrl(server, `${runsPath}/run`, { token: t.acmeAdmin }), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: walkAway.signal,
    }).catch(() => null);
    await vi.waitFor(() => expect(stub.requests.length).toBeGreaterThan(asked));
    walkAway.abort();
    await pending;
    await vi.waitFor(() => expect(stub.hanging()).toBe(0)); // the server stopped asking the model
    stub.behave({ kind: 'stream', chunks: [textChunk('Hello.', 'stop')] });
    expect((await call(server, 'POST', `${runsPath}/run`, { token: t.acmeAdmin, body: {} })).status).toBe(200);
    expect((await call(server, 'GET', runsPath, { token: t.acmeAdmin })).body.runs).toHaveLength(before + 1);
  });
});

describe('rate limits per user and per account', () => {
  it('a user gets 429 with Retry-After after their budget; refused input does not count', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk('Hello.', 'stop')] });
    const bad = await chat(t.acmeOwner, { promptText: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^promptText: /);
    for (let i = 0; i < PER_USER; i++) expect((await chat(t.acmeOwner, { promptText: `Hi ${i}` })).status).toBe(200);
    const refused = await chat(t.acmeOwner, { promptText: 'Once more' });
    expect(refused.status).toBe(429);
    const wait = Number(refused.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json).toEqual({ success: false, message: tooMany(CHAT_CALLS, 'user', PER_USER, 60_000, wait) });
  });

  it('the other users of the account share its budget; another account is not affected', async () => {
    // the account has used PER_USER calls (the refused one stopped at the user's budget)
    for (let i = PER_USER; i < PER_ACCOUNT; i++) expect((await chat(t.acmeAdmin, { promptText: `Hi ${i}` })).status).toBe(200);
    const refused = await chat(t.acmeAdmin, { promptText: 'Once more' });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(tooMany(CHAT_CALLS, 'account', PER_ACCOUNT, 60_000, Number(refused.retryAfter)));
    expect((await chat(t.globexOwner, { promptText: 'Hi' }, globexDesk)).status).toBe(200);
  });

  it('scenario runs have their own budget', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk('Hello.', 'stop')] });
    // one run so far (the timed-out one above)
    expect((await call(server, 'POST', `/api/v2/agent/${desk}/scenarios/run`, { token: t.acmeOwner, body: {} })).status).toBe(200);
    const refused = await call(server, 'POST', `/api/v2/agent/${desk}/scenarios/run`, { token: t.acmeOwner, body: {} });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(new RegExp(`^Too many ${SCENARIO_RUNS} for you: at most 2 per 10 min\\. Try again in \\d+ s\\.$`));
  });

  it('caps on what a run can cost name the field: turns per scenario, scenarios per agent', async () => {
    const path = `/api/v2/agent/${globexDesk}/scenarios`;
    const scenario = (name: string, turns = ['Hello']) => ({ token: t.globexOwner, body: { name, turns, expect: [{ kind: 'transfer', made: false }] } });
    const long = Array.from({ length: MAX_TURNS_PER_SCENARIO + 1 }, (_, i) => `turn ${i}`);
    expect(await call(server, 'POST', path, scenario('Long', long))).toEqual({ status: 400, body: { success: false, message: `turns: At most ${MAX_TURNS_PER_SCENARIO} turns` } });
    const existing = (await call(server, 'GET', path, { token: t.globexOwner })).body.scenarios.length;
    for (let i = existing; i < MAX_SCENARIOS_PER_AGENT; i++) expect((await call(server, 'POST', path, scenario(`S${i}`))).status).toBe(201);
    expect(await call(server, 'POST', path, scenario('One too many'))).toEqual({
      status: 400,
      body: { success: false, message: `name: At most ${MAX_SCENARIOS_PER_AGENT} scenarios per agent` },
    });
  });
});

describe('suggestions from an OpenAI-compatible provider', () => {
  const suggest = (body: Record<string, unknown> = {}) => call(server, 'POST', `/api/v2/agent/${reception.id}/suggestions`, { token: harbor, body });
  const good = {
    suggestions: [
      { id: 'tone', title: 'Set the tone', detail: 'Say how formal to be.', patch: { kind: 'appendToPrompt', text: 'Be warm and brief.' } },
      { title: 'Add a recall action', detail: 'Patients ask for recalls.', patch: { kind: 'addAction', action: { name: 'Book recall', description: 'Book a recall visit.' } } },
      { id: 'tone', title: 'Already there', detail: 'An action it has.', patch: { kind: 'addAction', action: { name: 'book appointment' } } },
    ],
  };

  it('asks with the agent as the user message and returns the validated list (ids made unique, an action it has not offered again)', async () => {
    // the answer in two chunks, in a code fence as models often do
    const text = `\`\`\`json\n${JSON.stringify(good)}\n\`\`\``;
    stub.behave({ kind: 'stream', chunks: [textChunk(text.slice(0, 40)), textChunk(text.slice(40), 'stop')] });
    const res = await suggest({ agentInstructions: 'Answer questions.', actions: [{ name: 'Book appointment' }] });
    expect(res.status).toBe(200);
    expect(res.body.provider).toMatchObject({ kind: 'openai-compatible', model: 'stub-model' });
    expect(res.body.suggestions).toEqual([
      good.suggestions[0],
      { id: 'suggestion-2', ...good.suggestions[1] },
      { id: 'suggestion-3', title: 'Already there', detail: 'An action it has.' },
    ]);
    const sent = stub.requests.at(-1)!.body;
    expect(sent.messages[0]).toEqual({ role: 'system', content: SUGGESTION_INSTRUCTIONS });
    expect(JSON.parse(sent.messages[1].content)).toEqual({ prompt: 'Answer questions.', actions: [{ name: 'Book appointment' }] });
    expect(sent.tools).toBeUndefined();
  });

  it('an answer that is not the list, an error of the provider and a stall are clear errors, never a 500', async () => {
    for (const garbage of ['Sure! Here are some ideas: be nicer.', JSON.stringify({ suggestions: [{ title: '', patch: { kind: 'rm -rf' } }] })]) {
      stub.behave({ kind: 'stream', chunks: [textChunk(garbage, 'stop')] });
      expect(await suggest()).toEqual({ status: 502, body: { success: false, message: UNREADABLE_SUGGESTIONS } });
    }
    stub.behave({ kind: 'status', status: 500 });
    expect(await suggest()).toEqual({ status: 502, body: { success: false, message: providerError(500) } });
    stub.behave({ kind: 'hang' });
    expect(await suggest()).toEqual({ status: 504, body: { success: false, message: suggestionsTimedOut(duration(PROMPT_LIMIT_MS)) } });
  });

  it('is rate limited on its own budget', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk(JSON.stringify(good), 'stop')] });
    const refused = await suggest();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooMany(SUGGESTION_CALLS, 'user', PER_USER, 60_000, Number(refused.body.message.match(/in (\d+) s/)[1])));
  });
});
