// A campaign call's outcome from a real carrier's status callback (Twilio's CallStatus values): the
// runner places each call with a call id `task-<recipient>-<attempt>` (runner.ts), which the
// Twilio adapter puts in the status callback's URL; the callback's status becomes the recipient's
// outcome through applyOutcome, as the Demo carrier's simulated outcome does.
import type { Db } from '../db/store';
import type { JobQueue } from '../jobs/queue';
import type { Outcome } from './retryPolicy';
import { TASK_CALL_PREFIX } from './constants';
import { tickSender } from './jobs';
import { applyOutcome } from './runner';

export const isTaskCall = (callId: unknown): callId is string => typeof callId === 'string' && callId.startsWith(TASK_CALL_PREFIX);

/** null: a status that changes nothing (queued, initiated, ringing). */
export function outcomeOfCarrierStatus(status: string, answeredBy?: string): Outcome | 'connected' | null {
  switch (status) {
    case 'in-progress':
    case 'answered':
      return 'connected';
    case 'completed':
      return answeredBy?.startsWith('machine') ? 'voicemail' : 'answered';
    case 'busy':
      return 'busy';
    case 'no-answer':
      return 'no-answer';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

/** Records a status callback of a campaign call; an unknown or finished call changes nothing. */
export async function campaignCallStatus(
  db: Db,
  jobs: Pick<JobQueue, 'send'>,
  callId: string,
  form: { CallStatus?: string; CallDuration?: string; AnsweredBy?: string },
  now = new Date(),
): Promise<void> {
  const outcome = outcomeOfCarrierStatus(form.CallStatus ?? '', form.AnsweredBy);
  if (!outcome) return;
  const seconds = Math.max(0, Math.min(86_400, Number.parseInt(form.CallDuration ?? '0', 10) || 0));
  await applyOutcome({ db, sendTick: tickSender(jobs) }, callId, outcome, seconds, now);
}
