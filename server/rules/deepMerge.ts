// The contract's merge for contact updates (and settings): objects merge key by key,
// arrays and scalars replace, `null` removes the key. Inputs are never mutated.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Keys that could reach Object.prototype if a client sent them.
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function deepMerge(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN.has(key)) continue;
    if (value === null) {
      delete result[key];
    } else if (isPlainObject(value)) {
      const base = isPlainObject(result[key]) ? (result[key] as Record<string, unknown>) : {};
      result[key] = deepMerge(base, value);
    } else if (value !== undefined) {
      result[key] = value;
    }
  }
  return result;
}

/** Sets `value` at a dotted path (`walkthrough.version`), creating objects on the way; null removes. */
export function setPath(
  target: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const result: Record<string, unknown> = { ...target };
  if (FORBIDDEN.has(head)) return result;
  if (rest.length === 0) {
    if (value === null) delete result[head];
    else result[head] = value;
    return result;
  }
  const child = isPlainObject(result[head]) ? (result[head] as Record<string, unknown>) : {};
  result[head] = setPath(child, rest.join('.'), value);
  return result;
}
