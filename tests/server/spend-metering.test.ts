// Issue 22 point 6, token metering: every language-model turn of the runtime (voice, SMS, the test
// chat, scenarios) adds its tokens to the organization's `tokens` usage that stats/usage reports:
// the provider's own count when it reports one (an OpenAI-compatible stub over HTTP), else the estimate.
import { afterAll, describe, expect, it } from 'vitest';
import { turnTokens } from '../../server/billing/meter';
import { conversationRuntime } from '../../server/conversations';
import { OpenAiCompatibleModel } from '../../server/providers/llm/openAiCompatible';
import { apiUrl, call, serverWith } from './helpers';
import { assignNumber, freshNumber } from './conversationsFixture';
import { startLlmStub, textChunk } from './llmStub';

const { server, t } = await serverWith(['reseller', 'acmeOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const stub = await startLlmStub();
afterAll(() => stub.close());

const today = () => new Date().toISOString().slice(0, 10);
/** The organization's tokens today, read by its reseller (Acme's owner does not view billing). */
async function tokens(org: number): Promise<number> {
  const res = await call(server, 'GET', '/api/v2/stats/usage', { token: t.reseller, target: org, query: { startDate: today(), endDate: today() } });
  expect(res.status).toBe(200);
  return res.body.totals.tokens as number;
}
/** The tokens `act` adds to the organization's usage today. */
async function grows(org: number, act: () => Promise<unknown>): Promise<number> {
  const before = await tokens(org);
  await act();
  return (await tokens(org)) - before;
}

describe('token metering', () => {
  it('an SMS turn meters the estimate with the demo model, to its organization only', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const text = 'What are your opening hours on Saturday?';
    let reply = '';
    const globex = await tokens(orgs.globex);
    const added = await grows(orgs.acme, async () => {
      const res = await call(server, 'POST', '/dev/carrier/sms', { body: { from: freshNumber(), to, text } });
      expect(res.body.status).toBe('answered');
      reply = res.body.reply;
    });
    // at least the words exchanged; the prompt and instructions sent count too
    expect(added).toBeGreaterThan(Math.ceil((text.length + reply.length) / 4));
    expect(await tokens(orgs.globex)).toBe(globex);
  });

  it('a voice call meters each turn', async () => {
    const to = await assignNumber(db, orgs.acme, agents.acme[0]);
    const dial = (turns: string[]) => call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns } });
    const one = await grows(orgs.acme, () => dial(['Hello?']));
    const two = await grows(orgs.acme, () => dial(['Hello?', 'Can I book an appointment for Monday at 9 am?']));
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(one);
  });

  it('meters the count the provider reports, for SMS and voice turns', async () => {
    stub.behave({ kind: 'stream', chunks: [textChunk('We open at nine.', 'stop'), { choices: [], usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 } }] });
    const model = new OpenAiCompatibleModel({ baseUrl: stub.url, model: 'stub-model', timeoutMs: 5_000 });
    const runtime = conversationRuntime(db, { model });
    const to = await assignNumber(db, orgs.globex, agents.globex[0]);
    const smsAdded = await grows(orgs.globex, async () => {
      expect(await runtime.receiveSms({ from: freshNumber(), to, text: 'When do you open?' })).toMatchObject({ status: 'answered', reply: 'We open at nine.' });
    });
    expect(smsAdded).toBe(150);
    expect(stub.requests.at(-1)!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const callId = `CAmeter${Date.now()}`;
    await runtime.startCall({ from: freshNumber(), to, carrierCallId: callId });
    const voiceAdded = await grows(orgs.globex, () => runtime.callTurn(callId, 'When do you open?'));
    expect(voiceAdded).toBe(150);
    await runtime.endCall(callId, 'completed');
    // a provider that reports no usage: the estimate
    stub.behave({ kind: 'stream', chunks: [textChunk('We open at nine.', 'stop')] });
    const estimated = await grows(orgs.globex, () => runtime.receiveSms({ from: freshNumber(), to, text: 'When do you open?' }));
    expect(estimated).toBeGreaterThan(0);
    expect(estimated).not.toBe(150);
  });

  it('the test chat meters its turns', async () => {
    const desk = agents.acme[0];
    const added = await grows(orgs.acme, async () => {
      const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token: t.acmeOwner, target: desk }), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ promptText: 'Hello there', conversationId: 'meter-1' }),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('event: done');
    });
    expect(added).toBeGreaterThan(0);
  });

  it('a scenario run meters every turn it plays', async () => {
    const desk = agents.acme[0];
    const added = await grows(orgs.acme, async () => {
      const run = await call(server, 'POST', `/api/v2/agent/${desk}/scenarios/run`, { token: t.acmeOwner, body: {} });
      expect(run.status).toBe(200);
    });
    expect(added).toBeGreaterThan(0);
  });
});

describe('turnTokens', () => {
  const request = { system: 'abcd'.repeat(10), history: [{ role: 'user' as const, content: 'abcd' }], prompt: 'abcdabcd', passages: [{ title: 't', url: 'u', text: 'abcd' }] };
  it('prefers the provider\'s count and otherwise estimates four characters a token over all that was sent', () => {
    expect(turnTokens(request, 'abcd', { promptTokens: 7, completionTokens: 3 })).toBe(10);
    expect(turnTokens(request, 'abcd')).toBe(10 + 1 + 2 + 1 + 1);
  });
});
