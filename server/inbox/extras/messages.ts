// What the inbox's extra routes (sendInvite, search, group rooms, external destinations, the public
// preview, mobile contacts) answer when they refuse, in one place.
export const NO_SMS_NUMBER = 'The organization has no SMS number yet: add one before sending invitations';
export const inviteText = (orgName: string, number: string) => `${orgName} invites you to text us at ${number}. Reply STOP to opt out.`;
export const INVITE_LIMITS = { perTarget: 3, perTargetWindowMs: 24 * 3_600_000, perAccount: 50, perAccountWindowMs: 3_600_000 };
export const tooManyInvites = (who: 'number' | 'organization', max: number, window: string, waitS: number) =>
  `Too many invitations ${who === 'number' ? 'to this number' : 'from this organization'}: at most ${max} per ${window}. Try again in ${waitS} s.`;
export const USERS_REQUIRED = 'users: A group conversation needs at least one user';
export const SEARCH_TOO_SHORT = 'target: Type at least 2 characters';
export const ADDRESS_INVALID = 'address: Expected a phone number in E.164 (e.g. +14155550123) or an email address';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const PREVIEW_LIMITS = { perAddress: 60, windowMs: 60_000 };
export const tooManyPreviews = (waitS: number) => `Too many previews from this address. Try again in ${waitS} s.`;
