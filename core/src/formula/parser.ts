import type { BinaryOp, FormulaNode } from './ast.js';
import { lexFormula, type Token } from './lexer.js';
import { problemAt, type FormulaProblem } from './messages.js';

/** Longer formulas are refused unread; deeper nesting is refused before the parser's stack could overflow. */
export const MAX_FORMULA_LENGTH = 10_000;
export const MAX_FORMULA_DEPTH = 100;

export type FormulaParseResult = { ok: true; ast: FormulaNode } | { ok: false; problem: FormulaProblem };

/**
 * Binary operators from the loosest to the tightest binding; each level is left-associative. Joining text (`&`)
 * binds looser than arithmetic, so `{A} & 1 + 2` joins `3`, and comparisons looser still.
 */
const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['=', '==', '!=', '<>', '<', '>', '<=', '>='],
  ['&'],
  ['+', '-'],
  ['*', '/'],
];
const SPELLING: Record<string, BinaryOp> = { '==': '=', '<>': '!=' };

class Failure {
  constructor(readonly problem: FormulaProblem) {}
}

/** Reads a formula into its tree (docs/FORMULAS.md). Never throws: a problem carries its code and position. */
export function parseFormula(text: string): FormulaParseResult {
  if (text.length > MAX_FORMULA_LENGTH) {
    return { ok: false, problem: { code: 'formula.tooLong', params: { max: MAX_FORMULA_LENGTH } } };
  }
  const lexed = lexFormula(text);
  if (!lexed.ok) return lexed;
  if (lexed.tokens.length === 1) return { ok: false, problem: { code: 'formula.empty', params: {} } };
  try {
    return { ok: true, ast: new Parser(lexed.tokens).formula() };
  } catch (error) {
    if (error instanceof Failure) return { ok: false, problem: error.problem };
    throw error;
  }
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  formula(): FormulaNode {
    const node = this.binary(0);
    if (this.peek.kind !== 'end') this.unexpected(this.peek);
    return node;
  }

  private get peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    return this.tokens[this.index++]!;
  }

  private unexpected(token: Token): never {
    if (token.kind === 'end') throw new Failure(problemAt('formula.unexpectedEnd', token));
    throw new Failure(problemAt('formula.unexpectedToken', token, { token: token.text }));
  }

  private expect(kind: Token['kind']): Token {
    const token = this.next();
    if (token.kind !== kind) this.unexpected(token);
    return token;
  }

  private binary(level: number): FormulaNode {
    if (level === LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    while (this.peek.kind === 'operator' && LEVELS[level]!.includes(this.peek.text)) {
      const op = this.next();
      const right = this.binary(level + 1);
      const spelled = SPELLING[op.text] ?? (op.text as BinaryOp);
      left = { kind: 'binary', op: spelled, opStart: op.start, left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private unary(): FormulaNode {
    const token = this.peek;
    if (token.kind === 'operator' && (token.text === '-' || token.text === '+')) {
      this.next();
      const operand = this.nested(() => this.unary(), token);
      return { kind: 'unary', op: token.text, operand, start: token.start, end: operand.end };
    }
    return this.primary();
  }

  /** Runs `read` one level deeper, refusing formulas nested past MAX_FORMULA_DEPTH. */
  private nested<T>(read: () => T, at: Token): T {
    if (++this.depth > MAX_FORMULA_DEPTH) {
      throw new Failure(problemAt('formula.tooDeep', at, { max: MAX_FORMULA_DEPTH }));
    }
    const result = read();
    this.depth--;
    return result;
  }

  private primary(): FormulaNode {
    const token = this.next();
    const span = { start: token.start, end: token.end };
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: Number(token.text), ...span };
      case 'string':
        return { kind: 'string', value: token.text, ...span };
      case 'fieldTitle':
        return { kind: 'field', by: 'title', ref: token.text, ...span };
      case 'fieldId':
        return { kind: 'field', by: 'id', ref: token.text, ...span };
      case '(': {
        const inner = this.nested(() => this.binary(0), token);
        this.expect(')');
        return inner;
      }
      case 'name':
        return this.name(token);
      default:
        return this.unexpected(token);
    }
  }

  /** A function call, `TRUE`/`FALSE`, or a bare field name (NocoDB compatibility, docs/API.md §5). */
  private name(token: Token): FormulaNode {
    if (this.peek.kind === '(') {
      const open = this.next();
      const args = this.nested(() => this.args(), open);
      const close = this.expect(')');
      const name = token.text.toUpperCase();
      return { kind: 'call', name, nameEnd: token.end, args, start: token.start, end: close.end };
    }
    const upper = token.text.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') {
      return { kind: 'boolean', value: upper === 'TRUE', start: token.start, end: token.end };
    }
    return { kind: 'field', by: 'title', ref: token.text, bare: true, start: token.start, end: token.end };
  }

  private args(): FormulaNode[] {
    const args: FormulaNode[] = [];
    if (this.peek.kind === ')') return args;
    args.push(this.binary(0));
    while (this.peek.kind === ',') {
      this.next();
      args.push(this.binary(0));
    }
    return args;
  }
}
