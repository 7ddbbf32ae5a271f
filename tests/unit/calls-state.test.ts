// Spec 1 §4.8 (call state) and §2.7 (the call's fields and defaults), as a table: state, action, next state.
import { describe, expect, it } from 'vitest';
import { callReducer, NO_CALL, type Call, type CallAction, type CallState } from '../../src/plugins/calls/rules/callState';

const inCall: Call = { username: 'agent-7', type: 'audio', isLive: true, viewerOnly: false, meetingId: 'm1', campaignId: 'c9', kick: false };

const table: [string, CallState, CallAction, CallState][] = [
  ['none until a call starts: toggle changes nothing', NO_CALL, { kind: 'toggle', type: 'video' }, NO_CALL],
  ['none: kick changes nothing', NO_CALL, { kind: 'kick', kick: true }, NO_CALL],
  ['none: a destination update changes nothing', NO_CALL, { kind: 'updateDestination', id: 4 }, NO_CALL],
  ['none: end stays none', NO_CALL, { kind: 'end' }, NO_CALL],
  [
    'start with only destination and type: live false, viewer-only false, meeting and campaign null (spec 2.7 defaults)',
    NO_CALL,
    { kind: 'start', username: 'agent-7', type: 'audio' },
    { username: 'agent-7', type: 'audio', isLive: false, viewerOnly: false, meetingId: null, campaignId: null, kick: false },
  ],
  [
    'start sets destination, type, live, viewer-only, meeting and campaign',
    NO_CALL,
    { kind: 'start', username: 'agent-7', type: 'video', isLive: true, viewerOnly: true, meetingId: 'm1', campaignId: 'c9' },
    { username: 'agent-7', type: 'video', isLive: true, viewerOnly: true, meetingId: 'm1', campaignId: 'c9', kick: false },
  ],
  [
    'start during a call replaces it (and clears a kick)',
    { ...inCall, kick: true },
    { kind: 'start', username: 'other', type: 'audio' },
    { username: 'other', type: 'audio', isLive: false, viewerOnly: false, meetingId: null, campaignId: null, kick: false },
  ],
  ['toggle changes only the type', inCall, { kind: 'toggle', type: 'video' }, { ...inCall, type: 'video' }],
  ['kick set while in a call', inCall, { kind: 'kick', kick: true }, { ...inCall, kick: true }],
  ['kick reset while in a call', { ...inCall, kick: true }, { kind: 'kick', kick: false }, inCall],
  ['update destination sets username meeting-<id>', inCall, { kind: 'updateDestination', id: 42 }, { ...inCall, username: 'meeting-42' }],
  ['update destination with a string id', inCall, { kind: 'updateDestination', id: 'abc' }, { ...inCall, username: 'meeting-abc' }],
  ['end returns to none', inCall, { kind: 'end' }, NO_CALL],
];

describe('callReducer (spec 4.8)', () => {
  it.each(table)('%s', (_name, state, action, next) => {
    expect(callReducer(state, action)).toEqual(next);
  });

  it('never mutates the state it is given', () => {
    const before = { ...inCall };
    callReducer(inCall, { kind: 'toggle', type: 'video' });
    callReducer(inCall, { kind: 'kick', kick: true });
    callReducer(inCall, { kind: 'updateDestination', id: 1 });
    expect(inCall).toEqual(before);
  });
});
