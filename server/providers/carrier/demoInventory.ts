// The Demo carrier's inventory: the same numbers on every machine and every run, computed rather
// than stored. In each area code of areaCodes.ts it holds exchange 555: every line 0100–0199 (the
// range the North American Numbering Plan reserves for fiction) and a fixed scattering of other
// 555 lines (about 8%) so vanity phrases have something to match. 555 numbers read as fictional to
// anyone in the US and pass E.164 validation; 555-1212 (directory assistance) is never offered.
import type { AvailableNumber } from './types';
import { type AreaCode, areaCode, US_AREA_CODES } from './areaCodes';

export const DEMO_EXCHANGE = '555';
const FICTION_FIRST = 100;
const FICTION_LAST = 199;
const DIRECTORY_ASSISTANCE = 1212;

/** The scattering: a fixed integer hash of the number (no table, no random seed) keeping 8%. */
function scattered(code: number, line: number): boolean {
  let h = Math.imul(code * 10_000 + line, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca77) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) % 100 < 8;
}

function offered(code: number, line: number): boolean {
  if (line >= FICTION_FIRST && line <= FICTION_LAST) return true;
  return line > FICTION_LAST && line !== DIRECTORY_ASSISTANCE && scattered(code, line);
}

/** The national digits (10) of every number of an area code, ascending. */
function linesOf(area: AreaCode): string[] {
  const code = Number(area.code);
  const out: string[] = [];
  for (let line = FICTION_FIRST; line <= 9999; line++) {
    if (offered(code, line)) out.push(`${area.code}${DEMO_EXCHANGE}${String(line).padStart(4, '0')}`);
  }
  return out;
}

function available(area: AreaCode, national: string): AvailableNumber {
  return { number: `+1${national}`, locality: area.city, region: area.region, country: 'US', voice: true, sms: true };
}

/** Whether `number` (E.164) is one the Demo carrier offers. */
export function inInventory(number: string): boolean {
  const match = /^\+1(\d{3})555(\d{4})$/.exec(number);
  if (!match) return false;
  const area = areaCode(match[1]!);
  return !!area && offered(Number(area.code), Number(match[2]));
}

/** The offered numbers of these area codes whose national digits pass `keep`, at most `limit`. */
export function numbersOf(areas: readonly AreaCode[], keep: (national: string) => boolean, limit: number): AvailableNumber[] {
  const out: AvailableNumber[] = [];
  for (const area of areas) {
    for (const national of linesOf(area)) {
      if (out.length >= limit) return out;
      if (keep(national)) out.push(available(area, national));
    }
  }
  return out;
}

/**
 * Numbers related to a prefix that has none of its own (the relaxed, non-strict search): the same
 * area code nearest the prefix first, then the state's other area codes; for an area code the
 * inventory does not serve, the area codes sharing the prefix's longest leading digits, numerically
 * nearest first.
 */
export function relatedTo(prefix: string, limit: number): AvailableNumber[] {
  const own = areaCode(prefix.slice(0, 3));
  if (own) {
    const target = Number(prefix.padEnd(10, '0'));
    const nearest = numbersOf([own], () => true, Infinity).sort(
      (a, b) => Math.abs(Number(a.number.slice(2)) - target) - Math.abs(Number(b.number.slice(2)) - target),
    );
    const neighbours = US_AREA_CODES.filter((a) => a.region === own.region && a !== own);
    return [...nearest.slice(0, limit), ...numbersOf(neighbours, () => true, limit)].slice(0, limit);
  }
  const target = Number(prefix.slice(0, 3).padEnd(3, '0'));
  for (let length = Math.min(prefix.length, 3) - 1; length >= 0; length--) {
    const lead = prefix.slice(0, length);
    const sharing = US_AREA_CODES.filter((a) => a.code.startsWith(lead)).sort(
      (a, b) => Math.abs(Number(a.code) - target) - Math.abs(Number(b.code) - target),
    );
    if (sharing.length) return numbersOf(sharing, () => true, limit);
  }
  return [];
}
