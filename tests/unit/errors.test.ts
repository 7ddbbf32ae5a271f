import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiError } from '../../src/adapters/http';
import { MESSAGES, signInErrorMessage, toHttpError } from '../../src/adapters/errors';

describe('toHttpError', () => {
  it.each([
    ['a catalogue message from the server is kept', new ApiError(400, 'Could not verify code.'), undefined, 'Could not verify code.', 400],
    ['a catalogue message wins over the fallback', new ApiError(400, 'No token or orgAccountId'), 'Failed', 'No token or orgAccountId', 400],
    ['another server message gives way to the fallback', new ApiError(500, 'boom'), 'Failed to fetch logs', 'Failed to fetch logs', 500],
    ['another server message without a fallback is kept', new ApiError(404, 'Not found'), undefined, 'Not found', 404],
    ['a network failure has status 0', new TypeError('Failed to fetch'), undefined, 'Failed to fetch', 0],
    ['a network failure takes the fallback', new TypeError('Failed to fetch'), 'Failed to fetch convo', 'Failed to fetch convo', 0],
    ['something that is not an error', 'weird', undefined, MESSAGES.somethingWentWrong, 0],
  ])('%s', (_name, error, fallback, message, status) => {
    const mapped = toHttpError(error, fallback);
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.message).toBe(message);
    expect(mapped.status).toBe(status);
  });

  it('passes an HttpError through', () => {
    const error = new HttpError('x', 418);
    expect(toHttpError(error)).toBe(error);
  });

  it('keeps the server body', () => {
    const body = { success: false, message: 'Forbidden' };
    expect(toHttpError(new ApiError(403, 'Forbidden', body)).body).toBe(body);
  });
});

describe('signInErrorMessage', () => {
  it.each([
    ['wrong code', new ApiError(400, 'Could not verify code.'), MESSAGES.couldNotVerifyCode, 'Could not verify code.'],
    ['rate limit shows the server text', new ApiError(429, 'Too many code requests. Try again in a few minutes.'), MESSAGES.couldNotVerifyCode, 'Too many code requests. Try again in a few minutes.'],
    ['one-time token unknown', new ApiError(401, 'Could not authenticate with token'), MESSAGES.couldNotAuthenticateWithToken, 'Could not authenticate with token'],
    ['one-time token missing', new ApiError(400, 'No auth token provided'), MESSAGES.couldNotAuthenticateWithToken, 'No auth token provided'],
    ['an unexpected failure takes the fallback', new ApiError(500, 'Internal Server Error'), MESSAGES.couldNotVerifyCode, 'Could not verify code.'],
    ['a network failure takes the fallback', new TypeError('Failed to fetch'), MESSAGES.couldNotAuthenticateWithToken, 'Could not authenticate with token'],
  ])('%s', (_name, error, fallback, expected) => {
    expect(signInErrorMessage(error, fallback)).toBe(expected);
  });
});

describe('the catalogue strings', () => {
  it.each([
    ['couldNotVerifyCode', 'Could not verify code.'],
    ['noAuthTokenProvided', 'No auth token provided'],
    ['couldNotAuthenticateWithToken', 'Could not authenticate with token'],
    ['unableToAuthenticateUser', 'Unable to authenticate user'],
    ['tempSessionError', 'Error fetching temp user session'],
    ['noTokenOrOrg', 'No token or orgAccountId'],
    ['invalidDomainData', 'Invalid domain data'],
  ] as const)('%s is "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});
