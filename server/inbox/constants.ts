// The inbox's numbers and texts (issue 19), in one place: routes, tests and the docs quote these.

/** Spec document 2, constants: the inbox is paged 20 rooms at a time. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE_SIZE = 100;
/**
 * A tab's total is exact up to this, then "1,000+": nobody pages 50 pages into an inbox, and counting
 * every room of a large tenant on each page (the priority rule per room) was most of the first page's time.
 */
export const INBOX_COUNT_CAP = 1_000;
/** Messages of a room per page (the open room loads older ones on scroll). */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 200;

/** A message body's length: the runtime's SMS limit (1,600 characters: 10 concatenated segments). */
export { SMS_MAX_CHARS as MAX_BODY_CHARS } from '../conversations/schemas';

/** Media: images and PDF, at most 5 MB each (Twilio's MMS limit), checked from their content. */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
/** Media ids one message may carry. */
export const MAX_MEDIA_PER_MESSAGE = 10;

/** How long a person's message keeps the agent quiet in its room, unless the org sets otherwise. */
export const DEFAULT_TAKEOVER_MINUTES = 30;
export const MIN_TAKEOVER_MINUTES = 1;
export const MAX_TAKEOVER_MINUTES = 1440;

/** Spec document 2's error catalogue: the conversation by room failed (also: another tenant's room). */
export const CONVO_NOT_FOUND = 'Failed to fetch convo';
/** Spec document 2's error catalogue: starting a conversation failed. */
export const START_FAILED = 'Unable to start conversation with this user.';
export const MESSAGE_NOT_FOUND = 'messageId: No such message in this conversation';
export const MEDIA_NOT_FOUND = 'Media not found';
export const MEDIA_UNKNOWN = 'media: Unknown media id (upload it first with POST /api/v1/chat/media)';
export const MEDIA_USED = 'media: Already sent with another message';
export const NUMBER_BLOCKED = 'This number is blocked: unblock it to write to it';
export const NO_SMS_NUMBER = 'from: The organization has no active number to text from';
export const NOT_OUR_NUMBER = 'from: Not one of the organization\'s active numbers';
export const EMPTY_MESSAGE = 'body: Required (or at least one media)';
export const MEDIA_FILE_MISSING = 'file: Required (multipart form data with one file field)';
export const MEDIA_TOO_LARGE = `file: At most ${MAX_MEDIA_BYTES / 1024 / 1024} MB`;
export const MEDIA_TYPE_REFUSED = 'file: Only PNG, JPEG, GIF or WebP images and PDF documents (checked from the content)';
export const BLOCK_TARGET_UNKNOWN = 'targetUsername: Neither a conversation of this organization nor a phone number';

/** What the inbox writes to the audit log, with the labels the audit log shows. */
export const INBOX_AUDIT_ACTIONS = {
  'conversation.handled': 'Took a conversation over by replying in it',
  'conversation.resumed': 'Let the agent answer a conversation again',
  'conversation.aiAgentChanged': 'Switched a conversation\'s agent on or off',
  'conversation.blocked': 'Blocked a number',
  'conversation.unblocked': 'Unblocked a number',
  'inbox.settingsChanged': 'Changed the inbox settings',
} as const;
