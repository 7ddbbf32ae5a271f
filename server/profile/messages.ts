// Every message and limit of the profile area (issue 24 items 1–2), in one place. The slug and link
// rules' own words are src/shared/profilePage.ts's (the console's forms show the same).
export const PAGE_NOT_FOUND = 'Page not found';
export const NO_PAGE = 'This account has no public page: choose an organization or an agent';
export const AVATAR_MISSING = 'file: Choose an image to upload';
export const AVATAR_TYPE_REFUSED = 'file: Only PNG, JPEG, GIF or WebP images are accepted';
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = `file: The image is larger than ${MAX_AVATAR_BYTES / 1024 / 1024} MB`;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_UNREADABLE = 'file: The image could not be read';
/** The stored picture's largest side, in pixels (server/profile/avatar.ts resizes to fit). */
export const AVATAR_MAX_SIDE = 512;
/** The most pixels an uploaded picture may declare before it is decoded (8 000 × 5 000). */
export const AVATAR_MAX_PIXELS = 40_000_000;
export const NO_AVATAR = 'This page has no picture';
export const LINK_NOT_FOUND = 'linkId: No such link on this page';
export const DUPLICATE_LINK_ID = 'links: Two links have the same id';

/** Public calls (link clicks, visits, the page itself) per client address, counted in the database. */
export const PUBLIC_LIMITS = { perAddress: 120, windowMs: 60_000 };
export const tooManyCalls = (waitS: number) => `Too many requests from this address; try again in ${waitS} s`;

export const PROFILE_AUDIT_ACTIONS = {
  'profile.page.changed': 'Public page changed',
  'profile.username.changed': 'Page address (username) changed',
  'profile.avatar.changed': 'Profile picture changed',
} as const;
