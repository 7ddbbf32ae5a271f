import { formatDateWith } from '@kernel/sdk';
// Schedules run on UTC hours, so their times read in UTC too.
export const formatUtc = (iso: string): string =>
  `${formatDateWith(iso, { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;
