import { HAS_BOUNDARY, isSpace, splitClosingRun, unmatchedOpens } from './grammar.js';
import {
  IS_VALUES,
  MAX_WHERE_DEPTH,
  MAX_WHERE_LENGTH,
  MAX_WHERE_TERMS,
  isDateSubOp,
  isFilterOp,
  isIsValue,
  isValuelessOp,
} from './ops.js';
import { fail, quote } from './text.js';
import type { QueryError, WhereGroup, WhereNode, WhereTerm } from './types.js';
import { normalizeWhere } from './where-ast.js';

/** A value written at `closeAt - value.length`: checked once the text after it is known. */
interface WrittenValue {
  field: string;
  value: string;
  closeAt: number;
  depth: number;
}

class Unwritable extends Error {}

/**
 * The `where` text of an AST: `parseWhere(toWhereString(ast))` deep-equals `normalizeWhere(ast)`, and for terms with a
 * `subOp` the sub-op is written first in the value (`(Due,eq,exactDate,2023-04-01)`), which `validateWhere` reads
 * back on a date field. The grammar has no escaping, so some ASTs have no text; they give `{error}`: a field name
 * with a comma, a value holding a connective such as `~or(`, or (inside a group) a value ending in `)` it does not open.
 */
export function toWhereString(ast: WhereGroup): string | QueryError {
  const root = normalizeWhere(ast);
  if (root.children.length === 0) return '';
  const writer = new Writer();
  try {
    if (root.not) writer.item('~not', root, 0);
    else writer.children(root, 0);
    return writer.finish();
  } catch (error) {
    if (error instanceof Unwritable) return fail(error.message);
    throw error;
  }
}

class Writer {
  private text = '';
  private terms = 0;
  private readonly values: WrittenValue[] = [];

  children(group: WhereGroup, depth: number): void {
    group.children.forEach((child, i) => {
      const negated = child.type === 'group' && child.not === true;
      let prefix = negated ? '~not' : '';
      if (i > 0 && group.connective === 'or') prefix = negated ? '~ornot' : '~or';
      else if (i > 0) prefix = negated ? '~not' : '~and';
      // Connectives read left to right, so a first child joined the other way needs no parentheses.
      if (i === 0 && child.type === 'group' && !child.not && child.connective !== group.connective) {
        this.children(child, depth);
      } else {
        this.item(prefix, child, depth);
      }
    });
  }

  /** One child after its connective; a negated group's `not` is already in `prefix`. */
  item(prefix: string, node: WhereNode, depth: number): void {
    this.text += prefix;
    if (node.type === 'term') return this.term(node, depth);
    const [only] = node.children;
    if (node.not && node.children.length === 1 && only!.type === 'term') return this.term(only!, depth);
    if (depth + 1 > MAX_WHERE_DEPTH) throw new Unwritable(`Groups nest deeper than ${MAX_WHERE_DEPTH} levels`);
    this.text += '(';
    this.children({ ...node, not: false }, depth + 1);
    this.text += ')';
  }

  private term(term: WhereTerm, depth: number): void {
    if (++this.terms > MAX_WHERE_TERMS) throw new Unwritable(`where has more than ${MAX_WHERE_TERMS} terms`);
    const { field, op } = term;
    checkField(field);
    if (!isFilterOp(op)) throw new Unwritable(`${quote(String(op))} is not supported: unknown comparison op`);
    const value = valueText(term);
    this.text += `(${field},${op}`;
    if (value === undefined) {
      this.text += ')';
      return;
    }
    if (HAS_BOUNDARY.test(value)) {
      throw new Unwritable(
        `The value ${quote(value)} of ${quote(field)} holds a connective, which a where string cannot carry`,
      );
    }
    this.text += `,${value}`;
    this.values.push({ field, value, closeAt: this.text.length, depth });
    this.text += ')';
  }

  finish(): string {
    for (const { field, value, closeAt, depth } of this.values) {
      let trailing = 0;
      let prefixEnd = value.length;
      for (let j = value.length - 1; j >= 0; j--) {
        if (value[j] === ')') {
          trailing++;
          prefixEnd = j;
        } else if (!isSpace(value[j])) break;
      }
      let groupCloses = 0;
      while (this.text[closeAt + 1 + groupCloses] === ')') groupCloses++;
      const read = splitClosingRun(unmatchedOpens(value, 0, prefixEnd), trailing + 1 + groupCloses, depth);
      if (read.valueClosers !== trailing || read.groupCloses !== groupCloses) {
        throw new Unwritable(
          `The value ${quote(value)} of ${quote(field)} ends in ')' it does not open, which a where string cannot carry inside a group`,
        );
      }
    }
    if (this.text.length > MAX_WHERE_LENGTH) {
      throw new Unwritable(`where would be ${this.text.length} characters, at most ${MAX_WHERE_LENGTH} are allowed`);
    }
    return this.text;
  }
}

function checkField(field: string): void {
  let problem = '';
  if (typeof field !== 'string' || field.trim() === '') problem = 'is empty';
  else if (field !== field.trim()) problem = 'starts or ends with whitespace';
  else if (field.includes(',')) problem = 'holds a comma';
  else if ('(~)'.includes(field[0]!)) problem = `starts with '${field[0]}'`;
  else if (HAS_BOUNDARY.test(field)) problem = 'holds a connective';
  if (problem)
    throw new Unwritable(`The field name ${quote(String(field))} ${problem}, which a where string cannot carry`);
}

/** The text after the op (sub-op first), or undefined for a value-less term. */
function valueText(term: WhereTerm): string | undefined {
  const { field, op, subOp, value } = term;
  if (isValuelessOp(op)) {
    if (subOp !== undefined || (value !== undefined && value.trim() !== '')) {
      throw new Unwritable(`${quote(op)} on ${quote(field)} takes no value`);
    }
    return undefined;
  }
  if (subOp !== undefined) {
    if (!isDateSubOp(subOp)) throw new Unwritable(`Unknown date sub-op ${quote(String(subOp))} on ${quote(field)}`);
    return value === undefined ? subOp : `${subOp},${value}`;
  }
  if (typeof value !== 'string') throw new Unwritable(`${quote(op)} on ${quote(field)} needs a value`);
  if ((op === 'is' || op === 'isnot') && !isIsValue(value)) {
    throw new Unwritable(`Bad value ${quote(value)} for ${quote(op)}: expected one of ${IS_VALUES.join(', ')}`);
  }
  return value;
}
