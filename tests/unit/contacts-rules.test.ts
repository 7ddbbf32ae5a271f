import { describe, expect, it } from 'vitest';
import { messages } from '../../src/plugins/contacts/messages';
import {
  changedFields,
  displayName,
  extraValueFromString,
  formatPhone,
  fromFormValues,
  isUsOrCanadaNumber,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  splitFields,
  toFormValues,
  validateContactForm,
  type Contact,
} from '../../src/plugins/contacts/rules';

const v = messages.validation;

describe('displayName', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: '  Ada ', lastName: '' }, 'Ada'],
    [{ lastName: 'Lovelace', email: 'ada@example.com' }, 'Lovelace'],
    [{ email: 'ada@example.com', phoneNumber: '+15551230001' }, 'ada@example.com'],
    [{ phoneNumber: '15551230001' }, '+1 (555) 123-0001'],
    [{ phoneNumber: '+44 20 7946 0958' }, '+44 20 7946 0958'],
    [{ firstName: '   ', email: null }, 'Unnamed contact'],
    [{}, 'Unnamed contact'],
    [null, 'Unnamed contact'],
  ])('%j → %s', (contact, expected) => {
    expect(displayName(contact as Partial<Contact> | null)).toBe(expected);
  });
});

describe('formatPhone (spec 5)', () => {
  it.each([
    ['15551230001', '+1 (555) 123-0001'],
    ['+1 555 123 0001', '+1 (555) 123-0001'],
    ['1-555-123-0001', '+1 (555) 123-0001'],
    ['(555) 123-0001', '(555) 123-0001'], // 10 digits: as stored
    ['+447911123456', '+447911123456'], // 12 digits: as stored
    ['ada@example.com', 'ada@example.com'], // contains @: left alone
    ['1555@1230001', '1555@1230001'], // 11 digits but an @: left alone
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
  it('renders nothing for a missing value', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('phone and email checks', () => {
  it.each([
    ['+15551230001', true],
    ['555 1234', true],
    ['(555) 123-0001', true],
    ['+44 20 7946 0958', true],
    ['123456', false], // 6 digits
    ['1234567890123456', false], // 16 digits
    ['555-CALL-NOW', false],
    ['55+51230001', false], // + only leading
    ['', false],
  ])('isValidPhone(%s) = %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
  it.each([
    ['+1 (555) 123-0001', '+15551230001'],
    ['555.123.0001', '5551230001'],
    [' 555 1234 ', '5551234'],
  ])('normalizePhone(%s) = %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it.each([
    ['15551230001', true],
    ['+1 (555) 123-0001', true],
    ['25551230001', false],
    ['5551230001', false],
  ])('isUsOrCanadaNumber(%s) = %s', (input, expected) => {
    expect(isUsOrCanadaNumber(input)).toBe(expected);
  });
  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
  ])('isValidEmail(%s) = %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('validateContactForm', () => {
  it.each([
    [{}, { firstName: v.atLeastOne }],
    [{ firstName: ' ', lastName: null, company: 'Acme', notes: 'x' }, { firstName: v.atLeastOne }],
    [{ firstName: 'Ada' }, {}],
    [{ lastName: 'Lovelace' }, {}],
    [{ phoneNumber: '+1 555 123 0001' }, {}],
    [{ email: 'ada@example.com' }, {}],
    [{ email: 'not-an-email' }, { email: v.email }],
    [{ phoneNumber: '12' }, { phoneNumber: v.phone }],
    [{ firstName: 'Ada', email: 'x@', phoneNumber: 'abc' }, { email: v.email, phoneNumber: v.phone }],
  ])('%j', (values, expected) => {
    expect(validateContactForm(values as any)).toEqual(expected);
  });

  it.each([
    [[{ key: 'tier', value: 'gold' }], undefined],
    [[{ key: '', value: '' }], undefined], // an untouched empty row is ignored
    [[{ key: '', value: 'gold' }], [{ key: v.keyRequired }]],
    [[{ key: '1tier', value: 'x' }], [{ key: v.keyFormat }]],
    [[{ key: 'my-tier', value: 'x' }], [{ key: v.keyFormat }]],
    [[{ key: 'email', value: 'x' }], [{ key: v.keyReserved }]],
    [[{ key: 'createdAt', value: 'x' }], [{ key: v.keyReserved }]],
    [
      [
        { key: 'tier', value: 'a' },
        { key: 'ok', value: 'b' },
        { key: 'tier', value: 'c' },
      ],
      [{ key: v.keyDuplicate }, {}, { key: v.keyDuplicate }],
    ],
  ])('extra fields %j', (extraFields, expected) => {
    expect(validateContactForm({ firstName: 'Ada', extraFields }).extraFields).toEqual(expected);
  });
});

const stored: Contact = {
  id: 'c1',
  organizationId: 12,
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+15551230001',
  email: 'ada@example.com',
  company: 'Acme',
  tier: 'gold',
  address: { city: 'London', zip: 'N1' },
  score: 7,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('known and free fields', () => {
  it('splits a contact, leaving out read-only fields', () => {
    expect(splitFields(stored)).toEqual({
      known: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+15551230001',
        email: 'ada@example.com',
        company: 'Acme',
      },
      extra: { tier: 'gold', address: { city: 'London', zip: 'N1' }, score: 7 },
    });
  });

  it('turns a contact into form values, free fields as text rows', () => {
    expect(toFormValues(stored)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+15551230001',
      email: 'ada@example.com',
      company: 'Acme',
      notes: '',
      extraFields: [
        { key: 'tier', value: 'gold' },
        { key: 'address', value: '{"city":"London","zip":"N1"}' },
        { key: 'score', value: '7' },
      ],
    });
    expect(toFormValues()).toMatchObject({ firstName: '', extraFields: [] });
  });

  it('builds a create body: trimmed, phone normalised, empty fields and rows left out', () => {
    expect(
      fromFormValues({
        firstName: ' Ada ',
        lastName: '',
        phoneNumber: '+1 (555) 123-0001',
        email: null as unknown as string,
        notes: 'likes calls',
        extraFields: [
          { key: 'tier', value: 'gold' },
          { key: '', value: '' },
        ],
      }),
    ).toEqual({ firstName: 'Ada', phoneNumber: '+15551230001', notes: 'likes calls', tier: 'gold' });
  });

  it('builds an edit body: cleared and removed fields become null, untouched JSON keeps its type', () => {
    const values = toFormValues(stored);
    values.company = '';
    values.extraFields = values.extraFields.filter((row) => row.key !== 'tier');
    values.extraFields.push({ key: 'source', value: 'web' });
    const body = fromFormValues(values, stored);
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+15551230001',
      email: 'ada@example.com',
      company: null,
      address: { city: 'London', zip: 'N1' },
      score: 7,
      source: 'web',
      tier: null,
    });
  });
});

describe('extraValueFromString', () => {
  it.each<[string, unknown, unknown]>([
    ['gold', undefined, 'gold'], // a new field is text
    ['42', undefined, '42'],
    ['silver', 'gold', 'silver'],
    ['7', 7, 7], // untouched
    ['8', 7, 8], // was a number, still JSON
    ['["vip","lead"]', ['vip'], ['vip', 'lead']],
    ['{"city":"Paris"}', { city: 'London' }, { city: 'Paris' }],
    ['not json', { city: 'London' }, 'not json'], // the user wrote text: keep the text
  ])('%s (was %j) → %j', (text, before, expected) => {
    expect(extraValueFromString(text, before)).toEqual(expected);
  });
});

describe('changedFields (the update diff)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['nothing changed', { firstName: 'Ada', address: { city: 'London', zip: 'N1' }, score: 7 }, {}],
    ['a known field', { firstName: 'Augusta', lastName: 'Lovelace' }, { firstName: 'Augusta' }],
    ['a nested free field: only the changed key', { address: { city: 'Paris', zip: 'N1' } }, { address: { city: 'Paris' } }],
    ['a key removed inside an object is sent as null', { address: { city: 'London' } }, { address: { zip: null } }],
    ['an object replacing a scalar is sent whole', { score: { value: 7 } }, { score: { value: 7 } }],
    ['a removed field', { tier: null, company: null }, { tier: null, company: null }],
    ['null for an absent field is dropped', { nickname: null }, {}],
    ['a new free field', { source: 'web' }, { source: 'web' }],
    ['read-only fields are never sent', { id: 'c2', organizationId: 3, createdAt: 'x', updatedAt: 'y' }, {}],
    ['undefined is ignored', { firstName: undefined }, {}],
    ['a type change counts', { score: '7' }, { score: '7' }],
  ])('%s', (_name, next, expected) => {
    expect(changedFields(stored, next)).toEqual(expected);
  });

  it('sends the whole body when there is no previous record', () => {
    expect(changedFields(undefined, { firstName: 'Ada', tier: null })).toEqual({ firstName: 'Ada' });
  });

  it('round-trips: an untouched edit form produces no change', () => {
    expect(changedFields(stored, fromFormValues(toFormValues(stored), stored))).toEqual({});
  });
});
