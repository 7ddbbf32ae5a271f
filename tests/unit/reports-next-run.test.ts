// When a scheduled report is due (issue 10 point 15), table-driven: weekly and monthly, the same
// day before and after the hour, month and year ends, leap years, and the run just made.
import { describe, expect, it } from 'vitest';
import { describeSchedule, isDue, nextRunAfter, type ScheduleTime } from '../../server/reports/nextRun';

const at = (iso: string) => new Date(iso);

describe('nextRunAfter', () => {
  const cases: [string, ScheduleTime, string, string][] = [
    // weekly; 2026-11-23 is a Monday
    ['weekly, later the same day', { frequency: 'weekly', day: 1, hour: 18 }, '2026-11-23T17:45:00Z', '2026-11-23T18:00:00.000Z'],
    ['weekly, the hour has passed: next week', { frequency: 'weekly', day: 1, hour: 8 }, '2026-11-23T17:45:00Z', '2026-11-30T08:00:00.000Z'],
    ['weekly, exactly at the run: the next one', { frequency: 'weekly', day: 1, hour: 8 }, '2026-11-23T08:00:00Z', '2026-11-30T08:00:00.000Z'],
    ['weekly, a later weekday', { frequency: 'weekly', day: 5, hour: 0 }, '2026-11-23T17:45:00Z', '2026-11-27T00:00:00.000Z'],
    ['weekly, an earlier weekday: next week', { frequency: 'weekly', day: 0, hour: 23 }, '2026-11-23T17:45:00Z', '2026-11-29T23:00:00.000Z'],
    ['weekly, across the year end', { frequency: 'weekly', day: 4, hour: 9 }, '2026-12-31T10:00:00Z', '2027-01-07T09:00:00.000Z'],
    ['weekly, across a European DST change (UTC does not move)', { frequency: 'weekly', day: 0, hour: 1 }, '2027-03-27T12:00:00Z', '2027-03-28T01:00:00.000Z'],
    // monthly
    ['monthly, later this month', { frequency: 'monthly', day: 28, hour: 6 }, '2026-11-23T17:45:00Z', '2026-11-28T06:00:00.000Z'],
    ['monthly, the day has passed: next month', { frequency: 'monthly', day: 1, hour: 8 }, '2026-11-23T17:45:00Z', '2026-12-01T08:00:00.000Z'],
    ['monthly, in December: January', { frequency: 'monthly', day: 1, hour: 8 }, '2026-12-02T00:00:00Z', '2027-01-01T08:00:00.000Z'],
    ['monthly, day 28 in February', { frequency: 'monthly', day: 28, hour: 23 }, '2027-02-01T00:00:00Z', '2027-02-28T23:00:00.000Z'],
    ['monthly, day 28 after February of a leap year', { frequency: 'monthly', day: 28, hour: 0 }, '2028-02-28T00:00:00Z', '2028-03-28T00:00:00.000Z'],
    ['monthly, at the hour: next month', { frequency: 'monthly', day: 23, hour: 17 }, '2026-11-23T17:00:00Z', '2026-12-23T17:00:00.000Z'],
    ['monthly, on the day before the hour', { frequency: 'monthly', day: 23, hour: 18 }, '2026-11-23T17:59:59Z', '2026-11-23T18:00:00.000Z'],
  ];
  it.each(cases)('%s', (_name, schedule, after, expected) => {
    expect(nextRunAfter(schedule, at(after)).toISOString()).toBe(expected);
  });

  it('always moves forward, and lands on the schedule\'s weekday or day and hour', () => {
    let t = at('2026-01-01T00:00:00Z');
    for (let i = 0; i < 60; i++) {
      const weekly = nextRunAfter({ frequency: 'weekly', day: 3, hour: 7 }, t);
      const monthly = nextRunAfter({ frequency: 'monthly', day: 15, hour: 12 }, t);
      expect(weekly.getTime()).toBeGreaterThan(t.getTime());
      expect(weekly.getTime() - t.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
      expect([weekly.getUTCDay(), weekly.getUTCHours(), weekly.getUTCMinutes()]).toEqual([3, 7, 0]);
      expect([monthly.getUTCDate(), monthly.getUTCHours()]).toEqual([15, 12]);
      t = new Date(t.getTime() + 5.5 * 86_400_000);
    }
  });
});

describe('isDue and describeSchedule', () => {
  it('is due at and after the run, not before', () => {
    expect(isDue(at('2026-11-23T18:00:00Z'), at('2026-11-23T17:59:59Z'))).toBe(false);
    expect(isDue(at('2026-11-23T18:00:00Z'), at('2026-11-23T18:00:00Z'))).toBe(true);
    expect(isDue(at('2026-11-23T18:00:00Z'), at('2026-11-24T00:00:00Z'))).toBe(true);
  });
  it('says when a schedule runs', () => {
    expect(describeSchedule({ frequency: 'weekly', day: 1, hour: 8 })).toBe('Every Monday at 08:00 UTC');
    expect(describeSchedule({ frequency: 'monthly', day: 28, hour: 23 })).toBe('Monthly on day 28 at 23:00 UTC');
  });
});
