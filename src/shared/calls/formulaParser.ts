// The metric formula language (spec 1 §5, spec 2 §9 "Formula functions") as a tree: a small
// tokenizer and a precedence-climbing parser. No eval, no Function: formulas are user input that the
// server evaluates too, and the tree is what lets the server push aggregates into SQL.

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'null' }
  | { kind: 'field'; name: string }
  | { kind: 'unary'; op: '-' | '+' | '!'; arg: FormulaNode }
  | { kind: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; name: string; args: FormulaNode[] }
  | { kind: 'list'; items: FormulaNode[] };

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '&&' | '||';

type Token =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'id'; v: string }
  | { t: 'op'; v: string };

/** Thrown for a formula the parser cannot read; validateFormula names the common causes first. */
export class FormulaSyntaxError extends Error {}

const OPERATORS = ['==', '!=', '<>', '<=', '>=', '&&', '||', '+', '-', '*', '/', '%', '(', ')', ',', '[', ']', '<', '>', '=', '!', '&', '|'];
// `=` is equality and `<>` inequality, as spreadsheet users write them; single & and | are and/or
// (Maps, not object literals: a formula word such as `constructor` must not find Object's members)
const OPERATOR_ALIASES = new Map([['=', '=='], ['<>', '!='], ['&', '&&'], ['|', '||']]);
const WORD_OPERATORS = new Map([['and', '&&'], ['or', '||'], ['not', '!']]);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(source.slice(i));
      if (!m) throw new FormulaSyntaxError(`Unexpected "${c}"`);
      tokens.push({ t: 'num', v: Number(m[0]) });
      i += m[0].length;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\' && j + 1 < source.length) j++;
        text += source[j];
        j++;
      }
      if (j >= source.length) throw new FormulaSyntaxError('Unterminated text');
      tokens.push({ t: 'str', v: text });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const word = /^[A-Za-z_]\w*/.exec(source.slice(i))![0];
      const op = WORD_OPERATORS.get(word.toLowerCase());
      tokens.push(op ? { t: 'op', v: op } : { t: 'id', v: word });
      i += word.length;
    } else {
      const op = OPERATORS.find((o) => source.startsWith(o, i));
      if (!op) throw new FormulaSyntaxError(`Unexpected "${c}"`);
      tokens.push({ t: 'op', v: OPERATOR_ALIASES.get(op) ?? op });
      i += op.length;
    }
  }
  return tokens;
}

// lowest first; unary operators bind tighter than any binary one
const LEVELS: BinaryOp[][] = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];
const MAX_DEPTH = 100;

/** Parses a formula (a leading `=` is ignored) into its tree; throws FormulaSyntaxError. */
export function parseFormula(formula: string): FormulaNode {
  const source = formula.trim().replace(/^=/, '');
  const tokens = tokenize(source);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new FormulaSyntaxError(`Expected "${v}"`);
    pos++;
  };

  function binary(level: number): FormulaNode {
    if (level === LEVELS.length) return unary();
    let left = binary(level + 1);
    for (;;) {
      const tok = peek();
      if (tok?.t !== 'op' || !(LEVELS[level] as string[]).includes(tok.v)) return left;
      pos++;
      left = { kind: 'binary', op: tok.v as BinaryOp, left, right: binary(level + 1) };
    }
  }

  function unary(): FormulaNode {
    const tok = peek();
    if (tok?.t === 'op' && (tok.v === '-' || tok.v === '+' || tok.v === '!')) {
      pos++;
      return { kind: 'unary', op: tok.v, arg: nested(unary) };
    }
    return primary();
  }

  function nested(parse: () => FormulaNode): FormulaNode {
    if (++depth > MAX_DEPTH) throw new FormulaSyntaxError('Formula is nested too deeply');
    const node = parse();
    depth--;
    return node;
  }

  function list(close: string): FormulaNode[] {
    const items: FormulaNode[] = [];
    if (isOp(close)) {
      pos++;
      return items;
    }
    for (;;) {
      items.push(nested(() => binary(0)));
      if (isOp(',')) pos++;
      else break;
    }
    expect(close);
    return items;
  }

  function primary(): FormulaNode {
    const tok = tokens[pos++];
    if (!tok) throw new FormulaSyntaxError('Unexpected end of formula');
    if (tok.t === 'num') return { kind: 'number', value: tok.v };
    if (tok.t === 'str') return { kind: 'string', value: tok.v };
    if (tok.t === 'id') {
      const lower = tok.v.toLowerCase();
      if (isOp('(')) {
        pos++;
        return { kind: 'call', name: tok.v.toUpperCase(), args: list(')') };
      }
      if (lower === 'true') return { kind: 'number', value: 1 };
      if (lower === 'false') return { kind: 'number', value: 0 };
      if (lower === 'null') return { kind: 'null' };
      return { kind: 'field', name: tok.v };
    }
    if (tok.v === '(') {
      const inner = nested(() => binary(0));
      expect(')');
      return inner;
    }
    if (tok.v === '[') return { kind: 'list', items: list(']') };
    throw new FormulaSyntaxError(`Unexpected "${tok.v}"`);
  }

  const tree = binary(0);
  if (pos < tokens.length) throw new FormulaSyntaxError(`Unexpected "${String(tokens[pos]!.v)}"`);
  return tree;
}
