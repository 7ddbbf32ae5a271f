// Send windows (issue 20 point 2): days of the week and hours, read on the recipient's own clock (its
// time zone, else the task's). Local times are built with @date-fns/tz, so a window of 09:00-17:00
// stays 09:00-17:00 on the wall clock across a daylight-saving change (the UTC instant moves); a
// start inside a spring-forward gap (02:30 that day does not exist) begins at the first instant after.
import { TZDate } from '@date-fns/tz';
import type { SendWindow } from '../db/tables/tasks';

const zones = new Map<string, boolean>();

/** An IANA zone name this runtime knows (UTC offsets such as +08:00 are not accepted: they ignore DST). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  let known = zones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    if (zones.size < 1000) zones.set(name, known);
  }
  return known;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The instant a local wall-clock time of the day `local` falls on happens in `zone`. */
function at(local: TZDate, minutes: number, zone: string): Date {
  const d = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), Math.floor(minutes / 60), minutes % 60, zone);
  return new Date(d.getTime());
}

/** Whether `now` falls inside the window on the clock of `zone`. */
export function inWindow(now: Date, window: SendWindow, zone: string): boolean {
  const local = new TZDate(now.getTime(), zone);
  if (!window.days.includes(local.getDay())) return false;
  return now >= at(local, minutesOf(window.start), zone) && now < at(local, minutesOf(window.end), zone);
}

/** `now` when inside the window, else the next instant it opens in `zone` (null: the window has no day). */
export function nextWindowOpen(now: Date, window: SendWindow, zone: string): Date | null {
  if (window.days.length === 0) return null;
  const today = new TZDate(now.getTime(), zone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    // noon of the day `ahead` days on: never inside a DST gap, so the calendar day is the right one
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + ahead, 12, 0, zone);
    if (!window.days.includes(day.getDay())) continue;
    const open = at(day, minutesOf(window.start), zone);
    const close = at(day, minutesOf(window.end), zone);
    if (now < close) return now > open ? now : open;
  }
  return null;
}
