// The kit's one input layer for hostile text and shapes (issue 8 points 5-7): every string, number
// and object key of params, query and body is checked before its schema runs, whatever the
// schema says (a free `z.unknown()` setting value included). PostgreSQL refuses NUL in text and
// jsonb, and lone surrogates cannot be encoded in a JSON column; a deep tree overflows the deep
// merge and JSON writes; a number JSON cannot hold (`1e400` parses to Infinity) would be stored as
// null without a word. Each is a 400 naming the field instead of a 500 or a silent change.

/** Levels of nesting a JSON input may have (objects and arrays); far above any real settings tree. */
export const MAX_DEPTH = 32;

// C0 controls other than tab, line feed and carriage return (text areas hold those), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Unicode's 66 noncharacters (U+FDD0-U+FDEF and the last two code points of every plane): never text
// to store or show; some decoders stop at them.
const NONCHARACTER = /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/;

export const CONTROL_CHARACTERS = 'Control characters are not allowed';
export const BROKEN_TEXT = 'Invalid text (lone surrogate)';
export const NONCHARACTER_TEXT = 'Invalid text (Unicode noncharacter such as U+FFFF)';
export const TOO_DEEP = `Nested more than ${MAX_DEPTH} levels`;
export const NUMBER_OUT_OF_RANGE = 'Number out of range';
/** Percent-encoding that is not UTF-8 (`%ff`, or `%ED%A0%80`: a lone surrogate) in the path or query. */
export const BAD_ENCODING = 'Malformed URL (bad percent-encoding)';

// what a field's name may show of a hostile key: never the control character or surrogate itself
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001F\u007F\uD800-\uDFFF]/g;

/** A field's path as messages name it: dotted, at most four levels, nothing unprintable. */
export function fieldName(path: readonly string[]): string {
  const shown = path.map((segment) => segment.replace(UNPRINTABLE, '?'));
  return shown.length > 4 ? `${shown.slice(0, 4).join('.')}...` : shown.join('.');
}

function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return CONTROL_CHARACTERS;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT;
  if (NONCHARACTER.test(text)) return NONCHARACTER_TEXT;
  return null;
}

/** The field path and what is wrong with it, or null when `value` is clean. */
export function hostileInput(value: unknown, path: string[] = [], depth = 0): { field: string; problem: string } | null {
  const at = (problem: string, extra?: string) => ({ field: fieldName([...path, ...(extra === undefined ? [] : [extra])]), problem });
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? at(problem) : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : at(NUMBER_OUT_OF_RANGE);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return at(TOO_DEEP);
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const keyProblem = textProblem(key);
    // A bad key is named by its clean part, never echoed whole (it is hostile text).
    if (keyProblem) return at(keyProblem, key.replace(/[^\w.-]/g, '?'));
    const found = hostileInput(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
