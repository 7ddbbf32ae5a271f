// The call state of spec 1 §4.8 (fields of §2.7), as one pure reducer: the call screen, the calling
// overlay and the live view read it; nothing else changes it.

export type CallType = 'audio' | 'video';

export interface Call {
  /** the destination */
  username: string;
  type: CallType;
  isLive: boolean;
  viewerOnly: boolean;
  meetingId: string | null;
  campaignId: string | null;
  /** transient: set and reset while in a call */
  kick: boolean;
}

/** None means no call. */
export type CallState = Call | null;

export const NO_CALL: CallState = null;

export type CallAction =
  | {
      kind: 'start';
      username: string;
      type: CallType;
      isLive?: boolean;
      viewerOnly?: boolean;
      meetingId?: string | null;
      campaignId?: string | null;
    }
  | { kind: 'toggle'; type: CallType }
  | { kind: 'kick'; kick: boolean }
  | { kind: 'updateDestination'; id: string | number }
  | { kind: 'end' };

export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.kind) {
    case 'start':
      return {
        username: action.username,
        type: action.type,
        isLive: action.isLive ?? false,
        viewerOnly: action.viewerOnly ?? false,
        meetingId: action.meetingId ?? null,
        campaignId: action.campaignId ?? null,
        kick: false,
      };
    case 'end':
      return NO_CALL;
    default:
      // the other actions change a call in progress; with none there is nothing to change
      if (!state) return state;
      if (action.kind === 'toggle') return { ...state, type: action.type };
      if (action.kind === 'kick') return { ...state, kick: action.kick };
      return { ...state, username: `meeting-${action.id}` };
  }
}
