// Schedules run on UTC hours, so their times read in UTC too.
export const formatUtc = (iso: string): string =>
  `${new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;
