// The caller-name check (spec 1 §5): a CNAM worth showing as a person's name. Letters only (spaces,
// apostrophes, hyphens and dots between them), no digits, not a carrier placeholder, and not a
// "CITY NAME ST" location label (several words ending in a US state code).

/** Carrier placeholders (spec 1 §5 names UNKNOWN, ANONYMOUS, SPAM, WIRELESS CALLER). */
export const CALLER_NAME_PLACEHOLDERS = [
  'UNKNOWN', 'ANONYMOUS', 'SPAM', 'WIRELESS CALLER', 'UNKNOWN CALLER', 'PRIVATE', 'PRIVATE CALLER', 'RESTRICTED',
  'UNAVAILABLE', 'NO CALLER ID', 'TOLL FREE', 'SPAM LIKELY', 'SCAM LIKELY', 'CELL PHONE', 'WIRELESS',
] as const;

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
] as const;

const PLACEHOLDERS: ReadonlySet<string> = new Set(CALLER_NAME_PLACEHOLDERS);
const STATES: ReadonlySet<string> = new Set(US_STATE_CODES);
const LETTERS_ONLY = /^\p{L}+(?:[ .'-]+\p{L}+)*\.?$/u;
/** "Several words": a state code after at least two words reads as a place, not a surname. */
const WORDS_BEFORE_STATE = 2;

export function isValidCallerName(value: string | null | undefined): boolean {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!name || !LETTERS_ONLY.test(name)) return false;
  const upper = name.toUpperCase();
  if (PLACEHOLDERS.has(upper)) return false;
  const words = upper.split(' ');
  return !(words.length > WORDS_BEFORE_STATE && STATES.has(words[words.length - 1]!));
}
