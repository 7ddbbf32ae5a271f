// Formula validation (spec 1 §5): every problem found, each with the spec's exact message, so the
// formula-errors modal can list them all at once. Whether the formula also parses is parseFormula's
// job (the evaluator throws on what validation lets through, e.g. "1 +").
import { FORMULA_KEYWORDS, FORMULA_MESSAGES } from './formulaMessages';

// letters, digits, underscore, whitespace, + - * / ( ) . < > = ! & | % , [ ] and quotes
const INVALID_CHARACTER = /[^A-Za-z0-9_\s+\-*/().<>=!&|%,[\]'"]/g;
const QUOTED = /"[^"]*"|'[^']*'/g;
// an identifier, not the exponent or tail of a number such as 1e5
const IDENTIFIER = /(?<![\w.])[A-Za-z_]\w*/g;
const KNOWN = new Set<string>([...FORMULA_KEYWORDS, 'true', 'false']);

/** The formula's errors (empty when valid) against the fields a metric may use. */
export function validateFormula(formula: string, fields: readonly string[]): string[] {
  const source = formula.trim().replace(/^=/, '').trim();
  if (!source) return [FORMULA_MESSAGES.empty];
  const errors: string[] = [];
  const unquoted = source.replace(QUOTED, ' ');

  const invalid = [...new Set(unquoted.match(INVALID_CHARACTER) ?? [])];
  if (invalid.length) errors.push(FORMULA_MESSAGES.invalidCharacters + invalid.join(''));

  let depth = 0;
  for (const c of unquoted) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) break;
  }
  if (depth !== 0) errors.push(FORMULA_MESSAGES.mismatchedParentheses);

  const fieldNames = new Set(fields.map((f) => f.toLowerCase()));
  const unknown = new Set<string>();
  for (const [name] of unquoted.matchAll(IDENTIFIER)) {
    const lower = name.toLowerCase();
    if (!KNOWN.has(lower) && !fieldNames.has(lower)) unknown.add(name);
  }
  for (const name of unknown) errors.push(FORMULA_MESSAGES.unknownField + name);
  return errors;
}
