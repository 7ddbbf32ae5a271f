// The error catalogue's strings (spec doc 2 section 8) the console shows, in the spec's exact English
// (errors.ts re-exports them; serverMessages.ts gives their French).
export const MESSAGES = {
  couldNotVerifyCode: 'Could not verify code.',
  noAuthTokenProvided: 'No auth token provided',
  couldNotAuthenticateWithToken: 'Could not authenticate with token',
  unableToAuthenticateUser: 'Unable to authenticate user',
  tempSessionError: 'Error fetching temp user session',
  noTokenOrOrg: 'No token or orgAccountId',
  invalidDomainData: 'Invalid domain data',
  somethingWentWrong: 'Something went wrong.',
  notSignedIn: 'Not signed in',
  forbidden: 'Forbidden',
} as const;
