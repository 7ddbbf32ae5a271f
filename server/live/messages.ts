// What the live view's routes answer when they refuse, in one place.
export const LIVE_CALL_NOT_FOUND = 'Call not found';
export const ROOM_NOT_FOUND = 'Conversation not found';
export const NOT_TAKEN_OVER = 'Take the conversation over before writing in it';
export const MESSAGE_ID_REUSED = 'messageId: Already used for another message';

/** What the live view's routes write to the audit log, with the labels the audit log shows. */
export const LIVE_AUDIT_ACTIONS = {
  'call.listened': 'Followed a live call',
  'call.endedBySupervisor': 'Ended a live call',
  'conversation.listened': 'Followed a conversation',
  'conversation.takenOver': 'Took a conversation over',
  'conversation.handedBack': 'Handed a conversation back to its agent',
};
