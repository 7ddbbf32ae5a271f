// Spec doc 2 "Phone numbers": the three searches of the carrier's inventory, answered as the spec's
// console reads them; numbers some account already holds are left out.
import { and, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { phoneNumbers } from '../../db/schema';
import type { Db } from '../../db/store';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { carrierFailure } from '../../numbers/ownership';
import { selectCarrier, type Carrier } from '../../providers/carrier';
import type { AvailableNumber, NumberSearch } from '../../providers/carrier/types';

/** Numbers one search answers with. */
export const SEARCH_LIMIT = 20;

export const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code, e.g. US')
  .default('US')
  .describe('ISO country code (default US)');
const place = (what: string) => z.string().trim().min(1, 'Required').max(80, 'At most 80 characters').describe(what);

const prefixBody = z.object({
  prefix: z.string().trim().regex(/^\+?\d{1,10}$/, 'Expected 1 to 10 digits (an area code or a longer prefix)').describe('Area code or prefix, e.g. 415'),
  country,
  strict: z.boolean().default(false).describe('Only numbers with exactly this prefix (default false: nearby ones too)'),
});
const localityBody = z.object({ city: place('City'), region: place('Region or state, e.g. CA'), country });
const phraseBody = z.object({
  phrase: z.string().trim().regex(/^[A-Za-z0-9]{1,10}$/, 'Expected 1 to 10 letters or digits').describe('Letters or digits the number should spell'),
  city: place('City').optional(),
  region: place('Region or state').optional(),
  country,
});

const available = reply('A number the carrier offers', {
  number: z.string(),
  locality: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  voice: z.boolean(),
  sms: z.boolean(),
});
const found = reply('Numbers on offer, those already held left out', { success, numbers: z.array(available) });

async function search(db: Db, carrier: Carrier, query: NumberSearch): Promise<{ success: true; numbers: AvailableNumber[] }> {
  const offered = await carrier.search(query, SEARCH_LIMIT).catch(carrierFailure);
  if (offered.length === 0) return { success: true, numbers: [] };
  const held = await db
    .select({ number: phoneNumbers.number })
    .from(phoneNumbers)
    .where(and(inArray(phoneNumbers.number, offered.map((n) => n.number)), ne(phoneNumbers.status, 'released')));
  const taken = new Set(held.map((h) => h.number));
  return { success: true, numbers: offered.filter((n) => !taken.has(n.number)) };
}

export default defineArea({
  tag: 'Phone numbers',
  routes: ({ db }) => {
    const carrier = selectCarrier();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumber/search/local/prefix',
        auth: 'account',
        summary: 'Local numbers by area code or prefix',
        body: prefixBody,
        response: found,
        errors: { 502: 'The carrier could not complete the request' },
        handler: ({ body }) => search(db, carrier, { kind: 'prefix', prefix: body.prefix.replace(/^\+/, ''), country: body.country, strict: body.strict }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumber/search/local/locality',
        auth: 'account',
        summary: 'Local numbers by city and region',
        body: localityBody,
        response: found,
        errors: { 502: 'The carrier could not complete the request' },
        handler: ({ body }) => search(db, carrier, { kind: 'locality', ...body }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumber/search/local/phrase',
        auth: 'account',
        summary: 'Local numbers that spell a phrase on the keypad, optionally in a city and region',
        body: phraseBody,
        response: found,
        errors: { 502: 'The carrier could not complete the request' },
        handler: ({ body }) => search(db, carrier, { kind: 'phrase', ...body }),
      }),
    ];
  },
});
