// The language model in the editor and the test panel (issue 9), as the user meets it: the
// suggestions modal (loading, the list, apply through the editor's state and autosave, dismiss,
// errors with a retry, "Demo model", the model's text shown as text), and the limits on model calls
// (the test chat and the scenarios panel show the server's time-limit and rate-limit messages).
// A server of this file's own runs with small limits and the OpenAI-compatible stub as its provider
// (a third party's stand-in, over HTTP), which stalls when the test says so; the shared server's
// demo model answers the "Demo model" case.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { suggestionsTimedOut } from '../../server/agents/suggestions';
import { DEMO_SUGGESTION_TEXTS } from '../../server/providers/llm/demoSuggestions';
import { duration, LLM_LIMIT_ENV, promptTimedOut, scenarioRunTimedOut, scenarioTimedOut } from '../../server/providers/llm/limits';
import SuggestionsDialog from '../../src/plugins/agents/actions/SuggestionsDialog';
import { agentsAdapter } from '../../src/plugins/agents/api/agentsAdapter';
import EditAgentOverlay from '../../src/plugins/agents/overlays/EditAgentOverlay';
import { messages } from '../../src/plugins/agents/messages';
import { normalizeCampaign } from '../../src/plugins/agents/rules/campaign';
import TestAgentOverlay from '../../src/plugins/agents/overlays/TestAgentOverlay';
import { agentNamed, FULL_EDITOR_OWNER, renderAgents } from './agents-helpers';
import { accountView, httpClient } from './kernelHarness';
import { tokenFor } from './signIn';
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
      [LLM_LIMIT_ENV.callsPerUser]: '3',
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
    await send('And again');
    const refused = within(dialog).getAllByTestId('agent-reply')[3];
    expect(within(refused).getByRole('alert').textContent).toMatch(/^Too many test chat messages for you: at most 3 per 1 min\. Try again in \d+ s\.$/);
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

const { suggestions: s, buttons } = messages;

/** The harbor owner's agents on this file's own server, through the plugin's adapter. */
async function ownAgent(name: string) {
  const token = await tokenFor(FULL_EDITOR_OWNER, own.url);
  const { account } = await accountView(httpClient(own.url, token));
  const api = agentsAdapter(httpClient(own.url, token, Number(account.organizationId ?? account.id)));
  const { data } = await api.getList!('agents', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const read = async () => (await api.getOne!('agents', { id: data.find((r) => r.agentName === name)!.id })).data;
  return { read, state: await read() };
}

describe('suggestions modal', () => {
  it('loads, shows a stall as the time limit with a retry, then the model\'s list as text; dismiss and apply (autosaved)', async () => {
    expectConsoleError(/^HttpError: The language model did not finish its suggestions/);
    const hostileTitle = '<img src=x onerror="window.__pwned=1">Set the tone';
    const answer = {
      suggestions: [
        { id: 'tone', title: hostileTitle, detail: 'Say how formal to be.', patch: { kind: 'appendToPrompt', text: 'Be warm and brief.' } },
        { id: 'recall', title: 'Add a recall action', detail: 'Patients ask for recalls.', patch: { kind: 'addAction', action: { name: 'Book recall', description: 'Book a recall visit.' } } },
        { id: 'advice', title: 'Use shorter sentences', detail: 'Callers listen, they do not read.' },
      ],
    };
    const { state, read } = await ownAgent('Reception');
    const user = userEvent.setup();
    await renderPlugin(agents, { ui: <EditAgentOverlay value={String(state.id)} close={vi.fn()} />, overlays: true, persona: FULL_EDITOR_OWNER, apiUrl: own.url });
    await user.click(await screen.findByRole('tab', { name: messages.panels.prompt }, { timeout: 10_000 }));

    stub.behave({ kind: 'hang' });
    await user.click(screen.getByRole('button', { name: buttons.suggestions }));
    const dialog = await screen.findByRole('dialog', { name: s.title });
    expect(within(dialog).getByRole('progressbar', { name: s.loading })).toBeInTheDocument();
    const failed = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(failed.textContent).toContain(suggestionsTimedOut(duration(LIMIT_MS)));

    stub.behave({ kind: 'stream', chunks: [textChunk(JSON.stringify(answer), 'stop')] });
    await user.click(within(failed).getByRole('button', { name: s.retry }));
    const list = await within(dialog).findByRole('list', { name: s.title }, { timeout: 10_000 });
    expect(within(dialog).getByText(/ @ 127\.0\.0\.1:\d+$/)).toBeInTheDocument(); // the real provider's label, not "Demo model"
    expect(within(list).getByText(hostileTitle)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(list).getByText(s.addsAction('Book recall'))).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: `${buttons.apply}: Use shorter sentences` })).toBeNull();

    await user.click(within(list).getByRole('button', { name: `${s.dismiss}: Use shorter sentences` }));
    await user.click(within(list).getByRole('button', { name: `${buttons.apply}: ${hostileTitle}` }));
    await user.click(within(list).getByRole('button', { name: `${buttons.apply}: Add a recall action` }));
    expect(await within(dialog).findByText(s.empty)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(within(screen.getByRole('status')).getByText(messages.status.saved)).toBeInTheDocument(), { timeout: 10_000 });
    const after = normalizeCampaign((await read()).staging);
    expect(after.agentInstructions).toBe(`${state.staging.agentInstructions.trimEnd()}\n\nBe warm and brief.`);
    expect(after.actions.at(-1)).toEqual({ name: 'Book recall', description: 'Book a recall visit.' });
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says "Demo model" when the demo model answers with its rules', async () => {
    const agent = await agentNamed(FULL_EDITOR_OWNER, 'Reception');
    const campaign = { ...agent.staging, agentInstructions: 'Answer questions.', actions: [] };
    await renderAgents(<SuggestionsDialog agentId={agent.id} campaign={campaign} onApply={vi.fn()} onClose={vi.fn()} />, { persona: FULL_EDITOR_OWNER });
    const dialog = await screen.findByRole('dialog', { name: s.title });
    expect(await within(dialog).findByText(messages.test.demoModel, {}, { timeout: 10_000 })).toBeInTheDocument();
    for (const title of [DEMO_SUGGESTION_TEXTS.length.title, DEMO_SUGGESTION_TEXTS.greeting.title, DEMO_SUGGESTION_TEXTS.noActions.title]) {
      expect(within(dialog).getByText(title)).toBeInTheDocument();
    }
  });
});

describe('the test panel with hostile text (issue 9 point 12)', () => {
  it('shows a hostile message and a hostile model reply as text, never as HTML', async () => {
    const said = '<img src=x onerror="window.__pwned=3">Hi';
    const answered = '<script>window.__pwned=4</script><img src=x onerror="window.__pwned=5">Sure';
    const { state } = await ownAgent('Reception');
    stub.behave({ kind: 'stream', chunks: [textChunk(answered.slice(0, 20)), textChunk(answered.slice(20), 'stop')] });
    const user = userEvent.setup();
    await renderPlugin(agents, { ui: <TestAgentOverlay value={String(state.id)} close={vi.fn()} />, overlays: true, persona: FULL_EDITOR_OWNER, apiUrl: own.url });
    const dialog = await screen.findByRole('dialog', { name: messages.titles.test });
    await user.click(within(dialog).getByRole('textbox', { name: messages.test.placeholder }));
    await user.paste(said);
    await user.click(within(dialog).getByRole('button', { name: messages.buttons.send }));
    await waitFor(() => expect(within(dialog).getByTestId('agent-reply').textContent).toContain(answered), { timeout: 15_000 });
    expect(within(dialog).getByText(said)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], script')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
