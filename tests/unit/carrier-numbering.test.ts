// The carriers' pure numbering rules: vanity letters to keypad digits, a typed prefix to national
// digits, the E.164 check, and the Demo carrier's city and state matching.
import { describe, expect, it } from 'vitest';
import { areaCodesIn } from '../../server/providers/carrier/areaCodes';
import { isE164, nationalPrefix, vanityDigits } from '../../server/providers/carrier/numbering';

describe('vanityDigits', () => {
  it.each([
    ['FLOWERS', '3569377'],
    ['1-800-flowers', '18003569377'],
    ['Pizza (24)', '7499224'],
    ['pqrs tuv wxyz', '77778889999'],
    ['0123456789', '0123456789'],
    ['', ''],
  ])('%s → %s', (phrase, digits) => expect(vanityDigits(phrase)).toBe(digits));

  it.each(['a*b', 'café', '<b>', '+1 415', 'CALL_ME'])('refuses %s', (phrase) => expect(vanityDigits(phrase)).toBeNull());
});

describe('nationalPrefix', () => {
  it.each([
    ['415', '415'],
    ['+1 (415) 555', '415555'],
    ['1415', '415'],
    ['1-415-555-0100', '4155550100'],
    ['4', '4'],
    ['+1', ''],
  ])('%s → %s', (prefix, digits) => expect(nationalPrefix(prefix)).toBe(digits));

  it.each(['41a', '415*', '+1 415 555 01000', '++1415'])('refuses %s', (prefix) => expect(nationalPrefix(prefix)).toBeNull());
});

describe('isE164', () => {
  it.each([
    ['+14155550100', true],
    ['+442071234567', true],
    ['14155550100', false],
    ['+1 415 555 0100', false],
    ['+04155550100', false],
    ['+1415555010012345', false],
  ])('%s → %s', (value, ok) => expect(isE164(value)).toBe(ok));
});

describe('areaCodesIn', () => {
  const codes = (city?: string, region?: string) => areaCodesIn(city, region).map((a) => a.code);
  it('matches a city and a state however they are written', () => {
    expect(codes('New York', 'NY')).toEqual(['212', '646']);
    expect(codes(' new  york ', 'new york')).toEqual(['212', '646']);
    expect(codes('St Louis')).toEqual(['314']);
    expect(codes('', 'Ohio')).toEqual(['216', '614']);
    expect(codes('Washington')).toEqual(['202']);
    expect(codes(undefined, 'Washington')).toEqual(['206', '509']);
    expect(codes('Chicago', 'CA')).toEqual([]);
    expect(codes().length).toBeGreaterThan(40);
  });
});
