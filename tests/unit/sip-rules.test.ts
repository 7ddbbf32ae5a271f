// Issue 21 point 2: the SIP plugin's diagnosis table and ladder geometry (src/plugins/sip/rules.ts).
import { describe, expect, it } from 'vitest';
import { diagnose, isFailure, ladderArrows, ladderColumns, messageLabel, offsetLabel, type SipMessage } from '../../src/plugins/sip/rules';

describe('diagnosis', () => {
  it.each([
    [401, /credentials/, /username and password/],
    [407, /credentials/, /username and password/],
    [403, /refused/, /IP whitelist/],
    [404, /number/, /number dialled/],
    [408, /no answer/, /route's host.*firewall|firewall/s],
    [488, /codec/, /G\.711/],
    [503, /capacity/, /limit/],
  ])('%i explains itself and says what to check', (code, title, check) => {
    const d = diagnose(code)!;
    expect(d.code).toBe(code);
    expect(d.title).toMatch(new RegExp(`^${code} `));
    expect(d.title).toMatch(title);
    expect(d.check.join(' ')).toMatch(check);
  });

  it('gives other failures a generic message with the code', () => {
    for (const code of [486, 480, 500, 302, 699]) {
      const d = diagnose(code)!;
      expect(d.title).toBe(`${code}: the call failed`);
      expect(d.explanation).toContain(String(code));
      expect(d.check.length).toBeGreaterThan(0);
    }
  });

  it('has nothing to say about provisional and success replies, nor requests', () => {
    expect(diagnose(null)).toBeNull();
    expect(diagnose(100)).toBeNull();
    expect(diagnose(180)).toBeNull();
    expect(diagnose(200)).toBeNull();
  });
});

const A = { name: 'Your PBX', ip: '203.0.113.10', port: 5060 };
const B = { name: 'Switchboard SBC', ip: '198.51.100.20', port: 5060 };
const C = { name: 'Demo carrier', ip: '192.0.2.30', port: 5060 };
const msg = (seq: number, ms: number, source: typeof A, destination: typeof A, method: string | null, statusCode: number | null = null, reason: string | null = null): SipMessage => ({
  seq, at: new Date(Date.UTC(2026, 0, 1) + ms).toISOString(), source, destination, method, statusCode, reason, requestUri: null, headers: [], body: '', raw: '',
});

describe('ladder', () => {
  const list = [msg(3, 50, C, B, null, 486, 'Busy Here'), msg(1, 0, A, B, 'INVITE'), msg(2, 10, B, C, 'INVITE'), msg(4, 50, B, A, null, 486, 'Busy Here')];

  it('puts endpoints in columns by first appearance and arrows in time order', () => {
    expect(ladderColumns(list).map((e) => e.name)).toEqual(['Your PBX', 'Switchboard SBC', 'Demo carrier']);
    const arrows = ladderArrows(list);
    expect(arrows.map((a) => a.message.seq)).toEqual([1, 2, 3, 4]);
    expect(arrows.map((a) => [a.from, a.to])).toEqual([[0, 1], [1, 2], [2, 1], [1, 0]]);
    expect(arrows.map((a) => a.offsetMs)).toEqual([0, 10, 50, 50]);
  });

  it('labels messages and marks failures', () => {
    expect(messageLabel(list[0]!)).toBe('486 Busy Here');
    expect(messageLabel(list[1]!)).toBe('INVITE');
    expect(isFailure(list[0]!)).toBe(true);
    expect(isFailure(list[1]!)).toBe(false);
    expect(offsetLabel(1500)).toBe('+1.500 s');
  });
});
