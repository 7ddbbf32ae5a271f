// When an agent's booking is for (issue 23 point 4): the day and time the caller asked for, read from
// the booking function's arguments (date: today | tomorrow | a weekday | YYYY-MM-DD; time: 9 am,
// 2:30pm, 14:30) in the agent's time zone, as an instant; the Demo calendar's opening hours; the
// workflow-automation integration's targetDate (day-month-year). Pure: the server and the console
// both run it.

export const BOOKING_MINUTES = 30;
export const DEMO_OPEN_HOUR = 9;
export const DEMO_CLOSE_HOUR = 17;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const SLOT_MESSAGES = {
  noDate: 'Which day would you like?',
  noTime: 'What time would you like?',
  badDate: 'That day could not be read',
  badTime: 'That time could not be read',
  past: 'That time has already passed',
  demoHours: 'The Demo calendar books from 09:00 to 17:00, Monday to Friday',
} as const;

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock parts of `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): LocalDateTime & { weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', weekday: 'long', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(String(parts.weekday).toLowerCase()),
  };
}

/** The instant the wall clock of `timeZone` shows `local` (the first one, around a DST change). */
export function zonedInstant(local: LocalDateTime, timeZone: string): Date {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let instant = guess;
  for (let i = 0; i < 3; i++) {
    const seen = localParts(new Date(instant), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    if (shown === guess) break;
    instant += guess - shown;
  }
  return new Date(instant);
}

/** `9 am`, `9:30pm`, `14:30`, `9` → [hour, minute], or null. */
export function parseTime(text: string): [number, number] | null {
  const match = /^\s*(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  return hour <= 23 ? [hour, minute] : null;
}

/** `today`, `tomorrow`, a weekday (the next one after today) or `YYYY-MM-DD`, seen from `now` in `timeZone`. */
export function parseDay(text: string, now: Date, timeZone: string): { year: number; month: number; day: number } | null {
  const word = text.trim().toLowerCase();
  const today = localParts(now, timeZone);
  const plus = (days: number) => {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  };
  if (word === 'today') return plus(0);
  if (word === 'tomorrow') return plus(1);
  const weekday = WEEKDAYS.indexOf(word);
  if (weekday >= 0) return plus(((weekday - today.weekday + 6) % 7) + 1);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(word);
  if (!iso) return null;
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year < 10_000 ? { year, month, day } : null;
}

/** The booking's start from the function's arguments, or why not. */
export function slotFrom(args: Record<string, unknown>, now: Date, timeZone: string): { start: Date } | { problem: string } {
  if (typeof args.date !== 'string' || !args.date.trim()) return { problem: SLOT_MESSAGES.noDate };
  if (typeof args.time !== 'string' || !args.time.trim()) return { problem: SLOT_MESSAGES.noTime };
  const day = parseDay(args.date, now, timeZone);
  if (!day) return { problem: SLOT_MESSAGES.badDate };
  const time = parseTime(args.time);
  if (!time) return { problem: SLOT_MESSAGES.badTime };
  const start = zonedInstant({ ...day, hour: time[0], minute: time[1] }, timeZone);
  if (start.getTime() <= now.getTime()) return { problem: SLOT_MESSAGES.past };
  return { start };
}

/** Whether the Demo calendar takes a booking at `start` (weekdays, 09:00 to 17:00 local, the whole slot inside). */
export function demoHoursAllow(start: Date, timeZone: string, minutes = BOOKING_MINUTES): boolean {
  const local = localParts(start, timeZone);
  const from = local.hour * 60 + local.minute;
  return local.weekday >= 1 && local.weekday <= 5 && from >= DEMO_OPEN_HOUR * 60 && from + minutes <= DEMO_CLOSE_HOUR * 60;
}

/** `Mon, 7 Dec 2026, 09:00` in `timeZone`. */
export function bookingLabel(start: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
  return `${date}, ${time}`;
}

/** The workflow-automation integration's targetDate, day-month-year (`24-11-2026`), as its parts, or null. */
export function parseDayMonthYear(text: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { day, month, year } : null;
}

/** `dd-mm-yyyy` of a date's UTC day (what the console sends as targetDate). */
export const toDayMonthYear = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
