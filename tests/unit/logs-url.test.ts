import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOG_FIELDS, LOGS_DEFAULT_PAGE, LOGS_DEFAULT_PAGE_SIZE } from '../../src/shared/calls';
import { LOGS_DEFAULT_DATE_FILTER } from '../../src/plugins/logs/constants';
import { inferFieldType as fieldType } from '../../src/plugins/logs/rules/fieldTypes';
import {
  DEFAULT_FIELDS,
  DEFAULT_VIEW,
  formatLogsUrl,
  parseFilters,
  parseLogsUrl,
  type LogsView,
} from '../../src/plugins/logs/rules/logsUrl';

describe('logs page URL: defaults (spec 2 §9)', () => {
  it('an empty query is page 1, size 100, the 30-day window, the first 10 fields, no filter, no test calls', () => {
    expect(parseLogsUrl('')).toEqual({
      dateFilter: 'last 30 days',
      fields: LOG_FIELDS.slice(0, 10),
      filters: [],
      page: 1,
      pageSize: 100,
      wrap: false,
      includeTest: false,
    });
    expect(DEFAULT_FIELDS).toHaveLength(10);
    expect([LOGS_DEFAULT_PAGE, LOGS_DEFAULT_PAGE_SIZE, LOGS_DEFAULT_DATE_FILTER]).toEqual([1, 100, 'last 30 days']);
  });
});

describe('page and pageSize (spec 1 §5: positive numbers or ignored, page at least 1)', () => {
  it.each([
    ['page=3', 3, 100],
    ['page=0', 1, 100],
    ['page=-2', 1, 100],
    ['page=abc', 1, 100],
    ['page=', 1, 100],
    ['page=Infinity', 1, 100],
    ['page=0.5', 1, 100],
    ['page=2.9&pageSize=25', 1, 25],
    ['page=%202%20', 2, 100],
    ['pageSize=20000', 1, 10000],
    ['pageSize=0', 1, 100],
    ['pageSize=-10', 1, 100],
    ['pageSize=1e2', 1, 100],
    ['pageSize=ten', 1, 100],
    ['page=7&pageSize=500', 7, 500],
  ])('%s → page %i, size %i', (query, page, pageSize) => {
    const view = parseLogsUrl(query);
    expect([view.page, view.pageSize]).toEqual([page, pageSize]);
  });

});

describe('fields (comma list)', () => {
  it.each([
    ['fields=duration,timestamp', ['duration', 'timestamp']],
    ['fields=timestamp,%20duration%20,timestamp', ['timestamp', 'duration']],
    ['fields=', [...DEFAULT_FIELDS]],
    ['fields=,,', [...DEFAULT_FIELDS]],
    ['fields=duration,bad-name,1x,appointmentBooked,notAField', ['duration', 'appointmentBooked']],
  ])('%s → %j', (query, fields) => expect(parseLogsUrl(query).fields).toEqual(fields));
});

describe('filters (JSON, possibly URL-encoded; <key>Op is the operator of <key>)', () => {
  const json = JSON.stringify({ direction: 'inbound', directionOp: 'eq', duration: 60, durationOp: 'gt', cnam: 'smith' });
  const expected = [
    { field: 'direction', op: 'eq', value: 'inbound' },
    { field: 'duration', op: 'gt', value: 60 },
    { field: 'cnam', value: 'smith' },
  ];

  it('plain JSON', () => expect(parseLogsUrl(new URLSearchParams({ filters: json })).filters).toEqual(expected));
  it('URL-encoded once more than the query string', () =>
    expect(parseLogsUrl(`filters=${encodeURIComponent(encodeURIComponent(json))}`).filters).toEqual(expected));
  it('encoded twice more', () => expect(parseFilters(encodeURIComponent(encodeURIComponent(json)))).toEqual(expected));

  it.each([
    ['not json', []],
    ['[1,2]', []],
    ['null', []],
    ['"text"', []],
    ['%E0%A4%A', []],
    [JSON.stringify({ directionOp: 'eq' }), []],
    [JSON.stringify({ toNumber: ['+1555', '+1666'], toNumberOp: 'in' }), [{ field: 'toNumber', op: 'in', value: ['+1555', '+1666'] }]],
    [JSON.stringify({ cnam: true, cnamOp: 'isnull' }), [{ field: 'cnam', op: 'isnull', value: true }]],
    [JSON.stringify({ 'bad key': 'x', accountName: { a: 1 }, cnam: 'y', cnamOp: 7, notAField: 'z' }), [{ field: 'cnam', value: 'y' }]],
  ])('%s → %j', (raw, filters) => expect(parseFilters(raw)).toEqual(filters));
});

describe('dateFilter', () => {
  it.each([
    ['dateFilter=last%207%20days', 'last 7 days'],
    ['dateFilter=', 'last 30 days'],
    [`dateFilter=${encodeURIComponent(JSON.stringify({ start: 1700000000, end: 1700086400 }))}`, { start: 1700000000, end: 1700086400 }],
    [`dateFilter=${encodeURIComponent('{broken')}`, 'last 30 days'],
  ])('%s → %j', (query, dateFilter) => expect(parseLogsUrl(query).dateFilter).toEqual(dateFilter));
});

describe('partner, reseller and org ids', () => {
  it('positive integers are kept, anything else dropped', () => {
    const view = parseLogsUrl('partnerId=2&resellerId=3.5&orgId=12');
    expect([view.partnerId, view.resellerId, view.orgId]).toEqual([2, undefined, 12]);
    expect(parseLogsUrl('orgId=-1').orgId).toBeUndefined();
  });
});

describe('field types (integer, date, string)', () => {
  it.each([
    ['accountId', undefined, 'integer'],
    ['duration', 'x', 'integer'],
    ['timestamp', undefined, 'date'],
    ['cnam', 5, 'string'],
    ['appointmentBooked', 'yes', 'integer'],
    ['appointments', 3, 'integer'],
    ['bookedAt', '2026-11-23T10:00:00Z', 'date'],
    ['bookedOn', '2026-11-23', 'date'],
    ['notes', '2026-13-45', 'string'],
    ['score', 2.5, 'string'],
    ['anything', undefined, 'string'],
  ])('%s (sample %j) → %s', (field, sample, type) => expect(fieldType(field, sample)).toBe(type));
});

describe('a copied link reopens the same view', () => {
  it('the default view is an empty query', () => expect(formatLogsUrl(DEFAULT_VIEW).toString()).toBe(''));

  it('test calls: includeTest=true turns them on; anything else is the default (off), left out of the link', () => {
    expect(parseLogsUrl('includeTest=true').includeTest).toBe(true);
    for (const query of ['includeTest=false', 'includeTest=1', 'includeTest=TRUE', 'includeTest=', 'wrap=true']) {
      expect(parseLogsUrl(query).includeTest, query).toBe(false);
    }
    expect(formatLogsUrl({ ...DEFAULT_VIEW, includeTest: true }).toString()).toBe('includeTest=true');
    expect(formatLogsUrl({ ...DEFAULT_VIEW, includeTest: false }, new URLSearchParams('includeTest=true')).toString()).toBe('');
  });

  it('other parameters (an open overlay) are kept', () => {
    const params = formatLogsUrl({ ...DEFAULT_VIEW, page: 2 }, new URLSearchParams('callTranscript=abc&page=9'));
    expect(params.get('callTranscript')).toBe('abc');
    expect(params.get('page')).toBe('2');
  });

  const field = fc.constantFrom(...LOG_FIELDS, 'appointmentBooked');
  const value = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -1000, max: 100000 }),
    fc.boolean(),
    fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 3 }),
  );
  const view: fc.Arbitrary<LogsView> = fc.record(
    {
      dateFilter: fc.oneof(
        fc.constantFrom('last 30 days', 'last 7 days', 'last 2 weeks', 'last 1 year'),
        fc.record({ start: fc.integer({ min: 0, max: 2e9 }), end: fc.integer({ min: 0, max: 2e9 }) }),
      ),
      fields: fc.uniqueArray(field, { minLength: 1, maxLength: 14 }),
      filters: fc.uniqueArray(
        fc.record({ field, op: fc.option(fc.constantFrom('eq', 'gt', 'in', 'contains', 'isnull'), { nil: undefined }), value }),
        { selector: (f) => f.field, maxLength: 4 },
      ),
      page: fc.integer({ min: 1, max: 10_000 }),
      pageSize: fc.integer({ min: 1, max: 10_000 }),
      wrap: fc.boolean(),
      includeTest: fc.boolean(),
      partnerId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
      resellerId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
      orgId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }),
    },
    { requiredKeys: ['dateFilter', 'fields', 'filters', 'page', 'pageSize', 'wrap', 'includeTest'] },
  );

  const normal = (v: LogsView) =>
    JSON.parse(JSON.stringify({ ...v, filters: v.filters.map((f) => (f.op === undefined ? { field: f.field, value: f.value } : f)) }));

  it('parse(format(view)) = view, through a real link', () =>
    fc.assert(
      fc.property(view, (v) => {
        const link = `https://console.example/app/org/12/logs?${formatLogsUrl(v).toString()}`;
        expect(normal(parseLogsUrl(new URL(link).search))).toEqual(normal(v));
      }),
    ));
});
