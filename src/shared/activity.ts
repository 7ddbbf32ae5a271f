// Shared by the console and the server: the spec's message for priority activity asked for without an
// account id (spec doc 2 error catalogue), which the server answers and the app bar's bell shows, and
// the shape of one activity item (GET /api/v1/activity and /api/v1/activityAgent).
export const NO_ACCOUNT_ID = 'no account id';

/** One item of an activity list: an inbound message or an ended call in one of the org's rooms. */
export interface ActivityItem {
  id: number;
  roomId: string;
  kind: 'message' | 'call';
  text: string;
  from: string;
  createdAt: string;
  read: boolean;
}
