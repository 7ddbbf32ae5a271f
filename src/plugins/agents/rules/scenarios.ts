// Test scenarios (issue 9 point 10): a test conversation turned into a scenario (its user turns and
// the expectations it suggests: the actions chosen, the functions called, whether a transfer was
// made) plus the per-version summary of runs. Pure.
import type { ChatEntry } from './chat';

export type Expectation =
  | { kind: 'replyContains' | 'replyNotContains'; text: string }
  | { kind: 'action' | 'function'; name: string }
  | { kind: 'transfer'; made: boolean };

export interface ScenarioDraft {
  name: string;
  turns: string[];
  expect: Expectation[];
}

export interface ScenarioResult {
  id: string;
  name: string;
  passed: boolean;
  failures: string[];
}

export interface Scenario extends ScenarioDraft {
  id: string;
  createdAt: string;
  lastRun: { revision: number; version: string; passed: boolean; failures: string[]; at: string } | null;
}

export interface ScenarioRun {
  id: string;
  revision: number;
  version: string;
  passed: boolean;
  results: ScenarioResult[];
  at: string;
}

/** The server's limits (docs/api-contract.md): 1–20 turns, 1–20 expectations. */
export const MAX_TURNS = 20;
export const MAX_EXPECTATIONS = 20;

/** The chat shows a function as `app · name`; a scenario names the function. */
const functionName = (shown: string) => shown.split(' · ').pop() ?? shown;

/** What the conversation did, as expectations the user can keep or drop. */
export function expectationsFrom(entries: readonly ChatEntry[]): Expectation[] {
  const actions = new Set(entries.flatMap((e) => e.reply.actions));
  const functions = new Set(entries.flatMap((e) => e.reply.functions.map(functionName)));
  const transfer = entries.some((e) => e.reply.transfers.length > 0);
  return [
    ...[...actions].map((name) => ({ kind: 'action' as const, name })),
    ...[...functions].map((name) => ({ kind: 'function' as const, name })),
    { kind: 'transfer', made: transfer },
  ];
}

/** The scenario to save, or the reason it cannot be saved yet. */
export function scenarioDraft(name: string, entries: readonly ChatEntry[], expect: Expectation[]): ScenarioDraft | 'name' | 'turns' | 'expect' {
  const turns = entries.map((e) => e.user).slice(0, MAX_TURNS);
  if (!name.trim()) return 'name';
  if (turns.length === 0) return 'turns';
  const kept = expect.filter((e) => !('text' in e) || e.text.trim() !== '').slice(0, MAX_EXPECTATIONS);
  if (kept.length === 0) return 'expect';
  return { name: name.trim(), turns, expect: kept };
}

/** Pass/fail per version: the latest run of each campaign revision, newest first. */
export function runsByVersion(runs: readonly ScenarioRun[]): { revision: number; passed: number; failed: number; at: string }[] {
  const latest = new Map<number, ScenarioRun>();
  for (const run of runs) {
    const seen = latest.get(run.revision);
    if (!seen || seen.at < run.at) latest.set(run.revision, run);
  }
  return [...latest.values()]
    .sort((a, b) => b.revision - a.revision)
    .map((run) => ({ revision: run.revision, passed: run.results.filter((r) => r.passed).length, failed: run.results.filter((r) => !r.passed).length, at: run.at }));
}
