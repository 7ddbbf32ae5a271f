// Suggestions from the language model (issue 9) with the embedded demo model: its fixed rules as a
// validated list { id, title, detail, patch? } on the staging campaign or the editor's draft, the
// provider named, the full-editor permission and the subtree enforced, bad input refused by field.
// The real provider (good answer, garbage, an error, a stall) is in agents-limits.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { PROMPT_MAX_CHARS } from '../../server/agents/messages';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { DEMO_SUGGESTION_TEXTS as T } from '../../server/providers/llm/demoSuggestions';
import { DEMO_LABEL } from '../../server/providers/llm/messages';
import { call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
const harbor = await signIn(server, 'owner@harbordental.example');
const path = `/api/v2/agent/${reception.id}/suggestions`;
const transfer = { name: 'Transfer to a human', transfer: { to: '+15551230300', message: 'One moment.' } };

describe('suggestions from the demo model', () => {
  it('a short draft without greeting, transfer instruction, action mention or closing gets each suggestion, with its patch', async () => {
    const res = await call(server, 'POST', path, { token: harbor, body: { agentInstructions: 'Answer questions.', actions: [transfer, { name: 'Book appointment' }] } });
    expect(res.status).toBe(200);
    expect(res.body.provider).toMatchObject({ kind: 'demo', label: DEMO_LABEL });
    expect(res.body.suggestions).toEqual([
      { id: 'length', title: T.length.title, detail: T.length.detail },
      { id: 'greeting', title: T.greeting.title, detail: T.greeting.detail, patch: { kind: 'appendToPrompt', text: T.greeting.text } },
      { id: 'transfer', title: T.transfer.title, detail: T.transfer.detail, patch: { kind: 'appendToPrompt', text: T.transfer.text('+15551230300') } },
      { id: 'action:Transfer to a human', title: T.action.title('Transfer to a human'), detail: T.action.detail, patch: { kind: 'appendToPrompt', text: T.action.text('Transfer to a human') } },
      { id: 'action:Book appointment', title: T.action.title('Book appointment'), detail: T.action.detail, patch: { kind: 'appendToPrompt', text: T.action.text('Book appointment') } },
      { id: 'closing', title: T.closing.title, detail: T.closing.detail, patch: { kind: 'appendToPrompt', text: T.closing.text } },
    ]);
  });

  it('a prompt that greets, transfers, names every action and closes gets none; no actions at all suggests adding one', async () => {
    const prompt =
      'Greet the caller and say hello. Use Book appointment for bookings. If they ask for a person, transfer the call ' +
      'with Transfer to a human. Before you end the call, ask if there is anything else, then say goodbye.';
    const none = await call(server, 'POST', path, { token: harbor, body: { agentInstructions: prompt, actions: [transfer, { name: 'Book appointment' }] } });
    expect(none.body.suggestions).toEqual([]);
    const bare = await call(server, 'POST', path, { token: harbor, body: { agentInstructions: prompt, actions: [] } });
    expect(bare.body.suggestions).toEqual([{ id: 'noActions', title: T.noActions.title, detail: T.noActions.detail, patch: { kind: 'addAction', action: T.noActions.action } }]);
  });

  it('without a draft it reviews the staging campaign', async () => {
    const { staging } = (await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body.campaign;
    const fromStaging = await call(server, 'POST', path, { token: harbor, body: {} });
    const fromDraft = await call(server, 'POST', path, { token: harbor, body: { agentInstructions: staging.agentInstructions, actions: staging.actions } });
    expect(fromStaging.status).toBe(200);
    expect(fromStaging.body.suggestions).toEqual(fromDraft.body.suggestions);
  });

  it('needs the full editor on an agent of the caller\'s subtree; bad input is refused naming the field, nothing asked', async () => {
    const acmeDesk = server.seeded.agents.acme[0];
    expect(await call(server, 'POST', `/api/v2/agent/${acmeDesk}/suggestions`, { token: t.acmeOwner, body: {} })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', path, { token: t.globexOwner, body: {} })).toEqual(FORBIDDEN);
    const long = await call(server, 'POST', path, { token: harbor, body: { agentInstructions: 'x'.repeat(PROMPT_MAX_CHARS + 1) } });
    expect(long).toEqual({ status: 400, body: { success: false, message: `agentInstructions: At most ${PROMPT_MAX_CHARS} characters` } });
    const nameless = await call(server, 'POST', path, { token: harbor, body: { actions: [{ name: ' ' }] } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toMatch(/^actions\.0\.name: /);
    expect((await call(server, 'POST', '/api/v2/agent/abc/suggestions', { token: harbor, body: {} })).body.message).toBe('id: Expected an agent account id');
  });
});
