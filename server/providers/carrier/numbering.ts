// Pure rules of North American numbering the carriers share: vanity letters to keypad digits, a
// typed prefix to national digits, and the E.164 check the carrier interface holds numbers to.
// The require* forms throw the CarrierError both carriers answer with.
import { INVALID_NUMBER, INVALID_PHRASE, INVALID_PREFIX } from './messages';
import { CarrierError } from './types';

const KEYPAD: Record<string, string> = {};
for (const [digit, letters] of Object.entries({ 2: 'ABC', 3: 'DEF', 4: 'GHI', 5: 'JKL', 6: 'MNO', 7: 'PQRS', 8: 'TUV', 9: 'WXYZ' })) {
  for (const letter of letters) KEYPAD[letter] = digit;
}

/** What people type between digits and letters: kept out of the number, never a reason to refuse. */
const SEPARATORS = /[\s\-.()]/g;

/** A number as the carrier interface holds it: `+`, a country code not starting with 0, 7–15 digits. */
export function isE164(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value);
}

/** Refuses, as CarrierError 'invalid', a number that is not E.164 before any carrier acts on it. */
export function requireE164(number: string): void {
  if (!isE164(number)) throw new CarrierError('invalid', INVALID_NUMBER);
}

/**
 * A vanity phrase as the keypad digits a caller dials ("1-800-FLOWERS" → "18003569377"): letters as
 * on a phone's keypad, digits kept, separators dropped. Null when it holds anything else, so a
 * phrase like "a*b" is refused rather than searched for a number it does not describe.
 */
export function vanityDigits(phrase: string): string | null {
  const cleaned = phrase.replace(SEPARATORS, '').toUpperCase();
  let digits = '';
  for (const char of cleaned) {
    if (char >= '0' && char <= '9') digits += char;
    else if (KEYPAD[char]) digits += KEYPAD[char];
    else return null;
  }
  return digits;
}

/**
 * A typed prefix ("+1 (415) 555", "1415", "415") as the national digits it starts ("415555",
 * "415", "415"). A leading 1 is always the country code: no North American area code starts with 1.
 * Null when it holds anything but digits and separators, or more digits than a whole number.
 */
export function nationalPrefix(prefix: string): string | null {
  const cleaned = prefix.replace(SEPARATORS, '');
  if (!/^\+?\d*$/.test(cleaned)) return null;
  const digits = cleaned.replace(/^\+/, '').replace(/^1/, '');
  return digits.length <= 10 ? digits : null;
}

/** A search phrase's keypad digits; CarrierError 'invalid' unless it has two or more (as Twilio asks). */
export function requirePhraseDigits(phrase: string): string {
  const digits = vanityDigits(phrase);
  if (digits === null || digits.length < 2) throw new CarrierError('invalid', INVALID_PHRASE);
  return digits;
}

/** A search prefix's national digits; CarrierError 'invalid' when it has none or is not a prefix. */
export function requirePrefix(prefix: string): string {
  const digits = nationalPrefix(prefix);
  if (!digits) throw new CarrierError('invalid', INVALID_PREFIX);
  return digits;
}
