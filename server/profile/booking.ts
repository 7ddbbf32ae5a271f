// The public page's "Book" button (issue 24 item 2) — the hook for the integrations plugin's calendars.
// Calendars (GET/POST /api/v1/schedule, Calendly, Google) are built by the integrations plugin; until
// one is connected here no page shows Book. To wire it: return the account's public booking URL
// (http(s)) from this function, e.g. its Calendly scheduling link or the schedule page of its
// connected Google calendar. The page renders it only when it is http(s) and linksConfig.showBook is on.
import type { AccountRow } from '../auth/context';
import type { Db } from '../db/store';

export type BookingLookup = (db: Db, account: AccountRow) => Promise<string | null>;

let lookup: BookingLookup = async () => null;

/** The account's booking link for its public page, or null when no calendar is connected. */
export function bookingUrlOf(db: Db, account: AccountRow): Promise<string | null> {
  return lookup(db, account);
}

/** Called once by the integrations plugin's server area to supply the connected calendar's link. */
export function provideBookingLookup(next: BookingLookup): void {
  lookup = next;
}
