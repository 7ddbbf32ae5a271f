// The forwarding codes of the major US carriers (issue 18 point 5): every carrier, both modes, with
// the agent's number filled in the form that carrier dials.
import { describe, expect, it } from 'vitest';
import { FORWARDING_CARRIERS, forwardingCode, nationalDigits } from '../../src/plugins/calls/rules/forwardingCodes';

const AGENT = '+14155550123';

describe('forwardingCode', () => {
  it.each([
    ['att', 'always', '*21*4155550123#', '#21#'],
    ['att', 'unanswered', '*004*4155550123#', '##004#'],
    ['verizon', 'always', '*724155550123', '*73'],
    ['verizon', 'unanswered', '*714155550123', '*73'],
    ['tmobile', 'always', '**21*14155550123#', '##21#'],
    ['tmobile', 'unanswered', '**004*14155550123#', '##004#'],
    ['uscellular', 'always', '*724155550123', '*720'],
    ['uscellular', 'unanswered', '*924155550123', '*920'],
    ['cricket', 'always', '*21*4155550123#', '#21#'],
    ['metro', 'always', '**21*14155550123#', '##21#'],
  ] as const)('%s %s: dial %s, undo with %s', (carrier, mode, on, off) => {
    expect(forwardingCode(carrier, mode, AGENT)).toEqual({ on, off });
  });

  it('covers AT&T, Verizon, T-Mobile and US Cellular, each with both modes and no unfilled placeholder', () => {
    expect(FORWARDING_CARRIERS.map((c) => c.name)).toEqual(expect.arrayContaining(['AT&T', 'Verizon', 'T-Mobile', 'US Cellular']));
    for (const carrier of FORWARDING_CARRIERS) {
      for (const mode of ['always', 'unanswered'] as const) {
        const codes = forwardingCode(carrier.id, mode, AGENT);
        expect(codes?.on).toMatch(/4155550123/);
        expect(`${codes?.on}${codes?.off}`).not.toMatch(/[{}]/);
      }
    }
    expect(new Set(FORWARDING_CARRIERS.map((c) => c.id)).size).toBe(FORWARDING_CARRIERS.length);
  });

  it('accepts 10 or 11 digits in any punctuation, refuses other numbers and unknown carriers', () => {
    expect(nationalDigits('(415) 555-0123')).toBe('4155550123');
    expect(nationalDigits('1 415 555 0123')).toBe('4155550123');
    expect(nationalDigits('+442071234567')).toBeNull();
    expect(forwardingCode('att', 'always', '+442071234567')).toBeNull();
    expect(forwardingCode('nope', 'always', AGENT)).toBeNull();
  });
});
