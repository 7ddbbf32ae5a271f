// The one reading of the server's `field: message` refusals (src/overlays/kit/serverErrors.ts).
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiError } from '../../src/adapters/http';
import { errorMessage, fieldOfMessage, serverFieldError } from '../../src/overlays/kit/serverErrors';

const fields = ['email', 'firstName', 'phoneNumber'];
const fallback = 'Could not save.';

describe('fieldOfMessage', () => {
  it.each([
    ['email: Invalid email address', { field: 'email', message: 'Invalid email address' }],
    ['firstName : needs one', { field: 'firstName', message: 'needs one' }],
    ['notes: Too long', null], // not a field of this form
    ['Contact not found', null],
    ['email:', null],
    ['http://x: y', null],
  ])('%j → %j', (message, expected) => {
    expect(fieldOfMessage(message, fields)).toEqual(expected);
  });
});

describe('serverFieldError', () => {
  it.each([
    [new ApiError(400, 'email: Invalid email address'), { field: 'email', message: 'Invalid email address' }],
    [new HttpError('phoneNumber: Invalid phone number', 400), { field: 'phoneNumber', message: 'Invalid phone number' }],
    [new ApiError(409, 'email: Already used by another account'), { field: 'email', message: 'Already used by another account' }],
    [new ApiError(403, 'email: Forbidden'), { message: 'email: Forbidden' }], // only refusals of the input name a field
    [new ApiError(500, ''), { message: fallback }],
    [new Error('Network down'), { message: 'Network down' }],
    ['a string', { message: fallback }],
  ])('%s → %j', (error, expected) => {
    expect(serverFieldError(error, { fields, fallback })).toEqual(expected);
  });

  it('a 409 with a conflict rule goes to its field; fieldFor renames server fields', () => {
    const conflict = { field: 'email', message: 'This email is taken.' };
    expect(serverFieldError(new ApiError(409, 'Conflict'), { fields, fallback, conflict })).toEqual(conflict);
    expect(serverFieldError(new ApiError(400, 'email: Bad'), { fields, fallback, fieldFor: () => 'contactEmail' })).toEqual({
      field: 'contactEmail',
      message: 'Bad',
    });
  });

  it('errorMessage: the error’s own message, else the fallback', () => {
    expect(errorMessage(new Error('x'), fallback)).toBe('x');
    expect(errorMessage(null, fallback)).toBe(fallback);
  });
});
