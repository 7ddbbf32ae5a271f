// Every message the account hierarchy, member and mobile routes answer with, in one place.
export { FORBIDDEN, ACCOUNT_NOT_FOUND as NOT_FOUND } from '../auth/context';
export const USER_NOT_FOUND = 'User not found';
export const ALREADY_USED = (field: 'email' | 'phoneNumber') => `${field}: Already used by another account`;
export const CANNOT_REMOVE_OWNER = 'targetUserId: The organization\'s own account cannot be removed';
export const HAS_SUPER_ADMIN = 'targetOrganizationId: An organization with a super admin cannot be deleted';
export const BAD_REDIRECT = 'redirectUrl: Must be a link into this console';
export const UNREGISTERED_HOST = 'This host is not registered to the domain profile (set PUBLIC_URL)';

export function invitationText(orgName: string, brand: string, link: string): string {
  return (
    `You have been invited to manage ${orgName} on ${brand}. ` +
    `Open this link to sign in (it works once, for 24 hours): ${link}`
  );
}

/** One's own new sign-in address is proven by a code first (mutations.ts assertIdentityProven). */
export const PROOF_NEEDED = {
  email: 'email: A new email address of your own is confirmed with a code sent to it',
  phoneNumber: 'phoneNumber: A new phone number of your own is confirmed with a code sent to it',
} as const;
