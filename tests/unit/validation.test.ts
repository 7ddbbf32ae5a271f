import { describe, expect, it } from 'vitest';
import { isContactPhone, isEmail, isHttpUrl, isPhoneNumber, isUuid, normalizePhone, parseId } from '../../src/shared/validation';

describe('the shared validation rules', () => {
  it.each([
    ['owner@acme.example', true],
    ['  owner@acme.example ', true],
    ['owner@acme', false],
    ['owner acme@x.io', false],
    ['@x.io', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('email %s → %s', (value, ok) => expect(isEmail(value)).toBe(ok));

  it.each([
    ['+15551230001', true],
    ['+1 (555) 123-0001', true],
    ['5551230', true],
    ['0551230001', false],
    ['+1555', false],
    ['+1234567890123456', false],
    ['555-CALL-NOW', false],
  ])('account phone %s → %s', (value, ok) => expect(isPhoneNumber(value)).toBe(ok));

  it.each([
    ['+1 (555) 123-0001', true],
    ['0123456', true],
    ['123456', false],
    ['1234567890123456', false],
    ['12a4567', false],
  ])('contact phone %s → %s', (value, ok) => expect(isContactPhone(value)).toBe(ok));

  it('normalizes a phone to + and digits', () => expect(normalizePhone(' +1 (555) 123.0001 ')).toBe('+15551230001'));

  it.each([
    ['https://example.com/help', true],
    ['http://localhost:8080', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['https://exa mple.com', false],
    ['https://', false],
  ])('url %s → %s', (value, ok) => expect(isHttpUrl(value)).toBe(ok));

  it.each([
    ['42', 42],
    [42, 42],
    [' 7 ', 7],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['9999999999999999', null],
    [null, null],
  ])('id %s → %s', (value, id) => expect(parseId(value)).toBe(id));

  it('recognises uuids', () => {
    expect(isUuid('3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('3f2b8c1e')).toBe(false);
  });
});
