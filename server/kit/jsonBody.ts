// The server's JSON body parser. Fastify's own refuses a `__proto__` key (and `constructor.prototype`)
// as it should, but answers "body: Malformed JSON", which sends the client looking for a syntax
// error that is not there; this one refuses the same keys and names them and where they are. No
// object holding such a key gets past parsing, whether or not its route declares a body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http';
import { fieldName } from './hostileInput';

export const EMPTY_JSON_BODY = 'body: Empty, though the content type is application/json';
export const MALFORMED_JSON = 'body: Malformed JSON';
export const forbiddenKey = (key: string) => `"${key}" is not allowed`;

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

/**
 * The first `__proto__` key, or `constructor` holding `prototype`, in a parsed body: where it is and
 * what, or null. Breadth first and without recursion: a body nested thousands deep is refused later
 * (hostileInput.ts), it must not overflow the stack here first.
 */
export function forbiddenKeyIn(body: unknown): { field: string; problem: string } | null {
  if (!isObject(body)) return null;
  let level: Node[] = [{ value: body, key: null, parent: null }];
  while (level.length > 0) {
    const next: Node[] = [];
    for (const node of level) {
      const { value } = node;
      if (Object.hasOwn(value, '__proto__')) return { field: fieldName(pathOf(node)), problem: forbiddenKey('__proto__') };
      const constructor = Object.hasOwn(value, 'constructor') ? (value as { constructor: unknown }).constructor : null;
      if (isObject(constructor) && Object.hasOwn(constructor, 'prototype')) {
        return { field: fieldName([...pathOf(node), 'constructor']), problem: forbiddenKey('prototype') };
      }
      for (const [key, child] of Object.entries(value)) if (isObject(child)) next.push({ value: child, key, parent: node });
    }
    level = next;
  }
  return null;
}

function parseJson(_request: FastifyRequest, text: string, done: (error: Error | null, body?: unknown) => void): void {
  if (text.length === 0) return done(new HttpError(400, EMPTY_JSON_BODY));
  let body: unknown;
  try {
    // JSON.parse makes `__proto__` an own key like any other (it never sets a prototype)
    body = JSON.parse(text);
  } catch {
    return done(new HttpError(400, MALFORMED_JSON));
  }
  const forbidden = forbiddenKeyIn(body);
  if (forbidden) return done(new HttpError(400, `${forbidden.field || 'body'}: ${forbidden.problem}`));
  done(null, body);
}

/** Replaces Fastify's JSON parser (same content type, same body limit) with parseJson. */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
}
