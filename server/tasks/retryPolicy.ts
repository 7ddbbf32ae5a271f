// What an attempt's outcome does to a recipient (issue 20 point 2): no-answer and busy are tried
// again after the task's delay until the task's `max` further attempts are spent; answered,
// voicemail, failed and opted-out are final (answered and opted-out are never retried).
import type { RecipientStatus, RetryPolicy } from '../db/tables/tasks';

export type Outcome = 'answered' | 'no-answer' | 'busy' | 'voicemail' | 'failed' | 'opted-out';

const FINAL: Record<Outcome, RecipientStatus> = {
  answered: 'completed',
  'no-answer': 'no-answer',
  busy: 'busy',
  voicemail: 'voicemail',
  failed: 'failed',
  'opted-out': 'opted-out',
};

/** `attempts`: the attempts made, this one included. */
export function afterOutcome(outcome: Outcome, attempts: number, retries: RetryPolicy, now: Date): { status: RecipientStatus; nextAttemptAt: Date | null } {
  const rule = outcome === 'no-answer' ? retries.noAnswer : outcome === 'busy' ? retries.busy : null;
  if (rule && attempts <= rule.max) return { status: 'queued', nextAttemptAt: new Date(now.getTime() + rule.delayMinutes * 60_000) };
  return { status: FINAL[outcome], nextAttemptAt: null };
}

/**
 * The Demo carrier's outcome for a number, by its last digits: …90 answers and opts out; otherwise
 * the last digit 0-5 answers (a call of 30 s + 10 s per digit), 6 rings out (no-answer), 7 is busy,
 * 8 reaches voicemail, 9 fails.
 */
export function demoOutcome(phone: string): { outcome: Outcome; seconds: number } {
  if (phone.endsWith('90')) return { outcome: 'opted-out', seconds: 20 };
  const digit = Number(phone.at(-1));
  if (digit <= 5) return { outcome: 'answered', seconds: 30 + digit * 10 };
  return { outcome: (['no-answer', 'busy', 'voicemail', 'failed'] as const)[digit - 6]!, seconds: 0 };
}
