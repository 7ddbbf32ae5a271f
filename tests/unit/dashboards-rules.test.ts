import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS, FORMULA_MESSAGES, type Metric } from '../../src/shared/calls';
import { resultOf } from '../../src/plugins/dashboards/api';
import {
  formatMetricValue,
  formulaErrors,
  insertAt,
  metricsForSaving,
  metricsOf,
  moveMetric,
  newMetricKey,
  rangeFilter,
  rangeInputs,
  upsertMetric,
} from '../../src/plugins/dashboards/rules';
import { CUSTOM, WINDOW_PRESETS, windowChoiceOf } from '../../src/plugins/dashboards/windows';
import { drillDownPath, drillFilters } from '../../src/plugins/dashboards/drillDown';
import { chartPoints, reportData } from '../../src/shared/reports/reportData';

const a: Metric = { key: 'a', label: 'A', formula: 'SUM(duration)' };
const b: Metric = { key: 'b', label: 'B', formula: 'COUNT(uuid)' };
const c: Metric = { key: 'c', label: 'C', formula: '1' };

describe('which metrics an account shows (spec 1 §3)', () => {
  it('own metrics, else defaultOrgSettings.metrics, else the eight defaults', () => {
    expect(metricsOf({ metrics: [a], defaultOrgSettings: { metrics: [b] } })).toEqual([a]);
    expect(metricsOf({ defaultOrgSettings: { metrics: [b] } })).toEqual([b]);
    expect(metricsOf({}).map((m) => m.key)).toEqual(DEFAULT_METRICS.map((m) => m.key));
    expect(metricsOf(null)).toHaveLength(8);
    expect(metricsOf({ metrics: [a, { nope: 1 }, null] })).toEqual([a]);
    expect(metricsOf({ metrics: [] })).toEqual([]);
  });

  it('saved without the field key', () => {
    expect(metricsForSaving([{ ...a, field: 'duration' }])).toEqual([a]);
  });
});

describe('editing the list', () => {
  it.each([
    ['b', -1, ['b', 'a', 'c']],
    ['b', 1, ['a', 'c', 'b']],
    ['a', -1, ['a', 'b', 'c']],
    ['c', 1, ['a', 'b', 'c']],
  ] as const)('move %s by %i', (key, by, order) => expect(moveMetric([a, b, c], key, by).map((m) => m.key)).toEqual(order));

  it('upsert replaces in place (even under a new key) or appends', () => {
    expect(upsertMetric([a, b], { ...b, label: 'B2' }).map((m) => m.label)).toEqual(['A', 'B2']);
    expect(upsertMetric([a, b], { ...c, key: 'z' }, 'a').map((m) => m.key)).toEqual(['z', 'b']);
    expect(upsertMetric([a], c).map((m) => m.key)).toEqual(['a', 'c']);
  });

  it.each([
    ['Booked calls', [], 'bookedCalls'],
    ['  7 day revenue ($)', [], 'dayRevenue'],
    ['!!!', [], 'metric'],
    ['A', [a], 'a2'],
  ])('new key from %j', (label, metrics, key) => expect(newMetricKey(label, metrics)).toBe(key));
});

describe('values as cards show them (spec 2 §9)', () => {
  it.each([
    [999, 'count', '999'],
    [1000, 'count', '1.0k'],
    [1500, undefined, '1.5k'],
    [2_345_678, 'count', '2.3M'],
    [12.345, 'percent', '12.3%'],
    [812.5, 'minutes', '812.5 min'],
    [95, 'seconds', '95 s'],
    [1234.5, 'usd', '$1,234.50'],
  ] as const)('%d %s → %s', (value, unit, text) => expect(formatMetricValue(value, unit)).toBe(text));
});

describe('the metric form', () => {
  it('the formula errors are the spec messages', () => {
    expect(formulaErrors('', undefined)).toEqual([FORMULA_MESSAGES.empty]);
    expect(formulaErrors('  ', 'duration')).toEqual([]);
    expect(formulaErrors('SUM(duration', undefined)).toEqual(['Mismatched parentheses']);
    expect(formulaErrors('SUM(foo) # 2', undefined)).toEqual(['Invalid characters: #', 'Unknown field: foo']);
    expect(formulaErrors("=SUM(direction == 'x y z')", undefined)).toEqual([]);
    expect(formulaErrors('AVG(appointmentBooked) * 100', undefined)).toEqual([]);
  });

  it.each([
    ['', 0, 'SUM(', 'SUM(', 4],
    ['SUM(', 4, 'duration', 'SUM(duration', 12],
    ['SUM(duration)', 13, '/', 'SUM(duration) /', 15],
    ['a b', 1, '+', 'a + b', 3],
  ])('insert into %j at %i: %j', (formula, at, text, result, cursor) => expect(insertAt(formula, at, text)).toEqual({ formula: result, cursor }));

  it('custom ranges are whole UTC days, end not before start', () => {
    const range = rangeFilter('2026-11-01', '2026-11-02');
    expect(range).toEqual({ start: Date.UTC(2026, 10, 1) / 1000, end: Date.UTC(2026, 10, 2, 23, 59, 59) / 1000 });
    expect(rangeInputs(range!)).toEqual({ start: '2026-11-01', end: '2026-11-02' });
    expect(rangeFilter('2026-11-02', '2026-11-01')).toBeNull();
    expect(rangeFilter('', '2026-11-01')).toBeNull();
  });

  it('window choices: presets by value, a range is custom, none is the default 30 days', () => {
    expect(windowChoiceOf(undefined)).toBe('last 30 days');
    expect(windowChoiceOf(WINDOW_PRESETS['last 7 days'])).toBe('last 7 days');
    expect(windowChoiceOf(DEFAULT_METRICS[0]!.dateFilter)).toBe('last 30 days');
    expect(windowChoiceOf({ start: 1, end: 2 })).toBe(CUSTOM);
  });
});

describe('the server answer', () => {
  it('a metric result: scaled value, window, one point per day', () => {
    expect(
      resultOf({ key: 'timeSaved', label: 'Minutes Saved', unit: 'minutes', value: 812.5, window: { start: 1, end: 2 }, series: [{ date: '2026-10-25', value: 12.1 }] }),
    ).toEqual({ key: 'timeSaved', label: 'Minutes Saved', unit: 'minutes', value: 812.5, window: { start: 1, end: 2 }, series: [{ t: Date.UTC(2026, 9, 25) / 1000, value: 12.1 }] });
    expect(resultOf({ key: 'x', error: 'Unknown field: foo' })).toMatchObject({ key: 'x', label: 'x', value: 0, error: 'Unknown field: foo', window: null, series: [] });
  });
});

describe('drill-down into the logs (point 13)', () => {
  it.each([
    ["SUM(direction == 'inbound')", { direction: 'inbound', directionOp: 'eq' }],
    ['COUNT(direction == "outbound")', { direction: 'outbound', directionOp: 'eq' }],
    ['SUM(agentId == 7)', { agentId: 7, agentIdOp: 'eq' }],
    ['SUM(appointmentBooked)', { appointmentBooked: 1, appointmentBookedOp: 'eq' }],
    ['SUM(transferMade)', { transferMade: 1, transferMadeOp: 'eq' }],
    ['SUM(duration)', {}],
    ["SUM(nope == 'x')", {}],
    ['SUM(appointmentBooked) / COUNT(uuid)', {}],
    [undefined, {}],
  ])('%s → %j', (formula, filters) => expect(drillFilters(formula)).toEqual(filters));

  it('a card opens its window; a chart point its UTC day within the window', () => {
    const window = { start: 1_000_000, end: 2_000_000 };
    const card = new URL(`https://x${drillDownPath(window, { formula: "SUM(direction == 'inbound')" })}`);
    expect(card.pathname).toBe('/logs');
    expect(JSON.parse(card.searchParams.get('dateFilter')!)).toEqual(window);
    expect(JSON.parse(card.searchParams.get('filters')!)).toEqual({ direction: 'inbound', directionOp: 'eq' });
    const point = new URL(`https://x${drillDownPath(window, { formula: 'SUM(duration)' }, 1_036_800)}`);
    expect(JSON.parse(point.searchParams.get('dateFilter')!)).toEqual({ start: 1_036_800, end: 1_036_800 + 86_399 });
    expect(point.searchParams.get('filters')).toBeNull();
  });
});

describe('the PDF report data (point 15)', () => {
  it('a chart is a polyline in its box: the lowest of 0 and the values at the bottom, the highest at the top', () => {
    expect(chartPoints([0, 5, 10], { width: 100, height: 10 })).toBe('0.0,10.0 50.0,5.0 100.0,0.0');
    expect(chartPoints([3, 3], { width: 10, height: 10 })).toBe('0.0,0.0 10.0,0.0');
    expect(chartPoints([7])).toBe('');
  });

  it('brand, account, the whole window and every card with its formatted value', () => {
    const data = reportData({
      brandName: 'Switchboard',
      logo: null,
      accountName: 'Acme',
      nowMs: Date.UTC(2026, 10, 23),
      formatValue: formatMetricValue,
      results: [
        resultOf({ key: 'a', label: 'Calls Answered', unit: 'count', value: 1500, window: { start: Date.UTC(2026, 9, 24) / 1000, end: Date.UTC(2026, 10, 23) / 1000 }, series: [{ date: '2026-10-24', value: 1 }, { date: '2026-10-25', value: 2 }] }),
        resultOf({ key: 'b', label: 'Broken', error: 'Unknown field: foo' }),
      ],
    });
    expect(data).toMatchObject({ brandName: 'Switchboard', accountName: 'Acme', window: 'Oct 24, 2026 – Nov 23, 2026' });
    expect(data.cards).toEqual([
      { label: 'Calls Answered', value: '1.5k', points: chartPoints([1, 2]) },
      { label: 'Broken', value: '—', points: '', error: 'Unknown field: foo' },
    ]);
  });
});
