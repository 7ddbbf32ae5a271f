import { describe, expect, it } from 'vitest';
import {
  ALWAYS_LOG_FIELDS,
  DEFAULT_LOG_FIELDS,
  DEFAULT_METRICS,
  evaluateOverRows,
  formatCompact,
  formatUsd,
  LOG_FIELDS,
  logsPaging,
  metricDateFilter,
  metricForSaving,
  metricFormula,
  resolveDateFilter,
  scaleMetric,
  validateFormula,
} from '../../src/shared/calls';

describe('compact numbers and currency (spec 2 §9)', () => {
  it.each([
    [0, '0'], [7, '7'], [12.34, '12.3'], [999, '999'], [999.96, '1.0k'], [1000, '1.0k'], [1500, '1.5k'],
    [12_345, '12.3k'], [999_949, '999.9k'], [999_950, '1.0M'], [1e6, '1.0M'], [2_345_678, '2.3M'],
    [1.5e9, '1500.0M'], [-1500, '-1.5k'], [-3, '-3'], [Number.NaN, '0'], [Infinity, '0'],
  ])('%d → %s', (n, text) => expect(formatCompact(n)).toBe(text));

  it.each([[0, '$0.00'], [1234.5, '$1,234.50'], [0.005, '$0.01'], [-2, '-$2.00'], [Number.NaN, '$0.00']])(
    '%d → %s',
    (n, text) => expect(formatUsd(n)).toBe(text),
  );
});

describe('default metrics (spec 1 §3)', () => {
  it('are the spec\'s eight keys, in order, with its labels', () => {
    expect(DEFAULT_METRICS.map((m) => m.key)).toEqual([
      'timeSaved', 'totalCalls', 'appointmentsBooked', 'appointmentRate', 'avgCallTime', 'callTransfers', 'inboundCalls', 'outboundCalls',
    ]);
    const label = (key: string) => DEFAULT_METRICS.find((m) => m.key === key)?.label;
    expect(label('timeSaved')).toBe('Minutes Saved');
    expect(label('totalCalls')).toBe('Calls Answered');
    expect(label('avgCallTime')).toBe('Avg Call Duration');
    expect(label('callTransfers')).toBe('Calls Transfered');
  });

  it('each uses a moving 30-day window and a valid formula over log fields', () => {
    const now = Date.UTC(2026, 0, 31);
    for (const m of DEFAULT_METRICS) {
      expect(resolveDateFilter(metricDateFilter(m), now)).toEqual({ start: now / 1000 - 30 * 86_400, end: now / 1000 });
      expect(validateFormula(metricFormula(m), LOG_FIELDS)).toEqual([]);
    }
  });

  // four calls, computed by hand
  const calls = [
    { uuid: '1', duration: 120, direction: 'inbound', appointmentBooked: 1, transferMade: 0 },
    { uuid: '2', duration: 60, direction: 'inbound', appointmentBooked: 0, transferMade: 1 },
    { uuid: '3', duration: 300, direction: 'outbound', appointmentBooked: 1, transferMade: 0 },
    { uuid: '4', duration: 0, direction: 'inbound', appointmentBooked: 0, transferMade: 0 },
  ];
  it.each([
    ['timeSaved', 480 * 0.0166667],
    ['totalCalls', 4],
    ['appointmentsBooked', 2],
    ['appointmentRate', 50],
    ['avgCallTime', 120],
    ['callTransfers', 1],
    ['inboundCalls', 3],
    ['outboundCalls', 1],
  ])('%s over the fixture = %d', (key, value) => {
    const metric = DEFAULT_METRICS.find((m) => m.key === key)!;
    expect(scaleMetric(evaluateOverRows(metricFormula(metric), calls), metric)).toBeCloseTo(value, 6);
  });

  it.each([
    [{ formula: ' AVG(duration) ', field: 'cnam' }, 'AVG(duration)'],
    [{ formula: '', field: 'duration' }, 'duration'],
    [{ field: 'duration' }, 'duration'],
    [{ formula: '  ' }, '1'],
    [{}, '1'],
  ])('formula of %j is %j', (metric, formula) => expect(metricFormula(metric)).toBe(formula));

  it('a metric is saved without its field key', () => {
    const saved = metricForSaving({ key: 'k', label: 'K', field: 'duration', formula: 'SUM(duration)' });
    expect(saved).toEqual({ key: 'k', label: 'K', formula: 'SUM(duration)' });
    expect('field' in saved).toBe(false);
  });
});

describe('logs paging (spec 1 §5, spec 2 §9)', () => {
  it.each([
    [undefined, undefined, 1, 100],
    ['3', '50', 3, 50],
    [2, 25, 2, 25],
    ['0', '0', 1, 100],
    ['-2', '-5', 1, 100],
    ['abc', '1.5', 1, 100],
    ['1e3', ' 20 ', 1, 20],
    [Number.NaN, 99_999, 1, 10_000],
  ])('page %j size %j → %d, %d', (page, size, p, s) => expect(logsPaging(page, size)).toEqual({ page: p, pageSize: s }));

  it('selects the first 10 fields by default; the API adds its five', () => {
    expect(DEFAULT_LOG_FIELDS).toEqual(LOG_FIELDS.slice(0, 10));
    expect(new Set(ALWAYS_LOG_FIELDS)).toEqual(new Set(['uuid', 'callId', 'accountId', 'agentId', 'roomId']));
    expect(ALWAYS_LOG_FIELDS.every((f) => LOG_FIELDS.includes(f))).toBe(true);
  });
});
