// Pure rules of the create overlays (createOrgAccount, createResellerAccount, createAgentAccount):
// which fields each form has, their validation with our messages, the request body, the parent the
// new account goes under, and a server message naming one of its fields. Unit-tested.
import { fieldOfMessage, isEmail, isPhoneNumber, normalizePhone } from '@kernel/sdk';
import { messages } from './messages';
import { accountIdParam } from './summaryFormat';

export const CREATE_FIELDS = {
  organization: ['accountName', 'name', 'email', 'phoneNumber', 'externalAccountId', 'externalBillingId'],
  reseller: ['accountName', 'name', 'email'],
  agent: ['name', 'accountName', 'email', 'externalAccountId', 'externalBillingId'],
} as const;

export type CreateKind = keyof typeof CREATE_FIELDS;
export type CreateField = (typeof CREATE_FIELDS)[CreateKind][number];
export type CreateValues = Partial<Record<CreateField, string | null>> & { resellerId?: number | string | null };
export type CreateErrors = Partial<Record<CreateField | 'resellerId', string>>;

const REQUIRED: Record<CreateKind, readonly CreateField[]> = {
  organization: ['accountName', 'name', 'email'],
  reseller: ['accountName', 'name', 'email'],
  agent: ['name'],
};

const LIMITS: Record<CreateField, number> = {
  accountName: 200,
  name: 200,
  email: 254,
  phoneNumber: 32,
  externalAccountId: 200,
  externalBillingId: 200,
};

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** What the server stores: spaces, dashes, dots and parentheses removed (src/shared/validation.ts). */
export { normalizePhone };

export function validateCreate(kind: CreateKind, values: CreateValues, needsReseller = false): CreateErrors {
  const errors: CreateErrors = {};
  for (const field of CREATE_FIELDS[kind]) {
    const value = trimmed(values[field]);
    if (!value) {
      if (REQUIRED[kind].includes(field)) errors[field] = messages.validation.required;
      continue;
    }
    if (value.length > LIMITS[field]) errors[field] = messages.validation.tooLong(LIMITS[field]);
    else if (field === 'email' && !isEmail(value)) errors.email = messages.validation.email;
    else if (field === 'phoneNumber' && !isPhoneNumber(value)) {
      errors.phoneNumber = messages.validation.phone;
    }
  }
  if (needsReseller && accountIdParam(values.resellerId ?? '') === null) errors.resellerId = messages.validation.reseller;
  return errors;
}

/** The request body: the kind's fields, trimmed, empty ones left out, the phone normalised. */
export function createBody(kind: CreateKind, values: CreateValues): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of CREATE_FIELDS[kind]) {
    const value = trimmed(values[field]);
    if (value) body[field] = field === 'phoneNumber' ? normalizePhone(value) : value;
  }
  return body;
}

/** The viewed account, as far as choosing a parent goes. */
interface ViewedAccount {
  id: number;
  accountType?: string | null;
  partnerId?: number | null;
  resellerId?: number | null;
}

/**
 * The reseller a new organization goes under: the overlay's value when it is an id, the viewed
 * reseller for 'true' (or the viewed org's reseller); null = the form asks (a partner's view).
 */
export function orgParentReseller(value: string, account: ViewedAccount | null): number | null {
  const id = accountIdParam(value);
  if (id !== null) return id;
  if (!account) return null;
  if (account.accountType === 'reseller') return account.id;
  if (account.accountType === 'organization' || account.accountType === 'agent') return account.resellerId ?? null;
  return null;
}

/** The partner a new reseller goes under: the value's id, the viewed partner, else the view's partner. */
export function resellerParentPartner(value: string, account: ViewedAccount | null): number | null {
  const id = accountIdParam(value);
  if (id !== null) return id;
  if (!account) return null;
  if (account.accountType === 'partner') return account.id;
  return account.partnerId ?? null;
}

/** A server message naming one of the kind's fields → that field (the overlay kit's one reading); else null. */
export function serverFieldError(kind: CreateKind, message: string): { field: CreateField; message: string } | null {
  return fieldOfMessage(message, CREATE_FIELDS[kind]) as { field: CreateField; message: string } | null;
}
