// The admin tools' pure rules: the stored token's state, the forms' validation (the server's own
// limits), the request bodies and the calls table's formatting.
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/plugins/admin-tools/messages';
import {
  disableRequest,
  formatDateTime,
  formatDuration,
  formatExpiry,
  parseExpiresAt,
  refundRequest,
  shortExcerpt,
  tokenState,
  validateAmount,
  validateDetails,
  validateReason,
  validateUsername,
} from '../../src/plugins/admin-tools/rules';

const v = messages.validation;

describe('the stored token', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['12.5', null],
    ['-5', null],
    ['1767398400', 1767398400],
    [' 1767398400 ', 1767398400],
  ])('parseExpiresAt(%j) = %j', (raw, expected) => {
    expect(parseExpiresAt(raw)).toBe(expected);
  });

  const now = 1_767_398_400_000;
  it.each([
    [null, null, 'none'],
    ['', 1_767_398_500, 'none'],
    ['t', 1_767_398_401, 'valid'],
    ['t', 1_767_398_400, 'expired'],
    ['t', 1_767_398_399, 'expired'],
    ['t', null, 'valid'],
  ] as const)('tokenState(%j, %j) = %s', (token, expiresAt, expected) => {
    expect(tokenState(token, expiresAt, now)).toBe(expected);
  });
});

describe('account status form', () => {
  it.each([
    ['', v.required],
    ['   ', v.required],
    ['acme', undefined],
    [' acme ', undefined],
    ['a'.repeat(200), undefined],
    ['a'.repeat(201), v.tooLong(200)],
  ])('validateUsername(%j)', (value, expected) => {
    expect(validateUsername(value)).toBe(expected);
  });

  it('requires a reason only to disable, and at most 200 characters', () => {
    expect(validateReason('', true)).toBe(v.required);
    expect(validateReason('  ', true)).toBe(v.required);
    expect(validateReason('', false)).toBeUndefined();
    expect(validateReason('r'.repeat(200), true)).toBeUndefined();
    expect(validateReason('r'.repeat(201), true)).toBe(v.tooLong(200));
    expect(validateReason('r'.repeat(201), false)).toBe(v.tooLong(200));
  });

  it('allows details up to 2000 characters', () => {
    expect(validateDetails('')).toBeUndefined();
    expect(validateDetails('d'.repeat(2000))).toBeUndefined();
    expect(validateDetails('d'.repeat(2001))).toBe(v.tooLong(2000));
  });

  it('builds the disable body, trimmed, without empty details', () => {
    expect(disableRequest(' acme ', ' Chargeback ', '  ')).toEqual({ username: 'acme', reason: 'Chargeback' });
    expect(disableRequest('acme', 'Chargeback', ' Card disputed ')).toEqual({
      username: 'acme',
      reason: 'Chargeback',
      details: 'Card disputed',
    });
    expect(disableRequest('acme', '', '')).toBeNull();
    expect(disableRequest('', 'x', '')).toBeNull();
    expect(disableRequest('acme', 'x', 'd'.repeat(2001))).toBeNull();
  });
});

describe('refund form', () => {
  it.each([
    ['', v.required],
    ['12', undefined],
    ['12.5', undefined],
    ['12.50', undefined],
    ['0.01', undefined],
    ['10000', undefined],
    ['10000.00', undefined],
    ['10,000', undefined],
    ['10000.01', v.usdMax],
    ['0', v.positive],
    ['0.00', v.positive],
    ['12.345', v.usdFormat],
    ['-1', v.usdFormat],
    ['1e3', v.usdFormat],
    ['12.', v.usdFormat],
    ['abc', v.usdFormat],
  ])('USD %j', (value, expected) => {
    expect(validateAmount('usd', value)).toBe(expected);
  });

  it.each([
    ['', v.required],
    ['1', undefined],
    ['100000000', undefined],
    ['100,000,000', undefined],
    ['100000001', v.satsMax],
    ['0', v.positive],
    ['1.5', v.satsFormat],
    ['-3', v.satsFormat],
    ['1e8', v.satsFormat],
  ])('sats %j', (value, expected) => {
    expect(validateAmount('sats', value)).toBe(expected);
  });

  it('builds a body with exactly one amount, as a number', () => {
    expect(refundRequest(' globex ', 'usd', '12.50')).toEqual({ username: 'globex', usdAmount: 12.5 });
    expect(refundRequest('globex', 'sats', '2,500')).toEqual({ username: 'globex', satsAmount: 2500 });
    expect(refundRequest('globex', 'usd', '1.005')).toBeNull();
    expect(refundRequest('', 'sats', '5')).toBeNull();
  });
});

describe('calls table formatting', () => {
  it.each([
    [0, '00:00'],
    [38, '00:38'],
    [412, '06:52'],
    [905, '15:05'],
    [4500, '75:00'],
    [59.9, '00:59'],
    [-1, ''],
    [Number.NaN, ''],
  ])('formatDuration(%s) = %j', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('formats dates in the given locale and zone, and nothing for an unreadable date', () => {
    expect(formatDateTime('2026-10-28T14:05:00.000Z', 'en-US', 'UTC')).toBe('Oct 28, 2026, 2:05 PM');
    expect(formatExpiry(1_767_398_400, 'en-US', 'UTC')).toBe('Jan 3, 2026, 12:00 AM');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shortens long excerpts on a word boundary, to one line', () => {
    expect(shortExcerpt('Can I please\n talk to a real person?')).toBe('Can I please talk to a real person?');
    expect(shortExcerpt(null)).toBe('');
    const long = 'word '.repeat(40).trim();
    const short = shortExcerpt(long, 30);
    expect(short.length).toBeLessThanOrEqual(30);
    expect(short).toBe('word word word word word word…');
    expect(shortExcerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
