// Suggestions: the demo model's fixed rules (server/providers/llm/demoSuggestions.ts, the answer the
// server validates like a real model's), the console applying a suggestion's patch to the campaign,
// and the transfer routes the routes modal lists.
import { describe, expect, it } from 'vitest';
import { parseSuggestions } from '../../server/agents/suggestions';
import { DEMO_SUGGESTION_TEXTS as T, demoSuggestions } from '../../server/providers/llm/demoSuggestions';
import { applyPatch } from '../../src/plugins/agents/rules/suggestionPatches';
import { routesOf } from '../../src/plugins/agents/rules/suggestions';

const transfer = { name: 'Transfer to a human', transfer: { to: '+15551230300', message: 'One moment.' } };

describe('the demo model\'s suggestion rules', () => {
  it('a short prompt without greeting, transfer instruction, action mention or closing gets each suggestion', () => {
    const list = demoSuggestions('Answer questions.', [transfer, { name: 'Book appointment' }]);
    expect(list.map((s) => s.id)).toEqual(['length', 'greeting', 'transfer', 'action:Transfer to a human', 'action:Book appointment', 'closing']);
    expect(list.find((s) => s.id === 'transfer')!.patch).toEqual({ kind: 'appendToPrompt', text: T.transfer.text('+15551230300') });
    expect(list[0].patch).toBeUndefined();
  });

  it('a prompt that greets, transfers, names every action (any case) and closes gets none', () => {
    const prompt = 'Greet the caller and say hello. Use BOOK APPOINTMENT for bookings. If they ask for a person, transfer the call ' +
      'with Transfer to a human. Before you end the call, ask if there is anything else, then say goodbye.';
    expect(demoSuggestions(prompt, [transfer, { name: 'Book appointment' }])).toEqual([]);
  });

  it('no transfer suggestion when no action transfers; an agent without actions is told to add one', () => {
    const prompt = 'Hello! Say goodbye at the end of every single call, politely and briefly, and never promise prices at all.';
    expect(demoSuggestions(prompt, [{ name: 'hello' }])).toEqual([]);
    expect(demoSuggestions(prompt, []).map((s) => s.patch)).toEqual([{ kind: 'addAction', action: T.noActions.action }]);
  });

  it('its answer passes the validation a real model\'s answer goes through', () => {
    const list = demoSuggestions('Answer questions.', [transfer]);
    expect(parseSuggestions(JSON.stringify({ suggestions: list }), [transfer])).toEqual(list);
  });
});

describe('a model\'s answer, validated', () => {
  it('takes a bare array or a fenced block; garbage, a wrong patch or an empty title is null', () => {
    const item = { title: 'Be brief', detail: 'Callers listen.', patch: { kind: 'appendToPrompt', text: 'Keep it short.' } };
    expect(parseSuggestions(JSON.stringify([item]), [])).toEqual([{ id: 'suggestion-1', ...item }]);
    expect(parseSuggestions(`Here you go:\n\`\`\`json\n${JSON.stringify({ suggestions: [item] })}\n\`\`\``, [])).toHaveLength(1);
    for (const bad of ['no JSON here', '{"suggestions": "many"}', JSON.stringify([{ ...item, title: ' ' }]), JSON.stringify([{ ...item, patch: { kind: 'deleteAll' } }])]) {
      expect(parseSuggestions(bad, []), bad).toBeNull();
    }
  });
});

describe('applying a suggestion\'s patch', () => {
  const campaign = { agentInstructions: 'Be brief.  ', actions: [{ name: 'Book appointment' }] };

  it('appends text to the prompt as a new paragraph', () => {
    expect(applyPatch(campaign, { kind: 'appendToPrompt', text: 'Say hello.' })).toEqual({ agentInstructions: 'Be brief.\n\nSay hello.' });
    expect(applyPatch({ ...campaign, agentInstructions: '' }, { kind: 'appendToPrompt', text: 'Say hello.' })).toEqual({ agentInstructions: 'Say hello.' });
  });

  it('adds an action it does not have yet; advice or an action already there changes nothing', () => {
    expect(applyPatch(campaign, { kind: 'addAction', action: { name: 'Take a message', description: 'Call back.' } })).toEqual({
      actions: [{ name: 'Book appointment' }, { name: 'Take a message', description: 'Call back.' }],
    });
    expect(applyPatch(campaign, { kind: 'addAction', action: { name: ' book APPOINTMENT ' } })).toBeNull();
    expect(applyPatch(campaign, undefined)).toBeNull();
  });
});

describe('transfer routes', () => {
  it('are the actions with a transfer destination', () => {
    expect(routesOf([transfer, { name: 'x' }, { name: 'y', transfer: { to: '  ' } }])).toEqual([{ action: 'Transfer to a human', to: '+15551230300', message: 'One moment.' }]);
  });
});
