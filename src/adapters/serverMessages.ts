// The words the console shows for a failed call (issue 24 item 5). The server answers in English: the
// spec's catalogue (errors.ts MESSAGES) and its own refusals, `field: text` when a field is at fault.
// shownMessage() gives the page's language for every text it knows, by its exact English (the
// server's stable text; tests/unit/i18n-server-messages.test.ts checks each against the server's
// constant), keeps a `field: ` prefix as it is (a field's name is the API's), and falls back to the
// server's own text for anything else. In English every text is shown exactly as the server said it,
// so the spec's exact English messages stay exact.
import { localized } from '../kernel/i18n/localized';
import { MESSAGES } from './catalogue';
import { SERVER_MESSAGES_FR } from './serverMessages.fr';

export const SERVER_MESSAGES = {
  catalogue: MESSAGES,
  // generic answers (server/kit/errors.ts, server/auth/context.ts)
  notFound: 'Not found',
  badRequest: 'Bad request',
  internal: 'Internal server error',
  accountNotFound: 'Account not found',
  readOnlyToken: 'This API token is read-only',
  // sign-in and sign-up (server/areas/kernel/signIn.ts, signupMessages.ts)
  tooManyCodes: 'Too many code requests. Try again in a few minutes.',
  signupClosed: 'Sign-up is closed here: ask your provider to create your account.',
  signupNoBrand: 'Sign-up is not available on this address.',
  // after a field's name (server/kit/fields.ts, signIn.ts, signupMessages.ts, profile/messages.ts)
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number',
  invalidE164: 'Invalid phone number: expected E.164, e.g. +14155550123',
  sixDigits: 'Expected a 6-digit code',
  alreadyUsed: 'Already used by another account',
  sameEmail: 'This is already your email address',
  samePhone: 'This is already your phone number',
  phoneRefused: 'The carrier cannot text this number',
  phoneSendFailed: 'The carrier could not send the code; try again later',
  chooseImage: 'Choose an image to upload',
  imageType: 'Only PNG, JPEG, GIF or WebP images are accepted',
  imageTooLarge: 'The image is larger than 2 MB',
  imageUnreadable: 'The image could not be read',
  // one's own new sign-in address (server/accounts/messages.ts PROOF_NEEDED)
  ownEmailNeedsCode: 'A new email address of your own is confirmed with a code sent to it',
  ownPhoneNeedsCode: 'A new phone number of your own is confirmed with a code sent to it',
} as const;

function byEnglish(english: Record<string, unknown>, local: Record<string, unknown>, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string' && typeof local[key] === 'string') into.set(value, local[key] as string);
    else if (value && typeof value === 'object') byEnglish(value as Record<string, unknown>, local[key] as Record<string, unknown>, into);
  }
  return into;
}

let table: Map<string, string> | null = null;
/** English text → the page language's (built on first use, after the language is chosen). */
function translations(): Map<string, string> {
  if (!table) table = byEnglish(SERVER_MESSAGES, localized(SERVER_MESSAGES, { fr: SERVER_MESSAGES_FR }), new Map());
  return table;
}

const FIELD = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s;

/** The text to show for a server's (or the catalogue's) English message, in the page's language when known. */
export function shownMessage(message: string): string {
  const known = translations();
  const whole = known.get(message);
  if (whole !== undefined) return whole;
  const field = FIELD.exec(message);
  if (field) {
    const rest = known.get(field[2]!);
    if (rest !== undefined) return `${field[1]}: ${rest}`;
  }
  return message;
}

/** For tests: forget the table (the language changed). */
export function resetShownMessages(): void {
  table = null;
}
