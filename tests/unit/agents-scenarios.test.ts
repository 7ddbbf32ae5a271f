import { describe, expect, it } from 'vitest';
import { emptyReply, type ChatEntry } from '../../src/plugins/agents/rules/chat';
import { expectationsFrom, runsByVersion, scenarioDraft } from '../../src/plugins/agents/rules/scenarios';

const entry = (user: string, reply: Partial<ChatEntry['reply']> = {}): ChatEntry => ({ user, reply: { ...emptyReply(), done: true, ...reply } });

describe('scenario from a test conversation', () => {
  it('suggests the actions chosen, the functions called (by name) and whether a transfer was made, once each', () => {
    const entries = [entry('book', { actions: ['Book appointment'], functions: ['calendar:1 · bookAppointment'] }), entry('again', { actions: ['Book appointment'] })];
    expect(expectationsFrom(entries)).toEqual([
      { kind: 'action', name: 'Book appointment' },
      { kind: 'function', name: 'bookAppointment' },
      { kind: 'transfer', made: false },
    ]);
    expect(expectationsFrom([entry('a person', { transfers: ['+1555'] })])).toContainEqual({ kind: 'transfer', made: true });
  });

  it('needs a name, a turn and an expectation; empty texts are dropped', () => {
    const turns = [entry('hi')];
    expect(scenarioDraft(' ', turns, [{ kind: 'transfer', made: false }])).toBe('name');
    expect(scenarioDraft('x', [], [{ kind: 'transfer', made: false }])).toBe('turns');
    expect(scenarioDraft('x', turns, [{ kind: 'replyContains', text: '  ' }])).toBe('expect');
    expect(scenarioDraft(' x ', turns, [{ kind: 'replyNotContains', text: 'price' }])).toEqual({ name: 'x', turns: ['hi'], expect: [{ kind: 'replyNotContains', text: 'price' }] });
  });

  it('per version: the latest run of each revision, newest revision first', () => {
    const run = (revision: number, at: string, passed: boolean[]) => ({ id: at, revision, version: 'staging', passed: passed.every(Boolean), at, results: passed.map((p, i) => ({ id: String(i), name: String(i), passed: p, failures: [] })) });
    expect(runsByVersion([run(3, '2026-01-01T00:00:00Z', [false]), run(3, '2026-01-02T00:00:00Z', [true, true]), run(5, '2026-01-03T00:00:00Z', [true, false])])).toEqual([
      { revision: 5, passed: 1, failed: 1, at: '2026-01-03T00:00:00Z' },
      { revision: 3, passed: 2, failed: 0, at: '2026-01-02T00:00:00Z' },
    ]);
  });
});
