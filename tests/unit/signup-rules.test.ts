// The sign-up form's rules (src/kernel/signin/signUpRules.ts) and its English (signUpMessages.ts).
import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, fieldOfServerMessage, signUpBody, signUpErrors, SIGNUP_NAME_MAX } from '../../src/kernel/signin/signUpRules';
import { signUpText } from '../../src/kernel/signin/signUpMessages';
import { KERNEL_MESSAGES } from '../../src/kernel/i18n/kernelMessages';

const good = { name: 'Nora New', businessName: 'Nora Bakery', email: 'nora@bakery.example', number: '' };

describe('sign-up form rules', () => {
  it.each([
    ['everything empty', EMPTY_SIGNUP, { name: 'required', businessName: 'required', email: 'required' }],
    ['a complete form', good, {}],
    ['blank name', { ...good, name: '   ' }, { name: 'required' }],
    ['name too long', { ...good, name: 'x'.repeat(SIGNUP_NAME_MAX + 1) }, { name: 'tooLong' }],
    ['name at the limit', { ...good, businessName: 'y'.repeat(SIGNUP_NAME_MAX) }, {}],
    ['bad email', { ...good, email: 'nora@' }, { email: 'invalidEmail' }],
    ['bad phone', { ...good, number: '12' }, { number: 'invalidNumber' }],
    ['phone with separators', { ...good, number: '+1 (415) 555-0123' }, {}],
  ])('%s', (_name, values, expected) => {
    const keys = Object.fromEntries(Object.entries(signUpErrors(values)).map(([field, error]) => [field, error!.key]));
    expect(keys).toEqual(expected);
  });

  it('sends trimmed values and leaves an empty phone out', () => {
    expect(signUpBody({ ...good, name: ' Nora ', number: ' ' })).toEqual({ name: 'Nora', businessName: 'Nora Bakery', email: 'nora@bakery.example' });
    expect(signUpBody({ ...good, number: '+14155550123' }).number).toBe('+14155550123');
  });

  it("puts a server refusal naming one of the form's fields under that field", () => {
    expect(fieldOfServerMessage('email: Invalid email address')).toEqual({ field: 'email', text: 'Invalid email address' });
    expect(fieldOfServerMessage('tempUserToken: Unknown or expired temporary session')).toBeNull();
    expect(fieldOfServerMessage('Sign-up is closed here: ask your provider to create your account.')).toBeNull();
  });

  it('reads its strings from the kernel messages, with their values', () => {
    expect(KERNEL_MESSAGES.switchboard.signup.createAccount).toBe('Create an account');
    expect(signUpText('tooLong', { max: 200 })).toBe('At most 200 characters');
    expect(signUpText('codeSent', { length: 6, email: 'a@b.example' })).toMatch(/^We sent a 6-digit code to a@b\.example\./);
  });
});
