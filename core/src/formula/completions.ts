import type { FormulaField } from './fields.js';
import { FORMULA_FUNCTIONS, FORMULA_FUNCTION_NAMES, type FormulaFunctionName } from './functions/catalogue.js';
import { fieldTitleText } from './lexer.js';

export interface FormulaCompletion {
  kind: 'field' | 'function';
  /** What the list shows: a field's title or a function's name. */
  label: string;
  /** What replaces `from`..`to`: `{Title}`, or `NAME(` (`NAME()` when it takes nothing). */
  insert: string;
  /** Functions: how it is written, an example, and the locale key of its description. */
  signature?: string;
  example?: string;
  descriptionKey?: string;
  /** Fields: the type, for the list's icon. */
  uidt?: string;
}

export interface FormulaCompletions {
  from: number;
  to: number;
  items: FormulaCompletion[];
}

type Context = { in: 'field'; start: number } | { in: 'string' } | { in: 'code' };

/**
 * What the editor offers at `cursor`: inside `{…` the fields whose title contains what is typed; on a word, the
 * functions it begins (then fields it begins); nothing inside a quoted string.
 */
export function formulaCompletions(text: string, cursor: number, fields: readonly FormulaField[]): FormulaCompletions {
  const context = contextAt(text, cursor);
  if (context.in === 'string') return { from: cursor, to: cursor, items: [] };
  if (context.in === 'field') {
    const typed = text
      .slice(context.start + 1, cursor)
      .replace(/\\(.)/g, '$1')
      .trim()
      .toLowerCase();
    const close = text.indexOf('}', cursor);
    const nextOpen = text.indexOf('{', cursor);
    const to = close !== -1 && (nextOpen === -1 || nextOpen > close) ? close + 1 : cursor;
    const items = rankByTyped(fields, (f) => f.title, typed).map(fieldItem);
    return { from: context.start, to, items };
  }
  const before = /[A-Za-z_][A-Za-z0-9_]*$/.exec(text.slice(0, cursor))?.[0] ?? '';
  const after = /^[A-Za-z0-9_]*/.exec(text.slice(cursor))![0];
  const prefix = before.toLowerCase();
  const functions = FORMULA_FUNCTION_NAMES.filter((name) => name.toLowerCase().startsWith(prefix)).map(functionItem);
  const named = fields.filter((f) => f.title.toLowerCase().startsWith(prefix)).map(fieldItem);
  return { from: cursor - before.length, to: cursor + after.length, items: [...functions, ...named] };
}

/** Titles starting with what is typed first, then those containing it, each group in the table's order. */
function rankByTyped<T>(items: readonly T[], label: (item: T) => string, typed: string): T[] {
  const starts = items.filter((item) => label(item).toLowerCase().startsWith(typed));
  const contains = items.filter((item) => !starts.includes(item) && label(item).toLowerCase().includes(typed));
  return [...starts, ...contains];
}

function fieldItem(field: FormulaField): FormulaCompletion {
  return { kind: 'field', label: field.title, insert: fieldTitleText(field.title), uidt: field.uidt };
}

function functionItem(name: FormulaFunctionName): FormulaCompletion {
  const spec = FORMULA_FUNCTIONS[name];
  return {
    kind: 'function',
    label: name,
    insert: spec.params.length === 0 && !('rest' in spec) ? `${name}()` : `${name}(`,
    signature: spec.signature,
    example: spec.example,
    descriptionKey: `formula.functions.${name}`,
  };
}

/** Whether `cursor` is in code, in a quoted string, or in an unclosed `{…` field reference (and where it opened). */
function contextAt(text: string, cursor: number): Context {
  let context: Context = { in: 'code' };
  let quote = '';
  for (let i = 0; i < cursor; i++) {
    const ch = text[i]!;
    if (context.in === 'string') {
      if (ch === '\\') i++;
      else if (ch === quote) context = { in: 'code' };
    } else if (context.in === 'field') {
      if (ch === '\\') i++;
      else if (ch === '}') context = { in: 'code' };
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      context = { in: 'string' };
    } else if (ch === '{') context = { in: 'field', start: i };
  }
  return context;
}
