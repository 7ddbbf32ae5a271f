// The sign-up form's English, under `switchboard.signup` (merged into the kernel's messages, so a
// locale file translates them like any other key). The landing runs outside react-admin: `signUpText`
// reads them through the same translator (i18n/translate.ts).
import type { Messages } from '../i18n/messages';
import { flattenMessages, translate, type TranslateOptions } from '../i18n/translate';
import { currentLocale } from '../../shared/intl';
import { SIGNUP_MESSAGES_FR } from './signUpMessages.fr';

export const SIGNUP_MESSAGES = {
  createAccount: 'Create an account',
  haveAccount: 'Already have an account? Sign in',
  title: 'Create your %{brand} account',
  name: 'Your name',
  businessName: 'Business name',
  email: 'Work email',
  number: 'Phone number (optional)',
  submit: 'Continue',
  required: 'Required',
  tooLong: 'At most %{max} characters',
  invalidEmail: 'Enter an email address such as you@business.com',
  invalidNumber: 'Enter a phone number with its country code, such as +1 415 555 0123',
  codeSent: 'We sent a %{length}-digit code to %{email}. Enter it to finish; it is valid for 10 minutes. If this email already has an account, the code signs you in to it.',
  code: 'Verification code',
  codeIncomplete: 'Enter all %{length} digits',
  verify: 'Verify and continue',
  changeDetails: 'Change my details',
  failed: 'Something went wrong.',
} as const satisfies Messages;

const PHRASES = {
  en: flattenMessages({ switchboard: { signup: SIGNUP_MESSAGES } }),
  fr: flattenMessages({ switchboard: { signup: { ...SIGNUP_MESSAGES, ...SIGNUP_MESSAGES_FR } } }),
};

export type SignUpMessageKey = keyof typeof SIGNUP_MESSAGES;

/** A sign-up message in the page's language (`locale` for tests), with its `%{name}` values. */
export function signUpText(key: SignUpMessageKey, options?: TranslateOptions, locale = currentLocale()): string {
  return translate(PHRASES[locale], locale, `switchboard.signup.${key}`, options);
}
