// The server's JSON body parser. Fastify's own refuses a `__proto__` key (and `constructor.prototype`)
// as it should, but answers "body: Malformed JSON", which sends the client looking for a syntax
// error that is not there; this one refuses the same keys and names them and where they are. No
// object holding such a key gets past parsing, whether or not its route declares a body.
// It also refuses what JSON.parse would silently change: a number it cannot hold exactly (an integer
// beyond 2^53, a non-zero number that underflows to 0), and a body declared in another charset than
// UTF-8 (the bytes would be read as UTF-8 all the same). A leading byte order mark is ignored, as
// RFC 8259 allows.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseLossless } from 'lossless-json';
import { HttpError } from '../http';
import { fieldName, NUMBER_OUT_OF_RANGE } from './hostileInput';

export const EMPTY_JSON_BODY = 'body: Empty, though the content type is application/json';
export const MALFORMED_JSON = 'body: Malformed JSON';
export const forbiddenKey = (key: string) => `"${key}" is not allowed`;
export const INTEGER_TOO_LARGE = 'Integer beyond 2^53 cannot be kept exactly (send it as text)';
export const notUtf8 = (charset: string) => `body: JSON must be UTF-8, not charset=${charset.slice(0, 40)}`;

interface Node {
  value: object;
  key: string | null;
  parent: Node | null;
}

const pathOf = (node: Node | null): string[] => {
  const path: string[] = [];
  for (let at = node; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
};

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

interface Found {
  field: string;
  problem: string;
}

/**
 * The first object of a parsed body, breadth first, that `problemOf` names a problem in (with `at`, a
 * key of it to name too): where it is and what, or null. Without recursion: a body nested thousands
 * deep is refused later (hostileInput.ts), it must not overflow the stack here first.
 */
function firstProblemIn(body: unknown, problemOf: (value: object) => { at?: string; problem: string } | null): Found | null {
  if (!isObject(body)) return null;
  let level: Node[] = [{ value: body, key: null, parent: null }];
  while (level.length > 0) {
    const next: Node[] = [];
    for (const node of level) {
      const found = problemOf(node.value);
      if (found) return { field: fieldName(found.at === undefined ? pathOf(node) : [...pathOf(node), found.at]), problem: found.problem };
      for (const [key, child] of Object.entries(node.value)) if (isObject(child)) next.push({ value: child, key, parent: node });
    }
    level = next;
  }
  return null;
}

/** The first `__proto__` key, or `constructor` holding `prototype`, in a parsed body, or null. */
export function forbiddenKeyIn(body: unknown): Found | null {
  return firstProblemIn(body, (value) => {
    if (Object.hasOwn(value, '__proto__')) return { problem: forbiddenKey('__proto__') };
    const constructor = Object.hasOwn(value, 'constructor') ? (value as { constructor: unknown }).constructor : null;
    return isObject(constructor) && Object.hasOwn(constructor, 'prototype') ? { at: 'constructor', problem: forbiddenKey('prototype') } : null;
  });
}

/** A number token JSON.parse would change: what is wrong with it, or null. */
function lossyNumber(token: string): string | null {
  const value = Number(token);
  if (/^-?\d+$/.test(token)) return Number.isSafeInteger(value) ? null : INTEGER_TOO_LARGE;
  // a mantissa with a non-zero digit that parses to 0 underflowed (1e-400)
  return value === 0 && /[1-9]/.test(token.split(/[eE]/)[0]!) ? NUMBER_OUT_OF_RANGE : null;
}

class LossyNumber {
  constructor(readonly problem: string) {}
}

// Cheap first look: only a body with a long digit run or a 3-digit exponent can hold a lossy number.
const MAYBE_LOSSY = /\d{16}|[eE]-?\d{3}/;

/** Where the body holds a number JSON.parse changed, and what is wrong with it; or null. */
export function lossyNumberIn(text: string): Found | null {
  if (!MAYBE_LOSSY.test(text)) return null;
  let tree: unknown;
  try {
    tree = parseLossless(text, null, (token) => {
      const problem = lossyNumber(token);
      return problem ? new LossyNumber(problem) : 0;
    });
  } catch {
    return null; // nested beyond this parser's stack: the depth rule (hostileInput.ts) refuses it
  }
  return firstProblemIn(tree, (value) => (value instanceof LossyNumber ? { problem: value.problem } : null));
}

const charsetOf = (contentType: string | undefined) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];

/**
 * A JSON body's size limit, the app's body limit (server/app.ts). A route that takes larger uploads
 * raises its own bodyLimit for them (multipart); JSON sent to such a route is still held to this.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const BODY_TOO_LARGE = 'Request body is too large';

function parseJson(request: FastifyRequest, raw: string, done: (error: Error | null, body?: unknown) => void): void {
  if (raw.length > JSON_BODY_LIMIT || Buffer.byteLength(raw) > JSON_BODY_LIMIT) return done(new HttpError(413, BODY_TOO_LARGE));
  const charset = charsetOf(request.headers['content-type']);
  if (charset && !/^utf-?8$/i.test(charset)) return done(new HttpError(415, notUtf8(charset)));
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  if (text.length === 0) return done(new HttpError(400, EMPTY_JSON_BODY));
  let body: unknown;
  try {
    // JSON.parse makes `__proto__` an own key like any other (it never sets a prototype)
    body = JSON.parse(text);
  } catch {
    return done(new HttpError(400, MALFORMED_JSON));
  }
  const forbidden = forbiddenKeyIn(body) ?? lossyNumberIn(text);
  if (forbidden) return done(new HttpError(400, `${forbidden.field || 'body'}: ${forbidden.problem}`));
  done(null, body);
}

/** Replaces Fastify's JSON parser (same content type, same body limit) with parseJson. */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
}
