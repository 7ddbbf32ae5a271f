// The test conversation (issue 9 point 7): turns as the runPrompt stream builds them. Pure.
import type { ChatCitation, ChatTurn, PromptEvent } from '../api/types';

export interface AgentReply {
  text: string;
  actions: string[];
  functions: string[];
  transfers: string[];
  /** the knowledge-base passages the answer was given */
  citations: ChatCitation[];
  error: string | null;
  done: boolean;
}

export interface ChatEntry {
  user: string;
  reply: AgentReply;
}

export const emptyReply = (): AgentReply => ({ text: '', actions: [], functions: [], transfers: [], citations: [], error: null, done: false });

/** One stream event folded into the reply being produced. */
export function applyEvent(reply: AgentReply, event: PromptEvent): AgentReply {
  switch (event.type) {
    case 'token':
      return { ...reply, text: reply.text + event.text };
    case 'action':
      return { ...reply, actions: [...reply.actions, event.name] };
    case 'function':
      return { ...reply, functions: [...reply.functions, `${event.app} · ${event.name}`] };
    case 'transfer':
      return { ...reply, transfers: [...reply.transfers, event.action ? `${event.action} → ${event.to}` : event.to] };
    case 'citations':
      return { ...reply, citations: Array.isArray(event.citations) ? event.citations : [] };
    case 'done':
      return { ...reply, text: event.reply || reply.text, done: true };
    case 'error':
      return { ...reply, error: event.message, done: true };
    default:
      return reply;
  }
}

/** The finished turns as the history the next prompt carries. */
export function historyOf(entries: readonly ChatEntry[]): ChatTurn[] {
  return entries
    .filter((e) => e.reply.done && !e.reply.error)
    .flatMap((e): ChatTurn[] => [
      { role: 'user', content: e.user },
      { role: 'assistant', content: e.reply.text },
    ]);
}
