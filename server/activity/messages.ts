// What the activity and notification routes answer when they refuse, in one place.
export { NO_ACCOUNT_ID } from '../../src/shared/activity';
export const ROOM_NOT_FOUND = 'Conversation not found';
export const ACTIVITY_NOT_FOUND = 'clear: No such activity item';
export const NOTIFICATION_NOT_FOUND = 'clear: No such notification';
export const CLEAR_ONE_OR_ALL = 'clear: Send clear (an item id) or clearAll: true';
