// Who handles a room now (issue 19 point 4): the person in `handledBy` until its `until`, then the agent
// again. The server decides the same from the same `until`, so no timer is needed on either side; the
// console only re-reads the clock (the page's minute tick) to drop an expired handler.
import type { HandledBy } from '../types';

export function handler(room: { handledBy: HandledBy | null }, now: number): HandledBy | null {
  const by = room.handledBy;
  if (!by) return null;
  const until = Date.parse(by.until);
  return Number.isFinite(until) && until > now ? by : null;
}
