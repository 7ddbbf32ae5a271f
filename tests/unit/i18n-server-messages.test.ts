// The console shows a failed call's message in the page's language (issue 24 item 5): serverMessages.ts
// knows the server's texts by their exact English, so each must be the server's own constant (a
// changed server text fails here, not silently in French); a `field: ` prefix is kept; an unknown text
// is shown as the server said it; English is always the server's exact text. Also: the public page's
// language from the visitor's Accept-Language, and the role names.
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/adapters/errors';
import { resetShownMessages, SERVER_MESSAGES, shownMessage } from '../../src/adapters/serverMessages';
import { SERVER_MESSAGES_FR } from '../../src/adapters/serverMessages.fr';
import { errorMessage, serverFieldError } from '../../src/overlays/kit/serverErrors';
import { setCurrentLocale } from '../../src/shared/intl';
import { VIEWING_AS_LABELS as ENGLISH_ROLES } from '../../src/shared/permissionSet';
import { VIEWING_AS_LABELS_FR } from '../../src/kernel/i18n/viewingAsLabels.fr';
import { BAD_CODE, TOO_MANY } from '../../server/areas/kernel/signIn';
import {
  EMAIL_TAKEN, PHONE_REFUSED, PHONE_SEND_FAILED, PHONE_TAKEN, SAME_EMAIL, SAME_PHONE, SIGNUP_CLOSED, SIGNUP_NO_BRAND,
} from '../../server/areas/kernel/signupMessages';
import { ACCOUNT_NOT_FOUND, FORBIDDEN, READ_ONLY_TOKEN } from '../../server/auth/context';
import { contractError } from '../../server/kit/errors';
import { PROOF_NEEDED } from '../../server/accounts/messages';
import { e164Number, emailAddress, phoneNumber } from '../../server/kit/fields';
import { AVATAR_MISSING, AVATAR_TOO_LARGE, AVATAR_TYPE_REFUSED, AVATAR_UNREADABLE } from '../../server/profile/messages';
import { acceptedLanguages, visitorLocale } from '../../server/profile/publicText';
import { ApiError } from '../../src/adapters/http';

const afterField = (message: string) => message.replace(/^\w+: /, '');
const zodMessage = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error!.issues[0]!.message;

afterEach(() => {
  setCurrentLocale(null);
  resetShownMessages();
});
const inFrench = () => {
  setCurrentLocale('fr');
  resetShownMessages();
};

describe("the server's messages the console knows", () => {
  it("are the server's own texts, word for word", () => {
    const server: Record<string, string> = {
      notFound: contractError(Object.assign(new Error('x'), { statusCode: 404 }) as never).message,
      badRequest: contractError(Object.assign(new Error('x'), { statusCode: 400 }) as never).message,
      internal: contractError(new Error('boom') as never).message,
      accountNotFound: ACCOUNT_NOT_FOUND,
      readOnlyToken: READ_ONLY_TOKEN,
      tooManyCodes: TOO_MANY,
      signupClosed: SIGNUP_CLOSED,
      signupNoBrand: SIGNUP_NO_BRAND,
      invalidEmail: zodMessage(emailAddress, 'nope'),
      invalidPhone: zodMessage(phoneNumber, 'nope'),
      invalidE164: zodMessage(e164Number, '5551234567'),
      sixDigits: 'Expected a 6-digit code',
      alreadyUsed: afterField(EMAIL_TAKEN),
      sameEmail: afterField(SAME_EMAIL),
      samePhone: afterField(SAME_PHONE),
      phoneRefused: afterField(PHONE_REFUSED),
      phoneSendFailed: PHONE_SEND_FAILED,
      chooseImage: afterField(AVATAR_MISSING),
      imageType: afterField(AVATAR_TYPE_REFUSED),
      imageTooLarge: afterField(AVATAR_TOO_LARGE),
      imageUnreadable: afterField(AVATAR_UNREADABLE),
      ownEmailNeedsCode: afterField(PROOF_NEEDED.email),
      ownPhoneNeedsCode: afterField(PROOF_NEEDED.phoneNumber),
    };
    const { catalogue, ...rest } = SERVER_MESSAGES;
    expect(rest).toEqual(server);
    expect(catalogue).toBe(MESSAGES);
    expect(afterField(PHONE_TAKEN)).toBe(SERVER_MESSAGES.alreadyUsed);
    expect([MESSAGES.couldNotVerifyCode, MESSAGES.forbidden]).toEqual([BAD_CODE, FORBIDDEN]);
  });

  it('are shown exactly as the server says them in English', () => {
    setCurrentLocale('en');
    for (const text of [BAD_CODE, TOO_MANY, EMAIL_TAKEN, 'Something nobody translated']) expect(shownMessage(text)).toBe(text);
    expect(errorMessage(new ApiError(400, BAD_CODE), 'fallback')).toBe('Could not verify code.');
  });

  it('are shown in French, the field prefix kept, unknown texts as they are', () => {
    inFrench();
    expect(shownMessage(BAD_CODE)).toBe(SERVER_MESSAGES_FR.catalogue.couldNotVerifyCode);
    expect(shownMessage(TOO_MANY)).toBe('Trop de demandes de code. Réessayez dans quelques minutes.');
    expect(shownMessage(EMAIL_TAKEN)).toBe('email: Déjà utilisé par un autre compte');
    expect(shownMessage(PHONE_TAKEN)).toBe('phoneNumber: Déjà utilisé par un autre compte');
    expect(shownMessage('links.0.url: Invalid email address')).toBe('links.0.url: Adresse e-mail invalide');
    expect(shownMessage('Something nobody translated')).toBe('Something nobody translated');
    expect(shownMessage('email: Something nobody translated')).toBe('email: Something nobody translated');
    // a French text is left alone (shown twice, translated once)
    expect(shownMessage(shownMessage(BAD_CODE))).toBe(SERVER_MESSAGES_FR.catalogue.couldNotVerifyCode);
    // the overlay kit's readers: the message in French, still on its field
    expect(errorMessage(new ApiError(409, EMAIL_TAKEN), 'x')).toBe('email: Déjà utilisé par un autre compte');
    expect(serverFieldError(new ApiError(400, SAME_EMAIL), { fields: ['email'], fallback: 'x' })).toEqual({ field: 'email', message: "C'est déjà votre adresse e-mail" });
  });

  it('each French text differs from its English (not a copy)', () => {
    inFrench();
    const english = new Set<string>();
    const walk = (o: Record<string, unknown>) => Object.values(o).forEach((v) => (typeof v === 'string' ? english.add(v) : walk(v as Record<string, unknown>)));
    walk(SERVER_MESSAGES);
    for (const text of english) expect(shownMessage(text), text).not.toBe(text);
  });
});

describe('the role names', () => {
  it('have a French twin for every role', () => {
    expect(Object.keys(VIEWING_AS_LABELS_FR).sort()).toEqual(Object.keys(ENGLISH_ROLES).sort());
    for (const [role, label] of Object.entries(VIEWING_AS_LABELS_FR)) expect(label).not.toBe(ENGLISH_ROLES[role as keyof typeof ENGLISH_ROLES]);
  });
});

describe("the public page's language", () => {
  it('is the first language of Accept-Language we have, by q-value, else English', () => {
    expect(acceptedLanguages('fr-CA,fr;q=0.9,en;q=0.5')).toEqual(['fr-CA', 'fr', 'en']);
    expect(acceptedLanguages('en;q=0.4, de, fr;q=0.8')).toEqual(['de', 'fr', 'en']);
    expect(acceptedLanguages('fr;q=0, *;q=0.1, <script>')).toEqual([]);
    expect(visitorLocale('de, fr;q=0.8, en;q=0.7')).toBe('fr');
    expect(visitorLocale('en-GB, fr;q=0.8')).toBe('en');
    expect(visitorLocale(undefined)).toBe('en');
    expect(visitorLocale('fr;q=2')).toBe('fr');
  });
});
