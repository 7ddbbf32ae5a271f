// The inbox page's URL state (spec 1 §2.6, §4.3): each parameter validated on the way in (a bad value is
// ignored, never a crash), written back without disturbing other parameters, and the reducer's rules.
import { describe, expect, it } from 'vitest';
import { EMPTY_INBOX, inboxReducer, readInboxParams, writeInboxParams, type InboxState } from '../../src/plugins/inbox/rules/inboxUrl';
import { handler } from '../../src/plugins/inbox/rules/takeover';

const read = (query: string) => readInboxParams(new URLSearchParams(query));
const ROOM = '3f1c2a9e-7b7d-4c1e-9d2b-0a1b2c3d4e5f';
const open: InboxState = { ...EMPTY_INBOX, filter: 'agent', active: ROOM, highlightId: '42', unread: true };

describe('reading the inbox URL', () => {
  it.each([
    ['', EMPTY_INBOX],
    ['filter=agent', { ...EMPTY_INBOX, filter: 'agent' }],
    ['filter=junk', EMPTY_INBOX],
    ['filter=AGENT', EMPTY_INBOX],
    [`active=${ROOM}&highlightId=42`, { ...EMPTY_INBOX, active: ROOM, highlightId: '42' }],
    ['active=../../etc', EMPTY_INBOX],
    [`active=${'a'.repeat(65)}`, EMPTY_INBOX],
    ['highlightId=%3Cscript%3E', EMPTY_INBOX],
    ['new=true', { ...EMPTY_INBOX, new: 'true' }],
    ['new=', { ...EMPTY_INBOX, new: 'true' }],
    ['new=%2B1%20(415)%20555-0123', { ...EMPTY_INBOX, new: '+14155550123' }],
    ['new=4155550123', EMPTY_INBOX],
    ['new=yes', EMPTY_INBOX],
    ['unread=true', { ...EMPTY_INBOX, unread: true }],
    ['unread=1', EMPTY_INBOX],
    ['archived=true', { ...EMPTY_INBOX, archived: true }],
    ['archived=yes', EMPTY_INBOX],
    ['filter=agent&filter=priority', { ...EMPTY_INBOX, filter: 'agent' }],
  ])('%s', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});

describe('writing it back', () => {
  it('round-trips, leaves defaults out and keeps other parameters (overlays)', () => {
    const params = writeInboxParams(new URLSearchParams('chat=true&active=old'), open);
    expect(params.toString()).toBe(`chat=true&filter=agent&active=${ROOM}&highlightId=42&unread=true`);
    expect(readInboxParams(params)).toEqual(open);
    expect(writeInboxParams(new URLSearchParams('filter=agent&unread=true'), EMPTY_INBOX).toString()).toBe('');
  });
});

describe('the reducer', () => {
  it('switching tab clears the active room (and its highlight), keeps the unread filter', () => {
    expect(inboxReducer(open, { type: 'tab', tab: 'priority' })).toEqual({ ...open, filter: 'priority', active: null, highlightId: null });
  });

  it('the same tab again changes nothing', () => {
    expect(inboxReducer(open, { type: 'tab', tab: 'agent' })).toBe(open);
  });

  it('opening a room closes the composer; a bad room id opens nothing', () => {
    expect(inboxReducer({ ...EMPTY_INBOX, new: 'true' }, { type: 'open', roomId: ROOM })).toEqual({ ...EMPTY_INBOX, active: ROOM });
    expect(inboxReducer(EMPTY_INBOX, { type: 'open', roomId: 'a b' }).active).toBeNull();
  });

  it('a group with no users clears the new conversation; with users it stays', () => {
    const composing = { ...EMPTY_INBOX, new: 'true' };
    expect(inboxReducer(composing, { type: 'group', users: [] }).new).toBeNull();
    expect(inboxReducer(composing, { type: 'group', users: ['+14155550123'] })).toBe(composing);
  });

  it('compose takes a valid number only; a started conversation opens its room', () => {
    expect(inboxReducer(EMPTY_INBOX, { type: 'compose', to: '+1 415 555 0123' }).new).toBe('+14155550123');
    expect(inboxReducer(EMPTY_INBOX, { type: 'compose', to: 'abc' }).new).toBe('true');
    expect(inboxReducer({ ...EMPTY_INBOX, new: 'true' }, { type: 'started', roomId: ROOM })).toEqual({ ...EMPTY_INBOX, active: ROOM });
    expect(inboxReducer({ ...EMPTY_INBOX, new: 'true' }, { type: 'cancelCompose' }).new).toBeNull();
  });

  it('changing account resets everything', () => {
    expect(inboxReducer({ ...open, new: 'true' }, { type: 'account' })).toEqual(EMPTY_INBOX);
  });

  it('close and the unread filter', () => {
    expect(inboxReducer(open, { type: 'close' })).toEqual({ ...open, active: null, highlightId: null });
    expect(inboxReducer(open, { type: 'unread', on: false }).unread).toBe(false);
  });

  it('the archived list: its own rooms, so the open room closes; the same value changes nothing', () => {
    expect(inboxReducer(open, { type: 'archived', on: true })).toEqual({ ...open, archived: true, active: null, highlightId: null });
    expect(inboxReducer(open, { type: 'archived', on: false })).toBe(open);
    expect(writeInboxParams(new URLSearchParams(), { ...EMPTY_INBOX, archived: true }).toString()).toBe('archived=true');
  });
});

describe('who handles a room (the takeover timer)', () => {
  const at = Date.parse('2030-01-01T14:00:00Z');
  const room = (until: string | null) => ({ handledBy: until === null ? null : { userId: 4, name: 'Ada Owner', until } });
  it('a person until `until`, then nobody (the agent resumes); no timer, the clock decides', () => {
    expect(handler(room('2030-01-01T14:05:00Z'), at)?.name).toBe('Ada Owner');
    expect(handler(room('2030-01-01T14:00:00Z'), at)).toBeNull();
    expect(handler(room('2030-01-01T13:59:00Z'), at)).toBeNull();
    expect(handler(room(null), at)).toBeNull();
    expect(handler(room('not a date'), at)).toBeNull();
  });
});
