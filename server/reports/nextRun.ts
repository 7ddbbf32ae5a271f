// When a scheduled report is due (issue 10 point 15). Pure, in UTC throughout: a schedule's hour is
// a UTC hour, so there is no daylight-saving gap or repeat to handle. Monthly days stop at 28 so
// every month has the day (no "31st of February" to move).

export type Frequency = 'weekly' | 'monthly';

export interface ScheduleTime {
  frequency: Frequency;
  /** weekly: 0 (Sunday) – 6 (Saturday); monthly: 1 – 28 */
  day: number;
  /** 0 – 23, UTC */
  hour: number;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MAX_MONTH_DAY = 28;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The first run strictly after `after`. */
export function nextRunAfter(schedule: ScheduleTime, after: Date): Date {
  const t = after.getTime();
  const y = after.getUTCFullYear();
  const m = after.getUTCMonth();
  if (schedule.frequency === 'weekly') {
    const today = Date.UTC(y, m, after.getUTCDate());
    const ahead = (schedule.day - after.getUTCDay() + 7) % 7;
    const candidate = today + ahead * DAY + schedule.hour * HOUR;
    return new Date(candidate > t ? candidate : candidate + 7 * DAY);
  }
  const thisMonth = Date.UTC(y, m, schedule.day, schedule.hour);
  // Date.UTC carries a month of 12 into January of the next year
  return new Date(thisMonth > t ? thisMonth : Date.UTC(y, m + 1, schedule.day, schedule.hour));
}

/** Whether a schedule whose next run is `nextRunAt` is due at `now`. */
export const isDue = (nextRunAt: Date, now: Date): boolean => nextRunAt.getTime() <= now.getTime();

/** "Every Monday at 08:00 UTC", "Monthly on day 1 at 08:00 UTC". */
export function describeSchedule(schedule: ScheduleTime): string {
  const at = `at ${String(schedule.hour).padStart(2, '0')}:00 UTC`;
  return schedule.frequency === 'weekly' ? `Every ${WEEKDAYS[schedule.day]} ${at}` : `Monthly on day ${schedule.day} ${at}`;
}
