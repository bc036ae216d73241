/** Pieces of the `where` grammar that the parser and the writer must agree on. */

/**
 * A connective followed by `(`: the text splits there, so neither a field nor a value can contain one (docs/API.md
 * §2.1). Case-sensitive, as in NocoDB; whitespace before the `(` is allowed.
 */
export const BOUNDARY = /~(?:andnot|ornot|and|or|not)\s*\(/g;
export const HAS_BOUNDARY = /~(?:andnot|ornot|and|or|not)\s*\(/;

const SPACE = /\s/;
export const isSpace = (ch: string | undefined): boolean => ch !== undefined && SPACE.test(ch);

/** How many `(` in `text[from, to)` are left without a matching `)`. */
export function unmatchedOpens(text: string, from: number, to: number): number {
  let open = 0;
  for (let i = from; i < to; i++) {
    if (text[i] === '(') open++;
    else if (text[i] === ')' && open > 0) open--;
  }
  return open;
}

/**
 * A term's value is greedy (it runs to the last `)` before the next connective), so a value may hold commas and
 * parentheses. When the value is followed by a run of `k` closing parentheses, which of them end the value, which one
 * ends the term and which close enclosing groups? The value keeps as many as it needs to balance its own `(`
 * (`opens`), one ends the term, the rest close groups; closers beyond the `depth` open groups go back to the value,
 * which at the top level is exactly NocoDB's greedy rule.
 */
export function splitClosingRun(
  opens: number,
  k: number,
  depth: number,
): { valueClosers: number; groupCloses: number } {
  let valueClosers = Math.min(opens, k - 1);
  let groupCloses = k - 1 - valueClosers;
  if (groupCloses > depth) {
    valueClosers += groupCloses - depth;
    groupCloses = depth;
  }
  return { valueClosers, groupCloses };
}
