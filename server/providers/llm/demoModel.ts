// The embedded default language model (issue 9 point 9): deterministic, needs nothing installed,
// and follows the agent by simple rules so the test chat shows what the agent would do:
// - asked for a person (or a transfer action's keywords) → that transfer action and a transfer;
// - otherwise the action whose name or keywords best match the caller's words, calling its
//   function when the campaign enables it;
// - otherwise an enabled function whose name matches (findSlots ← "find", "slots");
// - otherwise, given knowledge-base passages, the sentence of the best passage sharing most of the
//   caller's words (the first on a tie), quoted with the page's title;
// - otherwise a reply built from the prompt's first sentence. It says it is the demo model.
// Asked for prompt improvements, it answers with fixed rules (demoSuggestions.ts).
import { DEMO_LABEL, DEMO_MODEL_ID } from './messages';
import { demoSuggestions } from './demoSuggestions';
import type { LanguageModel, ModelEvent, ModelRequest, SuggestionRequest, ToolAction, ToolFunction } from './types';

const HUMAN_WORDS = ['human', 'person', 'someone', 'representative', 'operator', 'agent', 'manager', 'real'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** `bookAppointment` → ['book', 'appointment'] */
const nameWords = (name: string) => wordsOf(name.replace(/([a-z])([A-Z])/g, '$1 $2'));
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '');

function score(said: readonly string[], terms: readonly string[]): number {
  const stems = new Set(said.map(stem));
  return terms.filter((term) => {
    const words = wordsOf(term);
    return words.length > 0 && words.every((w) => stems.has(stem(w)));
  }).length;
}

function bestAction(said: string[], actions: readonly ToolAction[]): ToolAction | undefined {
  let best: ToolAction | undefined;
  let bestScore = 0;
  for (const action of actions) {
    const s = score(said, [...(action.keywords ?? []), ...nameWords(action.name).filter((w) => w.length > 3)]);
    if (s > bestScore) [best, bestScore] = [action, s];
  }
  return best;
}

/** Arguments the demo can read from the caller's words: a day, a time, a phone number, an email address. */
function argumentsFrom(text: string, fn: ToolFunction): Record<string, unknown> {
  const lower = text.toLowerCase();
  const properties = Object.keys((fn.parameters.properties as Record<string, unknown> | undefined) ?? {});
  const found: Record<string, unknown> = {};
  const day = ['today', 'tomorrow', ...WEEKDAYS].find((d) => lower.includes(d)) ?? lower.match(/\d{4}-\d{2}-\d{2}/)?.[0];
  const time = lower.match(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b|\b(\d{1,2}):(\d{2})\b/)?.[0];
  const phone = text.match(/\+?\d[\d\s-]{6,}\d/)?.[0];
  // bounded parts: no long backtracking on a long run of characters without an address
  const email = text.match(/[^\s@<>(),;:"']{1,64}@[^\s@<>(),;:"']{1,190}\.[a-z]{2,24}\b/i)?.[0];
  if (day && properties.includes('date')) found.date = day;
  if (time && properties.includes('time')) found.time = time;
  if (email && properties.includes('email')) found.email = email;
  if (phone && properties.includes('phoneNumber')) found.phoneNumber = phone.replace(/[\s-]/g, '');
  if (properties.includes('message')) found.message = `Summary: ${text.slice(0, 200)}`;
  if (properties.includes('note')) found.note = text.slice(0, 200);
  return found;
}

const firstSentence = (prompt: string) => (prompt.split(/(?<=[.!?])\s/)[0] ?? '').trim().slice(0, 300);

/** The sentence of `text` sharing most words with the caller's (by stem); the first on a tie. */
export function bestSentence(text: string, said: readonly string[]): string {
  const stems = new Set(said.filter((w) => w.length > 2).map(stem));
  const sentences = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/).filter((s) => s.trim());
  let best = sentences[0] ?? '';
  let bestScore = 0;
  for (const sentence of sentences) {
    const s = new Set(wordsOf(sentence).map(stem)).size - new Set(wordsOf(sentence).map(stem).filter((w) => !stems.has(w))).size;
    if (s > bestScore) [best, bestScore] = [sentence, s];
  }
  return best.trim().slice(0, 400);
}

function* answer(request: ModelRequest): Generator<ModelEvent, string> {
  const said = wordsOf(request.prompt);
  const transfers = request.actions.filter((a) => a.transfer);
  const wantsHuman = said.some((w) => HUMAN_WORDS.includes(w));
  const action = wantsHuman && transfers.length ? (bestAction(said, transfers) ?? transfers[0]) : bestAction(said, request.actions);
  if (action) {
    yield { type: 'action', name: action.name };
    if (action.transfer) {
      yield { type: 'transfer', action: action.name, to: action.transfer.to, confirm: request.confirmTransfers };
      return action.transfer.message ?? 'Let me connect you with a colleague.';
    }
    const fn = request.functions.find((f) => f.app === action.app && f.name === action.function);
    if (fn) yield { type: 'function', app: fn.app, name: fn.name, arguments: argumentsFrom(request.prompt, fn) };
    return `Sure, I can help with that: ${action.name.toLowerCase()}.${fn ? ` I am calling ${fn.name} now.` : ''}`;
  }
  const fn = request.functions.find((f) => score(said, nameWords(f.name).filter((w) => w.length > 3)) > 0);
  if (fn) {
    yield { type: 'function', app: fn.app, name: fn.name, arguments: argumentsFrom(request.prompt, fn) };
    return `One moment, I am calling ${fn.name}.`;
  }
  const passage = request.passages?.[0];
  if (passage) return `From "${passage.title || passage.url}": ${bestSentence(passage.text, said)}`;
  const intro = request.history.length === 0 ? 'Hi, this is the demo model answering as your agent. ' : '';
  const role = firstSentence(request.system);
  return `${intro}${role ? `My instructions begin: "${role}" ` : ''}How can I help you today?`;
}

export class DemoModel implements LanguageModel {
  readonly info = { kind: 'demo' as const, label: DEMO_LABEL, model: DEMO_MODEL_ID };

  async *stream(request: ModelRequest): AsyncIterable<ModelEvent> {
    const run = answer(request);
    const decided: ModelEvent[] = [];
    let step = run.next();
    for (; !step.done; step = run.next()) decided.push(step.value);
    const reply = step.value;
    // Words as tokens, as a real model streams them; then what it decided.
    for (const piece of reply.match(/\S+\s*/g) ?? []) {
      if (request.signal?.aborted) return;
      yield { type: 'token', text: piece };
    }
    yield* decided;
    yield { type: 'done', reply, finishReason: decided.length ? 'tool_calls' : 'stop' };
  }

  async *suggest(request: SuggestionRequest): AsyncIterable<ModelEvent> {
    const reply = JSON.stringify({ suggestions: demoSuggestions(request.agentInstructions, request.actions) });
    yield { type: 'done', reply, finishReason: 'stop' };
  }
}
