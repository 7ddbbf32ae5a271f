// What the live view's routes answer when they refuse, in one place.
export const LIVE_CALL_NOT_FOUND = 'Call not found';
export const ROOM_NOT_FOUND = 'Conversation not found';
export const NOT_TAKEN_OVER = 'Take the conversation over before writing in it';
export const MESSAGE_ID_REUSED = 'messageId: Already used for another message';
