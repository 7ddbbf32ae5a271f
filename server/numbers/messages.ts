// What the numbers routes answer when they refuse, in one place (the console maps them by field).
export const NUMBER_NOT_FOUND = 'Number not found';
export const NUMBER_TAKEN = 'number: This number is already taken';
export const NUMBER_UNAVAILABLE = 'number: This number is no longer available';
export const NO_ORGANIZATION = 'targetAccountId: Expected an organization or one of its agents';
export const NOT_AN_AGENT = 'agentAccountId: Not an agent account of this organization';
export const NUMBER_RELEASED = 'This number was released';
/** Spec doc 2's catalogue, "Email code wrong": the same words for a number's code. */
export const CODE_WRONG = 'verificationCode: Could not verify code.';
export const TOO_MANY_CODES = 'number: Too many codes sent to this number; try again later';
export const CARRIER_FAILED = 'The carrier could not complete the request';
export const CARRIER_INVALID = 'number: The carrier refused this number';

/** The text of a bring-your-own code, as the carrier sends it. */
export const claimText = (code: string) => `Your Switchboard code to connect this number is ${code}. It expires in 10 minutes.`;
