// The server's query-string parser. Fastify's own leaves percent-encoding that is not UTF-8 as it
// came (`%ED%A0%80`, a lone surrogate, or `%ff`), so a search for it quietly searched for the raw
// text; a bad encoding in the path is already a 400. This parser decodes as before and marks the
// first field whose encoding is broken; the kit's validator (validation.ts) answers 400 naming it,
// after the caller is known, like every other input problem.
import { parse } from 'node:querystring';

/** Set (not enumerable) on a parsed query: the name of its first badly encoded field. */
export const BADLY_ENCODED = Symbol('badly encoded query field');

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** The name of the first field whose name or value is not valid percent-encoded UTF-8, if any. */
export function badlyEncodedField(query: string): string | null {
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    if (!decodes(name)) return 'query';
    if (!decodes(value)) return decodeURIComponent(name.replace(/\+/g, ' '));
  }
  return null;
}

export function parseQueryString(query: string): Record<string, unknown> {
  // no cap on the number of keys, as Fastify's parser had none (node's default drops all after 1,000)
  const parsed = parse(query, '&', '=', { maxKeys: 0 }) as Record<string | symbol, unknown>;
  const bad = badlyEncodedField(query);
  if (bad !== null) Object.defineProperty(parsed, BADLY_ENCODED, { value: bad });
  return parsed;
}
