// The formula messages of spec 1 §5 and spec 2 §9, exactly as the spec writes them: the console's
// formula-errors modal and the server's 400s both show these.
export const FORMULA_MESSAGES = {
  empty: 'Formula cannot be empty',
  invalidCharacters: 'Invalid characters: ',
  mismatchedParentheses: 'Mismatched parentheses',
  unknownField: 'Unknown field: ',
  unknownFunction: 'Unknown function ',
} as const;

/** Known function and keyword names (spec 1 §5), matched case-insensitively; true and false too. */
export const FORMULA_KEYWORDS = [
  'abs', 'if', 'sum', 'avg', 'min', 'max', 'count', 'd_count', 'med', 'variance', 'std_dev', 'now',
  'timestamp_diff', 'and', 'or', 'not', 'between', 'in', 'like', 'regex', 'null',
] as const;

/** The functions a formula builder offers to click, with their arity as a hint. */
export const FORMULA_FUNCTIONS = [
  { name: 'SUM', args: 'values' },
  { name: 'AVG', args: 'values' },
  { name: 'MIN', args: 'values' },
  { name: 'MAX', args: 'values' },
  { name: 'COUNT', args: 'values' },
  { name: 'D_COUNT', args: 'values' },
  { name: 'MED', args: 'values' },
  { name: 'VARIANCE', args: 'values' },
  { name: 'STD_DEV', args: 'values' },
  { name: 'ABS', args: 'value' },
  { name: 'IF', args: 'condition, then, else' },
  { name: 'NOW', args: '' },
  { name: 'TIMESTAMP_DIFF', args: 'start, end' },
] as const;

/** The operators a formula builder offers to click. */
export const FORMULA_OPERATORS = ['+', '-', '*', '/', '%', '(', ')', '==', '!=', '<', '<=', '>', '>=', 'and', 'or', 'not'] as const;
