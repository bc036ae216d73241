import { formulaFunction, type FormulaCompletion, type FormulaFunctionSpec } from '@basalt/core';

/** The text after a completion is accepted, and where the cursor goes (after what was inserted). */
export function applyCompletion(
  text: string,
  completion: { from: number; to: number },
  item: Pick<FormulaCompletion, 'insert'>,
): { text: string; cursor: number } {
  return {
    text: text.slice(0, completion.from) + item.insert + text.slice(completion.to),
    cursor: completion.from + item.insert.length,
  };
}

/**
 * The function whose parentheses hold `cursor` (the innermost call), or the one whose name the cursor is on, for
 * the help beside the editor. Quoted text and `{…}` references are skipped, so a `(` inside them opens nothing.
 */
export function functionAtCursor(text: string, cursor: number): { name: string; spec: FormulaFunctionSpec } | null {
  const calls: Array<string | null> = [];
  let i = 0;
  while (i < cursor) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") {
      i = skipQuoted(text, i, ch, cursor);
      continue;
    }
    if (ch === '{') {
      i = skipQuoted(text, i, '}', cursor);
      continue;
    }
    if (ch === '(') calls.push(/([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(text.slice(0, i))?.[1] ?? null);
    else if (ch === ')') calls.pop();
    i++;
  }
  const word = /[A-Za-z_][A-Za-z0-9_]*$/.exec(text.slice(0, cursor))?.[0] ?? '';
  const rest = /^[A-Za-z0-9_]*/.exec(text.slice(cursor))![0];
  for (const name of [word + rest, ...[...calls].reverse()]) {
    const spec = name ? formulaFunction(name.toUpperCase()) : undefined;
    if (spec) return { name: name!.toUpperCase(), spec };
  }
  return null;
}

/** The index just past the text opened at `start` and closed by `close` (backslash escapes), at most `limit`. */
function skipQuoted(text: string, start: number, close: string, limit: number): number {
  let i = start + 1;
  while (i < limit && text[i] !== close) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}
