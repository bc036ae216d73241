import type { FormulaProblem } from './messages.js';
import { problemAt } from './messages.js';

export type TokenKind = 'number' | 'string' | 'name' | 'fieldTitle' | 'fieldId' | 'operator' | '(' | ')' | ',' | 'end';

export interface Token {
  kind: TokenKind;
  /** The text as written (for `string`, `fieldTitle` and `fieldId`: the value, escapes resolved). */
  text: string;
  start: number;
  end: number;
}

/** Longest first, so `<=` is not read as `<` then `=`. */
const OPERATORS = ['==', '!=', '<>', '<=', '>=', '&&', '||', '+', '-', '*', '/', '&', '=', '<', '>'];
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const SPACE = /\s/;
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };
/** Characters a title escapes with `\` inside `{…}`: braces (so `{{` never starts a title) and the backslash. */
const TITLE_ESCAPED = new Set(['{', '}', '\\']);

export type LexResult = { ok: true; tokens: Token[] } | { ok: false; problem: FormulaProblem };

/**
 * Splits a formula into tokens. Strings are quoted with `'` or `"` and take backslash escapes (`\n`, `\t`, `\\`,
 * `\'`, `\"`); `{Title}` takes `\{`, `\}` and `\\`; `{{id}}` is the stored reference by field id (docs/FORMULAS.md).
 */
export function lexFormula(text: string): LexResult {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length) {
    const ch = text[pos]!;
    if (SPACE.test(ch)) {
      pos++;
      continue;
    }
    const step = readToken(text, pos);
    if ('problem' in step) return { ok: false, problem: step.problem };
    tokens.push(step);
    pos = step.end;
  }
  tokens.push({ kind: 'end', text: '', start: text.length, end: text.length });
  return { ok: true, tokens };
}

function readToken(text: string, start: number): Token | { problem: FormulaProblem } {
  const ch = text[start]!;
  if (ch === '(' || ch === ')' || ch === ',') return { kind: ch, text: ch, start, end: start + 1 };
  if (ch === '"' || ch === "'") return readString(text, start);
  if (ch === '{') return text[start + 1] === '{' ? readFieldId(text, start) : readFieldTitle(text, start);
  NUMBER.lastIndex = start;
  const number = NUMBER.exec(text);
  if (number) return { kind: 'number', text: number[0], start, end: start + number[0].length };
  NAME.lastIndex = start;
  const name = NAME.exec(text);
  if (name) return { kind: 'name', text: name[0], start, end: start + name[0].length };
  const op = OPERATORS.find((o) => text.startsWith(o, start));
  if (op) return { kind: 'operator', text: op, start, end: start + op.length };
  const char = String.fromCodePoint(text.codePointAt(start)!);
  return { problem: problemAt('formula.unexpectedCharacter', { start, end: start + char.length }, { char }) };
}

function readString(text: string, start: number): Token | { problem: FormulaProblem } {
  const quote = text[start]!;
  let value = '';
  for (let pos = start + 1; pos < text.length; pos++) {
    const ch = text[pos]!;
    if (ch === quote) return { kind: 'string', text: value, start, end: pos + 1 };
    if (ch === '\\' && pos + 1 < text.length) {
      const next = text[++pos]!;
      value += ESCAPES[next] ?? next;
    } else value += ch;
  }
  return { problem: problemAt('formula.unterminatedString', { start, end: text.length }) };
}

function readFieldTitle(text: string, start: number): Token | { problem: FormulaProblem } {
  let title = '';
  for (let pos = start + 1; pos < text.length; pos++) {
    const ch = text[pos]!;
    if (ch === '}') {
      const span = { start, end: pos + 1 };
      if (!title.trim()) return { problem: problemAt('formula.emptyField', span) };
      return { kind: 'fieldTitle', text: title.trim(), ...span };
    }
    if (ch === '\\' && TITLE_ESCAPED.has(text[pos + 1] ?? '')) title += text[++pos];
    else title += ch;
  }
  return { problem: problemAt('formula.unterminatedField', { start, end: text.length }) };
}

function readFieldId(text: string, start: number): Token | { problem: FormulaProblem } {
  const close = text.indexOf('}}', start + 2);
  if (close === -1) return { problem: problemAt('formula.unterminatedField', { start, end: text.length }) };
  const span = { start, end: close + 2 };
  const id = text.slice(start + 2, close).trim();
  if (!id) return { problem: problemAt('formula.emptyField', span) };
  return { kind: 'fieldId', text: id, ...span };
}

/** `{Title}` as it must be written for `title`: braces and `\` escaped. */
export function fieldTitleText(title: string): string {
  return `{${title.replace(/[\\{}]/g, (c) => `\\${c}`)}}`;
}
