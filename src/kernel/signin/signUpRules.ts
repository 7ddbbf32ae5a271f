// The sign-up form's checks before anything is sent: the server's own rules (server/areas/kernel/
// signup.ts takes names of 1 to 200 characters, the shared email and phone rules). Pure.
import { isEmail, isPhoneNumber } from '../../shared/validation';
import type { SignUpMessageKey } from './signUpMessages';

export const SIGNUP_NAME_MAX = 200;

export interface SignUpValues {
  name: string;
  businessName: string;
  email: string;
  /** optional */
  number: string;
}

export type SignUpField = keyof SignUpValues;
export type SignUpErrors = Partial<Record<SignUpField, { key: SignUpMessageKey; max?: number }>>;

export const EMPTY_SIGNUP: SignUpValues = { name: '', businessName: '', email: '', number: '' };

function nameError(value: string) {
  const text = value.trim();
  if (!text) return { key: 'required' as const };
  if (text.length > SIGNUP_NAME_MAX) return { key: 'tooLong' as const, max: SIGNUP_NAME_MAX };
  return undefined;
}

/** What is wrong with each field (nothing: the form may be sent). */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  const business = nameError(values.businessName);
  if (business) errors.businessName = business;
  if (!values.email.trim()) errors.email = { key: 'required' };
  else if (!isEmail(values.email)) errors.email = { key: 'invalidEmail' };
  if (values.number.trim() && !isPhoneNumber(values.number)) errors.number = { key: 'invalidNumber' };
  return errors;
}

/** The request body: trimmed, the optional number left out when empty. */
export function signUpBody(values: SignUpValues) {
  const number = values.number.trim();
  return {
    name: values.name.trim(),
    businessName: values.businessName.trim(),
    email: values.email.trim(),
    ...(number ? { number } : {}),
  };
}

/** A server refusal naming one of the form's fields ("email: Invalid email address"): that field and its text. */
export function fieldOfServerMessage(message: string): { field: SignUpField; text: string } | null {
  const match = /^(name|businessName|email|number): (.+)$/.exec(message);
  return match ? { field: match[1] as SignUpField, text: match[2] } : null;
}
