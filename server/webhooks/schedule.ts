// When a failed delivery is tried again: after 1 min, 5 min, 30 min, 2 h, 6 h and 12 h (about 21 hours
// in all), then it is exhausted. An endpoint whose every delivery failed for a day, or whose last
// EXHAUSTED_IN_ROW deliveries were all exhausted, is switched off (deliver.ts).
export const RETRY_DELAYS_S = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600, 12 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
export const FAILING_HOURS = 24;
export const EXHAUSTED_IN_ROW = 5;

/** Seconds until the next attempt after attempt number `attempt` (1-based) failed; null: exhausted. */
export function nextDelayS(attempt: number): number | null {
  return attempt >= 1 && attempt <= RETRY_DELAYS_S.length ? RETRY_DELAYS_S[attempt - 1]! : null;
}

export type SwitchOff = { reason: 'failing'; hours: number } | { reason: 'exhausted'; count: number } | null;

/** Whether an endpoint failing since `failingSince` with `exhaustedInRow` exhausted deliveries is switched off now. */
export function switchOff(failingSince: Date | null, exhaustedInRow: number, nowMs: number): SwitchOff {
  if (exhaustedInRow >= EXHAUSTED_IN_ROW) return { reason: 'exhausted', count: exhaustedInRow };
  if (failingSince && nowMs - failingSince.getTime() >= FAILING_HOURS * 3600_000) return { reason: 'failing', hours: FAILING_HOURS };
  return null;
}
