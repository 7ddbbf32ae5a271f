import { describe, expect, it } from 'vitest';
import { generateCalls } from '../../server/calls/generator';
import { generatedTranscript } from '../../server/calls/transcripts';
import { callsPerOrg } from '../../server/seed/calls';
import { CALLER_NAME_PLACEHOLDERS, isValidCallerName } from '../../src/shared/calls';

describe('the caller-name check (spec 1 §5)', () => {
  it.each([
    ['ADA LOVELACE', true],
    ['Mary-Jane O\'Neil', true],
    ['José Álvarez', true],
    ['SMITH JOHN', true],
    ['JOHN DE', true],
    ['', false],
    [null, false],
    ['JOHN 2', false],
    ['CALLER 5551', false],
    ['+15551230001', false],
    ['UNKNOWN', false],
    ['anonymous', false],
    ['Spam', false],
    ['WIRELESS CALLER', false],
    ['SAN ANTONIO TX', false],
    ['NEW YORK CITY NY', false],
    ['ADA_LOVELACE', false],
  ])('%j → %s', (name, ok) => expect(isValidCallerName(name)).toBe(ok));

  it('every placeholder fails', () => {
    for (const p of CALLER_NAME_PLACEHOLDERS) expect(isValidCallerName(p)).toBe(false);
  });
});

describe('the call generator', () => {
  const END = Date.UTC(2026, 10, 23, 15, 30);
  const org = { accountId: 4, accountName: 'Acme', partnerId: 2, resellerId: 3, agents: [7, 8, 9] };
  const calls = generateCalls(org, 3000, { endMs: END });

  it('is deterministic', () => {
    expect(generateCalls(org, 3000, { endMs: END })).toEqual(calls);
    expect(generateCalls(org, 10, { endMs: END, seed: 2 })).not.toEqual(calls.slice(0, 10));
  });

  it('spreads calls over the org\'s agents and the 90 days before the end, none after it', () => {
    expect(new Set(calls.map((c) => c.agentId))).toEqual(new Set([7, 8, 9]));
    const times = calls.map((c) => c.timestamp.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(END);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(END - 90 * 86_400_000 - 86_400_000);
    expect(new Set(calls.map((c) => c.uuid)).size).toBe(calls.length);
    expect(calls.every((c) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(c.uuid))).toBe(true);
  });

  it('looks like a business line: mostly weekday business hours, both directions, transfers and bookings', () => {
    const share = (pred: (c: (typeof calls)[number]) => boolean) => calls.filter(pred).length / calls.length;
    const easternHour = (c: (typeof calls)[number]) => (c.timestamp.getUTCHours() + 19) % 24;
    expect(share((c) => easternHour(c) >= 8 && easternHour(c) < 18)).toBeGreaterThan(0.7);
    expect(share((c) => [0, 6].includes(c.timestamp.getUTCDay()))).toBeLessThan(0.15);
    expect(share((c) => c.direction === 'inbound')).toBeGreaterThan(0.6);
    expect(share((c) => c.direction === 'outbound')).toBeGreaterThan(0.2);
    expect(share((c) => c.transferMade === 1 && c.transfer !== '')).toBeGreaterThan(0.05);
    expect(share((c) => c.transferMade === 0 && c.transfer === '')).toBeGreaterThan(0.8);
    expect(share((c) => c.appointmentBooked === 1)).toBeGreaterThan(0.1);
    expect(calls.some((c) => c.appointmentBooked && c.transferMade)).toBe(false);
  });

  it('has caller names that pass and that fail the caller-name check', () => {
    const named = calls.filter((c) => c.cnam !== null);
    expect(named.filter((c) => isValidCallerName(c.cnam)).length / calls.length).toBeGreaterThan(0.6);
    const failing = new Set(named.filter((c) => !isValidCallerName(c.cnam)).map((c) => c.cnam!.replace(/\d/g, '#')));
    expect(failing).toEqual(new Set(['UNKNOWN', 'ANONYMOUS', 'SPAM', 'WIRELESS CALLER', 'CALLER ####', 'SAN ANTONIO TX', 'NEW YORK CITY NY', 'SALT LAKE UT', 'KANSAS CITY MO']));
    expect(calls.some((c) => c.cnam === null)).toBe(true);
  });

  it('tells each call\'s transcript the same way every time, true to the call', () => {
    for (const call of calls.slice(0, 200)) {
      const lines = generatedTranscript(call);
      expect(generatedTranscript(call)).toEqual(lines);
      expect(lines[0]!.text).toContain('Acme');
      expect(lines.every((l) => l.offset >= 0 && l.offset <= call.duration)).toBe(true);
      if (call.appointmentBooked) expect(lines.map((l) => l.text).join(' ')).toContain('booked');
      if (call.transferMade) expect(lines.map((l) => l.text).join(' ')).toContain('transferring');
    }
  });

  it.each([[undefined, 2000], ['', 2000], ['abc', 2000], ['-5', 2000], ['1.5', 2000], ['0', 0], ['250000', 250_000]])(
    'SEED_CALLS=%j → %d per org',
    (value, n) => expect(callsPerOrg(value)).toBe(n),
  );
});
