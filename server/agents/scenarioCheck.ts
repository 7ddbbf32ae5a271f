// A test scenario's expectations (issue 9 point 10) checked against what the agent did over the
// scenario's turns: its replies (joined), the actions and functions it chose, the transfers it made.
import { z } from 'zod';

export const expectation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('replyContains'), text: z.string().trim().min(1, 'Required').max(500) }),
  z.object({ kind: z.literal('replyNotContains'), text: z.string().trim().min(1, 'Required').max(500) }),
  z.object({ kind: z.literal('action'), name: z.string().trim().min(1, 'Required').max(100) }),
  z.object({ kind: z.literal('function'), name: z.string().trim().min(1, 'Required').max(100) }),
  z.object({ kind: z.literal('transfer'), made: z.boolean().default(true) }),
]);
export type Expectation = z.output<typeof expectation>;

export interface Observed {
  replies: string[];
  actions: string[];
  functions: string[];
  transfers: number;
  errors: string[];
}

/** The failures, in words the console shows as they are; empty when the scenario passes. */
export function scenarioFailures(expectations: readonly Expectation[], seen: Observed): string[] {
  const reply = seen.replies.join('\n').toLowerCase();
  const failures: string[] = seen.errors.map((e) => `the model failed: ${e}`);
  for (const e of expectations) {
    if (e.kind === 'replyContains' && !reply.includes(e.text.toLowerCase())) failures.push(`reply does not contain "${e.text}"`);
    if (e.kind === 'replyNotContains' && reply.includes(e.text.toLowerCase())) failures.push(`reply contains "${e.text}"`);
    if (e.kind === 'action' && !seen.actions.includes(e.name)) failures.push(`action "${e.name}" was not chosen`);
    if (e.kind === 'function' && !seen.functions.includes(e.name)) failures.push(`function "${e.name}" was not called`);
    if (e.kind === 'transfer' && e.made && seen.transfers === 0) failures.push('no transfer was made');
    if (e.kind === 'transfer' && !e.made && seen.transfers > 0) failures.push('a transfer was made');
  }
  return failures;
}
