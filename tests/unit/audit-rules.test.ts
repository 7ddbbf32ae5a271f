// The audit list's pure rules: react-admin's list parameters → the server's query, filter
// validation, and the text of before/after values.
import { describe, expect, it } from 'vitest';
import {
  accountId,
  actionChoices,
  exportQuery,
  filterErrors,
  filterQuery,
  formatJson,
  isoDate,
  listQuery,
  sortOrder,
} from '../../src/plugins/audit/rules';

/** Actions as GET /api/v2/auditLog/actions serves them (some of them). */
const SERVED = [
  { action: 'account.created', label: 'Account created' },
  { action: 'member.invited', label: 'Member invited' },
  { action: 'takeover.started', label: 'Takeover started' },
];
const KNOWN = new Set(SERVED.map((a) => a.action));

describe('listQuery', () => {
  it.each([
    [{}, { page: 1, pageSize: 25, order: 'desc' }],
    [{ pagination: { page: 3, perPage: 25 } }, { page: 3, pageSize: 25, order: 'desc' }],
    [{ pagination: { page: 0, perPage: 500 } }, { page: 1, pageSize: 100, order: 'desc' }],
    [{ pagination: { page: -2, perPage: 0 } }, { page: 1, pageSize: 25, order: 'desc' }],
    [{ pagination: { page: 2.7, perPage: 10.2 } }, { page: 2, pageSize: 10, order: 'desc' }],
    [{ sort: { field: 'at', order: 'ASC' } }, { page: 1, pageSize: 25, order: 'asc' }],
    [{ sort: { field: 'at', order: 'DESC' } }, { page: 1, pageSize: 25, order: 'desc' }],
    [{ sort: { field: 'actionLabel', order: 'ASC' } }, { page: 1, pageSize: 25, order: 'desc' }],
    [
      { filter: { action: 'account.created', actorId: '1', targetAccountId: 4, q: ' acme ', from: '2026-01-01', to: '2026-01-31' } },
      { page: 1, pageSize: 25, order: 'desc', action: 'account.created', actorId: 1, targetId: 4, q: 'acme', from: '2026-01-01', to: '2026-01-31' },
    ],
  ])('%j → %j', (params, expected) => {
    expect(listQuery(params as any, KNOWN)).toEqual(expected);
  });
});

describe('filterQuery', () => {
  it('the entry-target filter travels as targetId (targetAccountId is every call\'s scope)', () => {
    expect(filterQuery({ targetAccountId: '12' }, KNOWN)).toEqual({ targetId: 12 });
    expect(filterQuery({ targetAccountId: '12' }, KNOWN)).not.toHaveProperty('targetAccountId');
  });

  it.each([
    ['an unknown action', { action: 'account.hacked' }],
    ['an action inherited from Object', { action: 'toString' }],
    ['ids that are not positive whole numbers', { actorId: '0', targetAccountId: '-3' }],
    ['ids with letters or decimals', { actorId: '12a', targetAccountId: '1.5' }],
    ['an id past the 32-bit range', { actorId: '2147483648' }],
    ['an empty search', { q: '   ' }],
    ['a search over 200 characters', { q: 'x'.repeat(201) }],
    ['dates that do not exist', { from: '2026-02-30', to: '2026-13-01' }],
    ['dates in another format', { from: '01/02/2026', to: '2026-1-2' }],
    ['nothing', {}],
  ])('leaves out %s', (_name, filter) => {
    expect(filterQuery(filter, KNOWN)).toEqual({});
  });

  it('an end before the start is left out, the start kept', () => {
    expect(filterQuery({ from: '2026-03-10', to: '2026-03-09' }, KNOWN)).toEqual({ from: '2026-03-10' });
    expect(filterQuery({ from: '2026-03-10', to: '2026-03-10' }, KNOWN)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });

  it('keeps every valid filter', () => {
    expect(filterQuery({ action: 'takeover.started', actorId: 3, targetAccountId: '4', q: 'Acme', from: '2026-01-01' }, KNOWN)).toEqual({
      action: 'takeover.started',
      actorId: 3,
      targetId: 4,
      q: 'Acme',
      from: '2026-01-01',
    });
    expect(filterQuery(null, KNOWN)).toEqual({});
  });
});

describe('exportQuery', () => {
  it('has the list\'s filters and order, no paging', () => {
    expect(exportQuery({ action: 'member.invited', targetAccountId: 4 }, { field: 'at', order: 'ASC' }, KNOWN)).toEqual({
      action: 'member.invited',
      targetId: 4,
      order: 'asc',
    });
    expect(exportQuery({})).toEqual({ order: 'desc' });
  });
});

describe('helpers', () => {
  it.each([
    [1, 1],
    ['42', 42],
    [' 7 ', 7],
    ['2147483647', 2147483647],
    ['2147483648', null],
    [0, null],
    ['', null],
    ['01', null],
    [1.5, null],
    [null, null],
    [{}, null],
  ])('accountId(%j) = %j', (value, expected) => {
    expect(accountId(value)).toBe(expected);
  });

  it.each([
    ['2026-02-28', '2026-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', null],
    ['2026-2-28', null],
    [20260228, null],
  ])('isoDate(%j) = %j', (value, expected) => {
    expect(isoDate(value)).toBe(expected);
  });

  it('sortOrder: ascending only when asked on time', () => {
    expect(sortOrder({ field: 'at', order: 'ASC' })).toBe('asc');
    expect(sortOrder({ field: 'id', order: 'ASC' })).toBe('asc');
    expect(sortOrder({ field: 'at', order: 'DESC' })).toBe('desc');
    expect(sortOrder(undefined)).toBe('desc');
  });

  it('formatJson: indented JSON text, null when there is no value', () => {
    expect(formatJson({ enableContacts: false })).toBe('{\n  "enableContacts": false\n}');
    expect(formatJson({ html: '<img src=x onerror=alert(1)>' })).toBe('{\n  "html": "<img src=x onerror=alert(1)>"\n}');
    expect(formatJson(null)).toBeNull();
    expect(formatJson(undefined)).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatJson(cyclic)).toBe('[object Object]');
  });

  it('filterErrors name what is wrong; empty filters are fine', () => {
    expect(filterErrors.accountId('')).toBeUndefined();
    expect(filterErrors.accountId(undefined)).toBeUndefined();
    expect(filterErrors.accountId('12')).toBeUndefined();
    expect(filterErrors.accountId('abc')).toBe('accountId');
    expect(filterErrors.date('2026-02-30')).toBe('date');
    expect(filterErrors.date(null)).toBeUndefined();
    expect(filterErrors.range('2026-03-10', '2026-03-01')).toBe('toBeforeFrom');
    expect(filterErrors.range('2026-03-01', '2026-03-10')).toBeUndefined();
    expect(filterErrors.range(undefined, '2026-03-10')).toBeUndefined();
    expect(filterErrors.q('x'.repeat(201))).toBe('q');
    expect(filterErrors.q('acme')).toBeUndefined();
  });

  it('the action filter offers every action with its label', () => {
    expect(actionChoices(SERVED)).toEqual(SERVED.map(({ action, label }) => ({ id: action, name: label })));
  });

  it('an action the server does not declare (or none known yet) is left out', () => {
    expect(filterQuery({ action: 'account.created' }, new Set())).toEqual({});
    expect(filterQuery({ action: 'account.created' })).toEqual({});
  });
});
