// The walkthrough (spec 1 §4.7): SETUP_AGENT, TEST_AGENT, ADD_NUMBER, FORWARD_CALLS. Starting a task
// saves version 1 if none exists; a phone number marks the first three done; otherwise a complete
// onboarding, or an account older than the legacy cutoff, marks SETUP_AGENT done; finishing a task
// adds it once; the next task is the first not done. Pure.
import { LEGACY_CUTOFF, WALKTHROUGH_TASKS, WALKTHROUGH_VERSION, type WalkthroughTask } from '../constants';

export interface Walkthrough {
  version?: number;
  completed: WalkthroughTask[];
}

export interface WalkthroughFacts {
  hasPhoneNumber: boolean;
  onboardingComplete: boolean;
  /** the account's creation, unix seconds */
  timestamp?: number | null;
}

const isTask = (v: unknown): v is WalkthroughTask => typeof v === 'string' && (WALKTHROUGH_TASKS as readonly string[]).includes(v);

/** The setting as stored (anything unusable reads as nothing done). */
export function parseWalkthrough(raw: unknown): Walkthrough {
  if (!raw || typeof raw !== 'object') return { completed: [] };
  const r = raw as { version?: unknown; completed?: unknown };
  const completed = Array.isArray(r.completed) ? [...new Set(r.completed.filter(isTask))] : [];
  return { ...(typeof r.version === 'number' ? { version: r.version } : {}), completed };
}

/** The tasks done, the stored ones plus those the account's facts mark done, in task order. */
export function doneTasks(walkthrough: Walkthrough, facts: WalkthroughFacts): WalkthroughTask[] {
  const done = new Set(walkthrough.completed);
  if (facts.hasPhoneNumber) {
    done.add('SETUP_AGENT').add('TEST_AGENT').add('ADD_NUMBER');
  } else if (facts.onboardingComplete || (typeof facts.timestamp === 'number' && facts.timestamp < LEGACY_CUTOFF)) {
    done.add('SETUP_AGENT');
  }
  return WALKTHROUGH_TASKS.filter((t) => done.has(t));
}

/** The first task not done, or null when all four are. */
export function nextTask(walkthrough: Walkthrough, facts: WalkthroughFacts): WalkthroughTask | null {
  const done = doneTasks(walkthrough, facts);
  return WALKTHROUGH_TASKS.find((t) => !done.includes(t)) ?? null;
}

/** Starting a task: version 1 saved if none exists (null: nothing to save). */
export function startTask(walkthrough: Walkthrough): Walkthrough | null {
  return walkthrough.version === undefined ? { ...walkthrough, version: WALKTHROUGH_VERSION } : null;
}

/** Finishing a task adds it once. */
export function finishTask(walkthrough: Walkthrough, task: WalkthroughTask): Walkthrough {
  if (walkthrough.completed.includes(task)) return walkthrough;
  return { version: walkthrough.version ?? WALKTHROUGH_VERSION, completed: [...walkthrough.completed, task] };
}
