// The Metrics page's date range (spec 1 §5 date filters), kept in its URL as `dateFilter` (the
// logs page's form: a JSON object or a "last N days" string) and sent to the metrics call, which
// then computes every card over that window instead of each metric's own. Pure.
import { resolveDateFilter, type DateFilter } from '@kernel/sdk';

export const RANGE_PARAM = 'dateFilter';

/** The range the URL's value names; undefined (each metric's own window) when absent or unreadable. */
export function rangeFromParam(value: string | null): DateFilter | undefined {
  if (!value?.trim()) return undefined;
  let filter: unknown = value.trim();
  if ((filter as string).startsWith('{')) {
    try {
      filter = JSON.parse(filter as string);
    } catch {
      return undefined;
    }
  }
  return resolveDateFilter(filter).start === null ? undefined : (filter as DateFilter);
}

/** The URL's (and the metrics call's) value of a range; undefined: none. */
export function rangeParam(filter: DateFilter | undefined): string | undefined {
  if (filter === undefined) return undefined;
  return typeof filter === 'string' ? filter : JSON.stringify(filter);
}
