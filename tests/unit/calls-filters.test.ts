import { describe, expect, it } from 'vitest';
import {
  ALL_OPERATORS,
  BOOLEAN_OPERATORS,
  buildFilterParams,
  defaultOperator,
  DEFAULT_DATE_FILTER,
  DEFAULT_LOGS_WINDOW_SECONDS,
  logFieldType,
  NUMBER_OPERATORS,
  OPERATOR_LABELS,
  operatorsFor,
  resolveDateFilter,
  STRING_OPERATORS,
} from '../../src/shared/calls';

const NOW_MS = Date.UTC(2026, 2, 31, 12, 0, 0); // 2026-03-31T12:00:00Z
const NOW = NOW_MS / 1000;
const DAY = 86_400;

describe('date filters (spec 1 §5)', () => {
  it.each([
    ['last 1 day', NOW - DAY],
    ['last 7 days', NOW - 7 * DAY],
    ['last 30 days', NOW - 30 * DAY],
    ['Last 2 Weeks', NOW - 14 * DAY],
    ['last 1 week', NOW - 7 * DAY],
    ['  last 1 month ', Date.UTC(2026, 1, 28, 12) / 1000], // 31 March − 1 month: 28 February, not 3 March
    ['last 3 months', Date.UTC(2025, 11, 31, 12) / 1000],
    ['last 1 year', Date.UTC(2025, 2, 31, 12) / 1000],
    ['last 2 years', Date.UTC(2024, 2, 31, 12) / 1000],
    ['last 13 months', Date.UTC(2025, 1, 28, 12) / 1000],
  ])('%j starts at %d and ends now', (filter, start) => {
    const range = resolveDateFilter(filter, NOW_MS);
    expect(range.end).toBe(NOW);
    expect(range.start).toBe(start);
  });

  it.each([
    [{ type: 'moving', lastN: 30, unit: 'day' }, NOW - 30 * DAY],
    [{ lastN: 2, unit: 'weeks' }, NOW - 14 * DAY],
    [{ lastN: '5', unit: 'day' }, NOW - 5 * DAY],
    [{ value: 30 }, NOW - 30 * DAY],
    [DEFAULT_DATE_FILTER, NOW - DEFAULT_LOGS_WINDOW_SECONDS],
  ])('moving %j starts at %d', (filter, start) => {
    expect(resolveDateFilter(filter, NOW_MS)).toEqual({ start, end: NOW });
  });

  it.each([
    [{ start: 1_700_000_000, end: 1_700_086_400 }, { start: 1_700_000_000, end: 1_700_086_400 }],
    [{ start: 1_700_000_000_000, end: 1_700_086_400_000 }, { start: 1_700_000_000, end: 1_700_086_400 }],
    [{ start: '2026-01-01T00:00:00Z', end: '2026-01-31T00:00:00Z' }, { start: 1_767_225_600, end: 1_769_817_600 }],
    [{ start: '1700000000', end: '1700000001' }, { start: 1_700_000_000, end: 1_700_000_001 }],
  ])('fixed %j', (filter, range) => expect(resolveDateFilter(filter, NOW_MS)).toEqual(range));

  it.each([
    [null], [undefined], [''], ['yesterday'], ['last day'], ['last -3 days'], ['last 3 fortnights'], ['last 1.5 days'],
    [42], [[]], [{}], [{ lastN: 3, unit: 'hour' }], [{ lastN: -1, unit: 'day' }], [{ lastN: 1e9, unit: 'year' }],
    [{ start: 'nope', end: '2026-01-01' }], [{ start: 10, end: 5 }], [{ value: 'many' }], [{ start: 1 }],
  ])('%j → null and null', (filter) => expect(resolveDateFilter(filter, NOW_MS)).toEqual({ start: null, end: null }));
});

describe('filter operators by type (spec 2 §9)', () => {
  it('lists the spec\'s tables', () => {
    expect(STRING_OPERATORS).toEqual([
      'eq', 'ne', 'in', 'nin', 'contains', 'icontains', 'ncontains', 'incontains', 'startswith', 'istartswith',
      'nstartswith', 'instartswith', 'endswith', 'iendswith', 'nendswith', 'inendswith', 'regex', 'iregex',
      'isnull', 'isset', 'isnotset', 'empty', 'notempty', 'present',
    ]);
    expect(NUMBER_OPERATORS).toEqual(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'isnull', 'isset', 'isnotset', 'present']);
    expect(BOOLEAN_OPERATORS).toEqual(['eq', 'ne', 'isnull', 'isset', 'isnotset', 'present']);
  });

  it.each([
    ['string', STRING_OPERATORS, 'contains'],
    ['integer', NUMBER_OPERATORS, 'eq'],
    ['number', NUMBER_OPERATORS, 'eq'],
    ['float', NUMBER_OPERATORS, 'eq'],
    ['date', NUMBER_OPERATORS, 'eq'],
    ['datetime', NUMBER_OPERATORS, 'eq'],
    ['boolean', BOOLEAN_OPERATORS, 'eq'],
    [undefined, ALL_OPERATORS, 'eq'],
  ])('%s: its operators, default %s', (type, ops, def) => {
    expect(operatorsFor(type)).toEqual(ops);
    expect(defaultOperator(type)).toBe(def);
  });

  it('the default type has every comparison and string operator', () => {
    expect(new Set(ALL_OPERATORS)).toEqual(new Set([...NUMBER_OPERATORS, ...STRING_OPERATORS]));
  });

  it.each([
    ['eq', 'is'], ['ne', 'is not'], ['gt', 'is greater than'], ['lt', 'is less than'], ['contains', 'contains'],
    ['startswith', 'starts with'], ['endswith', 'ends with'], ['regex', 'matches regex'], ['isnull', 'is null'],
    ['isset', 'is set'], ['empty', 'is empty'], ['present', 'is present'],
  ] as const)('%s is labelled %j', (op, label) => expect(OPERATOR_LABELS[op]).toBe(label));

  it('labels every operator, each differently', () => {
    expect(Object.keys(OPERATOR_LABELS).sort()).toEqual([...ALL_OPERATORS].sort());
    expect(new Set(Object.values(OPERATOR_LABELS)).size).toBe(ALL_OPERATORS.length);
  });
});

describe('filter building (spec 1 §5, spec 2 "Logs")', () => {
  const typeOf = (f: string) => logFieldType(f);
  it.each([
    [{ cnam: 'Ann' }, { cnam__contains: 'Ann' }],
    [{ duration: 60 }, { duration__eq: '60' }],
    [{ cnam: 'Ann', cnamOp: 'icontains' }, { cnam__icontains: 'Ann' }],
    [{ duration: 60, durationOp: 'gte' }, { duration__gte: '60' }],
    [{ direction: ['inbound', 'outbound'], directionOp: 'in' }, { direction__in: 'inbound,outbound' }],
    [{ agentId: [1, '', 2, null], agentIdOp: 'nin' }, { agentId__nin: '1,2' }],
    [{ cnam: '', cnamOp: 'isnull' }, { cnam__isnull: 'true' }],
    [{ cnamOp: 'isset' }, { cnam__isset: 'true' }],
    [{ cnam: 'x', cnamOp: 'notempty' }, { cnam__notempty: 'true' }],
    [{ duration: 'x', durationOp: 'present' }, { duration__present: 'true' }],
    [{ transfer: null, cnam: '  ', toNumber: [], fromNumber: ['', null] }, {}],
    [{ duration: 60, durationOp: 'contains' }, {}],
    [{ cnam: 'a', cnamOp: 'gt' }, {}],
    [{ cnam: 'a', cnamOp: 'bogus' }, {}],
    [{ cnam: 'a', cnamOp: 'constructor' }, {}],
    [{ timestamp: 1_700_000_000, timestampOp: 'gte', cnam: ' Ann ' }, { timestamp__gte: '1700000000', cnam__contains: 'Ann' }],
  ])('%j → %j', (filters, params) => expect(buildFilterParams(filters, typeOf)).toEqual(params));

  it('an untyped field accepts string and comparison operators', () => {
    expect(buildFilterParams({ x: 'a', xOp: 'gt', y: 'b', yOp: 'iregex' }, () => undefined)).toEqual({ x__gt: 'a', y__iregex: 'b' });
    expect(buildFilterParams({ x: 'a' }, () => undefined)).toEqual({ x__eq: 'a' });
  });
});
