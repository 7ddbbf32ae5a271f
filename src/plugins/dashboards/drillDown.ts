// Drill-down (issue 10 point 13): the calls behind a card or one day of its chart, as a deep link
// into the logs page (spec 1 §2.5's URL: dateFilter and filters), so the link can be shared.
// The dashboards plugin knows the logs page only by its URL, never by its code.
import { DAY_SECONDS, isLogField, type Metric } from '@kernel/sdk';

export const LOGS_ROUTE = '/logs';

const COUNTED_EQUAL = /^\s*=?\s*(?:SUM|COUNT)\s*\(\s*([A-Za-z_]\w*)\s*==\s*(?:'([^']*)'|"([^"]*)"|(-?\d+))\s*\)\s*$/i;
const SUMMED_FLAG = /^\s*=?\s*SUM\s*\(\s*([A-Za-z_]\w*)\s*\)\s*$/i;
const FLAGS = ['appointmentBooked', 'transferMade'];

/**
 * The log filters that select the calls a formula counts, when it is that simple: a count of
 * `field == value` or the sum of a 1/0 flag. Anything else counts every call of the window.
 */
export function drillFilters(formula: string | undefined): Record<string, string | number> {
  if (!formula) return {};
  const equal = COUNTED_EQUAL.exec(formula);
  if (equal && isLogField(equal[1]!)) {
    const value = equal[4] !== undefined ? Number(equal[4]) : (equal[2] ?? equal[3] ?? '');
    return { [equal[1]!]: value, [`${equal[1]}Op`]: 'eq' };
  }
  const flag = SUMMED_FLAG.exec(formula);
  const field = flag && FLAGS.find((f) => f.toLowerCase() === flag[1]!.toLowerCase());
  if (field) return { [field]: 1, [`${field}Op`]: 'eq' };
  return {};
}

/** `/logs?dateFilter={"start":…,"end":…}&filters=…` for a window (a card) or one UTC day (a chart point). */
export function drillDownPath(window: { start: number; end: number }, metric?: Pick<Metric, 'formula'>, day?: number): string {
  const range = day === undefined ? window : { start: Math.max(window.start, day), end: Math.min(window.end, day + DAY_SECONDS - 1) };
  const params = new URLSearchParams({ dateFilter: JSON.stringify(range) });
  const filters = drillFilters(metric?.formula);
  if (Object.keys(filters).length) params.set('filters', JSON.stringify(filters));
  return `${LOGS_ROUTE}?${params.toString()}`;
}
