// The sign-in form's and page's words. The landing renders before react-admin (and its translator)
// loads, so they are read through localized() (French in signInMessages.fr.ts).
import { localized } from '../i18n/localized';
import { SIGNIN_MESSAGES_FR } from './signInMessages.fr';

const english = {
  signInTo: (brand: string) => `Sign in to ${brand}`,
  signIn: 'Sign in',
  email: 'Email',
  phone: 'Phone number',
  sendCode: 'Send code',
  verifyCode: 'Verify code',
  codeSent: (length: number, to: string) => `We sent a ${length}-digit code to ${to}. It is valid for 10 minutes.`,
  code: 'Verification code',
  codeIncomplete: (length: number) => `Enter all ${length} digits`,
  verify: 'Verify',
  changeEmail: 'Change email',
  changePhone: 'Change phone number',
  usePhone: 'Use phone number instead',
  useEmail: 'Use email instead',
} as const;

export type SignInMessages = typeof english;

export const SIGNIN_MESSAGES = localized(english, { fr: SIGNIN_MESSAGES_FR });
