// The demo model's answer when asked for prompt improvements (issue 9, suggestions): the fixed rules
// the console's suggestions modal used to apply itself, now answered by the server in the same
// shape a real model is asked for (suggestionPrompt.ts), so both go through one validation.
import type { ToolAction } from './types';

const GREETING = /\b(greet|hello|hi|welcome|good (morning|afternoon|evening))\b/i;
const TRANSFER = /\b(transfer|hand (over|off)|forward|connect (the caller|them|you))\b/i;
const CLOSING = /\b(goodbye|bye|end the call|close the call|wrap up|anything else)\b/i;
/** A prompt shorter than this rarely says enough for an agent to follow. */
export const SHORT_PROMPT_CHARS = 80;

export const DEMO_SUGGESTION_TEXTS = {
  length: { title: 'Say more in the prompt', detail: 'The prompt is very short: describe who the agent is, what it does and what it must never do.' },
  greeting: {
    title: 'Say how to greet the caller',
    detail: 'The prompt does not say how to greet the caller.',
    text: 'Greet the caller warmly, say the name of the business and ask how you can help.',
  },
  transfer: {
    title: 'Say when to transfer the call',
    detail: 'Some actions transfer the call but the prompt never says when to transfer.',
    text: (destinations: string) => `When the caller asks for a person or the request is outside what you can do, offer to transfer the call (${destinations}).`,
  },
  action: {
    title: (name: string) => `Mention the action "${name}"`,
    detail: 'An action is never mentioned in the prompt, so the agent may not know when to use it.',
    text: (name: string) => `Use the action "${name}" when the caller needs it.`,
  },
  closing: {
    title: 'Say how to end the call',
    detail: 'The prompt does not say how to end the call.',
    text: 'Before ending the call, ask whether there is anything else you can help with, then say goodbye.',
  },
  noActions: {
    title: 'Add an action to take a message',
    detail: 'The agent has no actions: when it cannot help, it has nothing to do. Taking a message lets someone call back.',
    action: { name: 'Take a message', description: "Take the caller's name, number and message so that someone calls back." },
  },
} as const;

type Patch = { kind: 'appendToPrompt'; text: string } | { kind: 'addAction'; action: { name: string; description?: string } };
export interface DemoSuggestion {
  id: string;
  title: string;
  detail: string;
  patch?: Patch;
}

export function demoSuggestions(agentInstructions: string, actions: readonly ToolAction[]): DemoSuggestion[] {
  const t = DEMO_SUGGESTION_TEXTS;
  const lower = agentInstructions.toLowerCase();
  const out: DemoSuggestion[] = [];
  const append = (text: string): Patch => ({ kind: 'appendToPrompt', text });
  if (agentInstructions.trim().length < SHORT_PROMPT_CHARS) out.push({ id: 'length', ...t.length });
  if (!GREETING.test(agentInstructions)) out.push({ id: 'greeting', title: t.greeting.title, detail: t.greeting.detail, patch: append(t.greeting.text) });
  const destinations = actions.flatMap((a) => (a.transfer?.to?.trim() ? [a.transfer.to] : []));
  if (destinations.length > 0 && !TRANSFER.test(agentInstructions)) {
    out.push({ id: 'transfer', title: t.transfer.title, detail: t.transfer.detail, patch: append(t.transfer.text(destinations.join(', '))) });
  }
  for (const action of actions) {
    const name = action.name.trim();
    if (name && !lower.includes(name.toLowerCase())) {
      out.push({ id: `action:${name}`.slice(0, 64), title: t.action.title(name), detail: t.action.detail, patch: append(t.action.text(name)) });
    }
  }
  if (actions.length === 0) out.push({ id: 'noActions', title: t.noActions.title, detail: t.noActions.detail, patch: { kind: 'addAction', action: { ...t.noActions.action } } });
  if (!CLOSING.test(agentInstructions)) out.push({ id: 'closing', title: t.closing.title, detail: t.closing.detail, patch: append(t.closing.text) });
  return out;
}
