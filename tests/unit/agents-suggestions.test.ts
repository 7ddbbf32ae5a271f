import { describe, expect, it } from 'vitest';
import { messages } from '../../src/plugins/agents/messages';
import { applySuggestion, routesOf, suggestPromptImprovements } from '../../src/plugins/agents/rules/suggestions';

const texts = messages.suggestions.texts;
const transfer = { name: 'Transfer to a human', transfer: { to: '+15551230300', message: 'One moment.' } };

describe('prompt suggestions (deterministic rules)', () => {
  it('a short prompt without greeting, transfer instruction, action mention or closing gets each suggestion', () => {
    const list = suggestPromptImprovements({ agentInstructions: 'Answer questions.', actions: [transfer, { name: 'Book appointment' }] }, texts);
    expect(list.map((s) => s.id)).toEqual(['length', 'greeting', 'transfer', 'action', 'action', 'closing']);
    expect(list.filter((s) => s.id === 'action').map((s) => s.action)).toEqual(['Transfer to a human', 'Book appointment']);
    expect(list.find((s) => s.id === 'transfer')!.addition).toContain('+15551230300');
  });

  it('a prompt that greets, transfers, names every action and closes gets none', () => {
    const prompt =
      'Greet the caller and say hello. Use Book appointment for bookings. If they ask for a person, transfer the call ' +
      'with Transfer to a human. Before you end the call, ask if there is anything else, then say goodbye.';
    expect(suggestPromptImprovements({ agentInstructions: prompt, actions: [transfer, { name: 'Book appointment' }] }, texts)).toEqual([]);
  });

  it('no transfer suggestion when no action transfers; action names match case-insensitively', () => {
    const list = suggestPromptImprovements({ agentInstructions: 'Hello! use BOOK APPOINTMENT. Say goodbye at the end of every single call, politely and briefly.', actions: [{ name: 'Book appointment' }] }, texts);
    expect(list).toEqual([]);
  });

  it('applying appends the text as a new paragraph; advice-only changes nothing', () => {
    const [length, greeting] = suggestPromptImprovements({ agentInstructions: 'Be brief.  ', actions: [] }, texts);
    expect(applySuggestion('Be brief.  ', greeting)).toBe(`Be brief.\n\n${texts.greeting}`);
    expect(applySuggestion('', greeting)).toBe(texts.greeting);
    expect(applySuggestion('Be brief.', length)).toBe('Be brief.');
  });

  it('routes are the actions with a transfer destination', () => {
    expect(routesOf([transfer, { name: 'x' }, { name: 'y', transfer: { to: '  ' } }])).toEqual([{ action: 'Transfer to a human', to: '+15551230300', message: 'One moment.' }]);
  });
});
