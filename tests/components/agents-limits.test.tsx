// The limits on language-model calls as the tester meets them (issue 9): the test chat and the
// scenarios panel show the server's time-limit and rate-limit messages. A server of this file's own
// runs with small limits and the OpenAI-compatible stub as its provider (a third party's stand-in,
// over HTTP), which stalls when the test says so.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LLM_LIMIT_ENV, promptTimedOut, scenarioRunTimedOut, scenarioTimedOut } from '../../server/providers/llm/limits';
import { messages } from '../../src/plugins/agents/messages';
import TestAgentOverlay from '../../src/plugins/agents/test/TestAgentOverlay';
import { startLlmStub, textChunk, type LlmStub } from '../server/llmStub';
import agents from '../../src/plugins/agents/module';
import { renderPlugin } from './renderPlugin';
import { expectConsoleError } from './consoleGuard';
import { startOwnServer, type OwnServer } from './ownServer';

vi.setConfig({ testTimeout: 60_000 });
const LIMIT_MS = 300;
const OWNER = 'owner@acme.example';
let stub: LlmStub;
let own: OwnServer;

beforeAll(async () => {
  stub = await startLlmStub();
  own = await startOwnServer({
    env: {
      LLM_BASE_URL: stub.url,
      LLM_TIMEOUT_MS: '600000', // the overall limits strike first
      [LLM_LIMIT_ENV.callsPerUser]: '2',
      [LLM_LIMIT_ENV.runsPerUser]: '1',
      [LLM_LIMIT_ENV.promptTimeLimitMs]: String(LIMIT_MS),
      [LLM_LIMIT_ENV.scenarioRunTimeLimitMs]: String(LIMIT_MS),
    },
  });
}, 120_000);
afterAll(async () => {
  await own?.stop();
  await stub?.close();
});

async function openChat() {
  const desk = own.seeded.agents.acme[0];
  await renderPlugin(agents, { ui: <TestAgentOverlay value={String(desk)} close={vi.fn()} />, overlays: true, persona: OWNER, apiUrl: own.url });
  return screen.findByRole('dialog', { name: messages.titles.test });
}

describe('limits on language-model calls in the test panel', () => {
  it('the test chat shows the time limit, then the rate limit, as the server words them', async () => {
    // react-admin logs a refused data-provider call in development
    expectConsoleError(/^HttpError: Too many test chat messages for you/);
    const user = userEvent.setup();
    const dialog = await openChat();
    const input = within(dialog).getByRole('textbox', { name: messages.test.placeholder });
    const send = async (text: string) => {
      await user.type(input, text);
      await user.click(within(dialog).getByRole('button', { name: messages.buttons.send }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: messages.buttons.reset })).toBeEnabled(), { timeout: 20_000 });
    };

    stub.behave({ kind: 'hang' });
    await send('Are you there?');
    expect(within(within(dialog).getAllByTestId('agent-reply')[0]).getByRole('alert').textContent).toBe(promptTimedOut(LIMIT_MS));

    stub.behave({ kind: 'stream', chunks: [textChunk('Hello from the stub.', 'stop')] });
    await send('Hello');
    expect(within(dialog).getAllByTestId('agent-reply')[1].textContent).toContain('Hello from the stub.');
    await send('Hello again');
    const refused = within(dialog).getAllByTestId('agent-reply')[2];
    expect(within(refused).getByRole('alert').textContent).toMatch(/^Too many test chat messages for you: at most 2 per 1 min\. Try again in \d+ s\.$/);
  });

  it('the scenarios panel shows a run stopped by its time limit (its scenarios failed by timeout), then the rate limit', async () => {
    expectConsoleError(/^HttpError: The scenario run took longer/);
    expectConsoleError(/^HttpError: Too many scenario runs for you/);
    const user = userEvent.setup();
    const dialog = await openChat();
    const panel = within(dialog).getByRole('region', { name: messages.scenarios.title });
    const runAll = await within(panel).findByRole('button', { name: messages.scenarios.runAll });
    await waitFor(() => expect(runAll).toBeEnabled(), { timeout: 10_000 });

    stub.behave({ kind: 'hang' });
    await user.click(runAll);
    expect((await within(panel).findByRole('alert', {}, { timeout: 20_000 })).textContent).toBe(scenarioRunTimedOut(LIMIT_MS));
    await waitFor(() => expect(within(panel).getAllByText(messages.scenarios.failed)).toHaveLength(2), { timeout: 10_000 });
    expect(within(panel).getAllByText(scenarioTimedOut(LIMIT_MS), { exact: false })).toHaveLength(2);

    await waitFor(() => expect(runAll).toBeEnabled());
    await user.click(runAll);
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toMatch(/^Too many scenario runs for you: at most 1 per 10 min\. Try again in \d+ s\.$/), { timeout: 20_000 });
  });
});
