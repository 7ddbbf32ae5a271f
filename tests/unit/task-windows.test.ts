// Send windows on the recipient's clock (server/tasks/windows.ts) across time zones and a daylight-
// saving change, and the retry policy by outcome (server/tasks/retryPolicy.ts).
import { describe, expect, it } from 'vitest';
import { afterOutcome, demoOutcome } from '../../server/tasks/retryPolicy';
import { inWindow, isTimeZone, nextWindowOpen } from '../../server/tasks/windows';

const weekdays9to17 = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };

describe('send windows', () => {
  it('reads the window on each zone\'s own clock', () => {
    // Wednesday 2025-01-15 15:00 UTC: 10:00 in New York, 07:00 in Los Angeles, 16:00 in Paris
    const now = new Date('2025-01-15T15:00:00Z');
    expect(inWindow(now, weekdays9to17, 'America/New_York')).toBe(true);
    expect(inWindow(now, weekdays9to17, 'America/Los_Angeles')).toBe(false);
    expect(inWindow(now, weekdays9to17, 'Europe/Paris')).toBe(true);
    expect(nextWindowOpen(now, weekdays9to17, 'America/Los_Angeles')).toEqual(new Date('2025-01-15T17:00:00Z'));
    // Friday 23:00 in Paris: next is Monday 09:00 Paris
    expect(nextWindowOpen(new Date('2025-01-17T22:00:00Z'), weekdays9to17, 'Europe/Paris')).toEqual(new Date('2025-01-20T08:00:00Z'));
    // the day is the recipient's: Tuesday 01:00 UTC is still Monday 19:00 in Chicago
    expect(inWindow(new Date('2025-01-14T01:00:00Z'), { days: [1], start: '18:00', end: '20:00' }, 'America/Chicago')).toBe(true);
  });

  it('keeps the wall-clock hours across a daylight-saving change', () => {
    // New York springs forward on Sunday 2025-03-09: 09:00 is 14:00 UTC before, 13:00 UTC after
    const daily = { days: [0, 1, 2, 3, 4, 5, 6], start: '09:00', end: '10:00' };
    expect(nextWindowOpen(new Date('2025-03-08T20:00:00Z'), daily, 'America/New_York')).toEqual(new Date('2025-03-09T13:00:00Z'));
    expect(nextWindowOpen(new Date('2025-03-07T20:00:00Z'), daily, 'America/New_York')).toEqual(new Date('2025-03-08T14:00:00Z'));
    expect(inWindow(new Date('2025-03-09T13:30:00Z'), daily, 'America/New_York')).toBe(true);
    expect(inWindow(new Date('2025-03-09T14:30:00Z'), daily, 'America/New_York')).toBe(false);
    // a start inside the skipped hour (02:30 does not exist that day) opens at the first instant after
    const night = { days: [0], start: '02:30', end: '04:00' };
    const open = nextWindowOpen(new Date('2025-03-09T05:00:00Z'), night, 'America/New_York')!;
    expect(open >= new Date('2025-03-09T07:00:00Z') && open <= new Date('2025-03-09T07:30:00Z')).toBe(true);
  });

  it('knows IANA zones only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+08:00')).toBe(false);
    expect(nextWindowOpen(new Date(), { days: [], start: '09:00', end: '10:00' }, 'UTC')).toBeNull();
  });
});

describe('retry policy', () => {
  const retries = { noAnswer: { max: 2, delayMinutes: 60 }, busy: { max: 1, delayMinutes: 15 } };
  const now = new Date('2025-01-15T15:00:00Z');

  it('retries no-answer and busy after their delays, up to max further attempts', () => {
    expect(afterOutcome('no-answer', 1, retries, now)).toEqual({ status: 'queued', nextAttemptAt: new Date('2025-01-15T16:00:00Z') });
    expect(afterOutcome('no-answer', 2, retries, now).status).toBe('queued');
    expect(afterOutcome('no-answer', 3, retries, now)).toEqual({ status: 'no-answer', nextAttemptAt: null });
    expect(afterOutcome('busy', 1, retries, now)).toEqual({ status: 'queued', nextAttemptAt: new Date('2025-01-15T15:15:00Z') });
    expect(afterOutcome('busy', 2, retries, now)).toEqual({ status: 'busy', nextAttemptAt: null });
  });

  it('never retries answered, opted-out, voicemail or failed', () => {
    expect(afterOutcome('answered', 1, retries, now)).toEqual({ status: 'completed', nextAttemptAt: null });
    expect(afterOutcome('opted-out', 1, retries, now).status).toBe('opted-out');
    expect(afterOutcome('voicemail', 1, retries, now).status).toBe('voicemail');
    expect(afterOutcome('failed', 1, retries, now).status).toBe('failed');
  });

  it('the Demo carrier\'s rule by last digits', () => {
    expect(['+14155550100', '+14155550105', '+14155550106', '+14155550107', '+14155550108', '+14155550109', '+14155550190'].map((p) => demoOutcome(p).outcome))
      .toEqual(['answered', 'answered', 'no-answer', 'busy', 'voicemail', 'failed', 'opted-out']);
  });
});
