// The inbox's constants (spec doc 2 §9: "Inbox ... pages 20") in one place.
export const INBOX_PAGE_SIZE = 20;
/** messages of a room fetched per page, newest first (the contract's default limit) */
export const MESSAGES_PAGE_SIZE = 50;
/** the org's takeover delay (the contract: 1–1440 minutes, default 30) */
export const TAKEOVER_MINUTES = { min: 1, max: 1440, default: 30 } as const;
/** the server's cap on a message body (carriers concatenate at most 10 segments) */
export const MESSAGE_MAX_LENGTH = 1600;
/** what the composer attaches: images and PDF, the type checked again by the server from the content */
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';
export const LIVE_TYPES = ['message.in', 'message.out', 'conversation.updated'] as const;
