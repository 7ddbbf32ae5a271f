// Every message the sign-up and email-verification routes answer with or send, in one place. The spec
// gives none for sign-up (document 2 §7 names the call only); "Could not verify code." is its catalogue's.
export { BAD_CODE, TOO_MANY } from './signIn';

/** The reseller's or the partner's domain profile says `allowSignup: false`. */
export const SIGNUP_CLOSED = 'Sign-up is closed here: ask your provider to create your account.';
/** No domain profile matches the host (nor `accountId`): no one to sign up under. */
export const SIGNUP_NO_BRAND = 'Sign-up is not available on this address.';
export const BAD_TEMP_SESSION = 'tempUserToken: Unknown or expired temporary session';
export const BAD_ACCOUNT_ID = 'accountId: No sign-up under this account';
export const EMAIL_TAKEN = 'email: Already used by another account';
export const SAME_EMAIL = 'email: This is already your email address';

export const signupCodeText = (code: string) =>
  `Your Switchboard sign-up code is ${code}. Enter it to create your account; it expires in 10 minutes.`;
export const takenSignupText = (code: string) =>
  `Someone (maybe you) tried to sign up with this email, which already has an account. Your Switchboard sign-in code is ${code}. It expires in 10 minutes.`;
export const emailChangeText = (code: string) =>
  `Your Switchboard verification code is ${code}. Enter it to make this your account's email; it expires in 10 minutes.`;

/** The audit action a sign-up records (the new owner is its actor), with its label. */
export const SIGNUP_AUDIT_ACTIONS = { 'account.signedUp': 'Signed up' } as const;

// The signed-in user's phone number change (POST /api/v1/phoneNumber/requestVerificationCode and
// validateVerificationCode).
export const PHONE_TAKEN = 'phoneNumber: Already used by another account';
export const SAME_PHONE = 'phoneNumber: This is already your phone number';
export const PHONE_REFUSED = 'phoneNumber: The carrier cannot text this number';
export const PHONE_SEND_FAILED = 'The carrier could not send the code; try again later';
export const phoneChangeText = (code: string) =>
  `Your Switchboard verification code is ${code}. Enter it to make this your account's phone number; it expires in 10 minutes.`;
