import { newChain, pushItem, rootOf, type Chain, type ConnectiveToken } from './chain.js';
import { BOUNDARY, isSpace, splitClosingRun, unmatchedOpens } from './grammar.js';
import {
  IS_VALUES,
  MAX_WHERE_DEPTH,
  MAX_WHERE_LENGTH,
  MAX_WHERE_TERMS,
  isFilterOp,
  isIsValue,
  isValuelessOp,
} from './ops.js';
import { fail, quote } from './text.js';
import type { QueryError, WhereResult, WhereTerm } from './types.js';

const CONNECTIVE = /~(andnot|ornot|and|or|not)(\s*\()?/y;
const WORD = /\w*/y;

interface Frame {
  chain: Chain;
  /** The connective written before the group's `(`. */
  token: ConnectiveToken | null;
  start: number;
}

type TermStep = { term: WhereTerm; closes: number } | QueryError;

/**
 * Parses the `where` query parameter (docs/API.md §2.1): terms `(field,op,value)` and `(field,op)`, connectives `~and`,
 * `~or`, `~not` (and `~andnot`, `~ornot`), groups opened by `((` or `(~`. Connectives combine left to right. Never
 * throws: the result is the AST (root always a group) or `{error, position}`.
 */
export function parseWhere(input: string): WhereResult {
  if (typeof input !== 'string') return fail('where must be a string');
  if (input.length > MAX_WHERE_LENGTH) {
    return fail(`where is too long: ${input.length} characters, at most ${MAX_WHERE_LENGTH} are allowed`);
  }
  return new WhereParser(input).parse();
}

class WhereParser {
  private pos = 0;
  private terms = 0;
  private readonly boundaries: number[];
  private nextBoundary = 0;
  private readonly frames: Frame[] = [{ chain: newChain(), token: null, start: 0 }];

  constructor(private readonly text: string) {
    this.boundaries = Array.from(text.matchAll(BOUNDARY), (m) => m.index);
  }

  parse(): WhereResult {
    this.skipSpace();
    while (this.pos < this.text.length) {
      const error = this.item();
      if (error) return error;
      this.skipSpace();
    }
    if (this.frames.length > 1) {
      const { start } = this.top;
      return fail(`Unbalanced parenthesis: the group opened at position ${start} is never closed`, start);
    }
    return rootOf(this.top.chain.acc);
  }

  private get top(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  /** One step: an optional connective and `(`, then either a group opens or a term is read (closing groups after it). */
  private item(): QueryError | undefined {
    const { text } = this;
    const start = this.pos;
    let token: ConnectiveToken | null = null;
    if (text[start] === '~') {
      CONNECTIVE.lastIndex = start;
      const m = CONNECTIVE.exec(text);
      if (!m) {
        WORD.lastIndex = start + 1;
        const word = `~${WORD.exec(text)![0]}`;
        return fail(`Unknown connective ${quote(word)} at position ${start}: use ~and, ~or or ~not`, start);
      }
      if (!m[2])
        return fail(`Expected '(' after ${quote(m[0])} at position ${start + m[0].length}`, start + m[0].length);
      token = m[1] as ConnectiveToken;
      this.pos = start + m[0].length - 1;
    } else if (this.top.chain.acc !== null) {
      return fail(`Expected a connective (~and, ~or, ~not) at position ${start}`, start);
    }
    const open = this.pos;
    if (text[open] !== '(') {
      return fail(`Expected '(' at position ${open}, found ${quote(text.slice(open, open + 20))}`, open);
    }
    this.pos++;
    this.skipSpace();
    const next = text[this.pos];
    if (next === '(' || next === '~') {
      if (this.frames.length - 1 >= MAX_WHERE_DEPTH) {
        return fail(`Groups nest deeper than ${MAX_WHERE_DEPTH} levels at position ${open}`, open);
      }
      this.frames.push({ chain: newChain(), token, start: open });
      return undefined;
    }
    if (next === ')') return fail(`Empty parentheses at position ${open}`, open);
    if (next === undefined) return fail(`Unbalanced parenthesis: missing ')' for the '(' at position ${open}`, open);
    if (++this.terms > MAX_WHERE_TERMS) return fail(`where has more than ${MAX_WHERE_TERMS} terms`, open);
    const step = this.term(open);
    if ('error' in step) return step;
    pushItem(this.top.chain, token, step.term);
    for (let i = 0; i < step.closes; i++) {
      const frame = this.frames.pop()!;
      pushItem(this.top.chain, frame.token, frame.chain.acc!);
    }
    return undefined;
  }

  /** `field,op)` or `field,op,value)` after the `(` at `open`, up to the next connective. */
  private term(open: number): TermStep {
    const { text } = this;
    const end = this.boundaryAfter(open + 1);
    const comma = text.indexOf(',', open + 1);
    if (comma === -1 || comma >= end) {
      return fail(`Missing ',' after the field name in the term at position ${open}`, open);
    }
    const field = text.slice(open + 1, comma).trim();
    if (!field) return fail(`Empty field name in the term at position ${open}`, open);

    const opStart = this.spaceEnd(comma + 1, end);
    WORD.lastIndex = opStart;
    const op = WORD.exec(text)![0];
    const afterOp = this.spaceEnd(opStart + op.length, end);
    const sep = afterOp < end ? text[afterOp] : undefined;
    if (!op || (sep !== ',' && sep !== ')')) {
      const written = text
        .slice(opStart, Math.min(end, opStart + 60))
        .split(/[,)]/)[0]!
        .trim();
      return written
        ? fail(`Invalid comparison op ${quote(written)} in the term at position ${open}`, opStart)
        : fail(`Missing comparison op after field ${quote(field)} in the term at position ${open}`, opStart);
    }
    if (!isFilterOp(op)) {
      return fail(`${quote(op)} is not supported: unknown comparison op in the term at position ${open}`, opStart);
    }

    if (sep === ')') {
      if (!isValuelessOp(op)) {
        return fail(`${quote(op)} needs a value, as in (field,${op},value): term at position ${open}`, afterOp);
      }
      this.pos = afterOp + 1;
      const closes = this.groupClosers(end);
      return typeof closes === 'number' ? { term: { type: 'term', field, op }, closes } : closes;
    }

    const valueStart = afterOp + 1;
    let last = end;
    while (last > valueStart && isSpace(text[last - 1])) last--;
    if (last === valueStart || text[last - 1] !== ')') {
      const close = text.lastIndexOf(')', last - 1);
      if (close >= valueStart) {
        return fail(
          `Unexpected text ${quote(text.slice(close + 1, last))} after the term at position ${open}`,
          close + 1,
        );
      }
      return fail(`Unbalanced parenthesis: missing ')' at the end of the term at position ${open}`, open);
    }
    const run: number[] = [];
    for (let j = last - 1; j >= valueStart; j--) {
      if (text[j] === ')') run.push(j);
      else if (!isSpace(text[j])) break;
    }
    run.reverse();
    const opens = unmatchedOpens(text, valueStart, run[0]!);
    const { valueClosers, groupCloses } = splitClosingRun(opens, run.length, this.frames.length - 1);
    const value = text.slice(valueStart, run[valueClosers]);
    this.pos = last;

    if (isValuelessOp(op)) {
      if (value.trim() !== '') {
        return fail(`${quote(op)} takes no value, got ${quote(value)}: term at position ${open}`, valueStart);
      }
      return { term: { type: 'term', field, op }, closes: groupCloses };
    }
    if ((op === 'is' || op === 'isnot') && !isIsValue(value)) {
      return fail(
        `Bad value ${quote(value)} for ${quote(op)}: expected one of ${IS_VALUES.join(', ')} (term at position ${open})`,
        valueStart,
      );
    }
    return { term: { type: 'term', field, op, value }, closes: groupCloses };
  }

  /** After `(field,op)`: only closing parentheses of open groups may come before the next connective. */
  private groupClosers(end: number): number | QueryError {
    let closes = 0;
    for (this.pos = this.spaceEnd(this.pos, end); this.pos < end; this.pos = this.spaceEnd(this.pos + 1, end)) {
      if (this.text[this.pos] !== ')') {
        const extra = this.text.slice(this.pos, Math.min(end, this.pos + 20));
        return fail(`Unexpected text ${quote(extra)} after the term at position ${this.pos}`, this.pos);
      }
      if (++closes > this.frames.length - 1) {
        return fail(`Unbalanced parenthesis: unexpected ')' at position ${this.pos}`, this.pos);
      }
    }
    return closes;
  }

  /** The next connective at or after `from` (the end of the text if none). */
  private boundaryAfter(from: number): number {
    while (this.nextBoundary < this.boundaries.length && this.boundaries[this.nextBoundary]! < from) {
      this.nextBoundary++;
    }
    return this.boundaries[this.nextBoundary] ?? this.text.length;
  }

  private skipSpace(): void {
    this.pos = this.spaceEnd(this.pos, this.text.length);
  }

  /** The first position at or after `from` that is not whitespace (at most `end`). */
  private spaceEnd(from: number, end: number): number {
    let i = from;
    while (i < end && isSpace(this.text[i])) i++;
    return i;
  }
}
