import type { Knex } from 'knex';

/**
 * SQL fragments for the formula compiler: text with `?` placeholders and the values that fill them, in order. A
 * literal is always a binding, never written into the text; the compiler's own text never contains a `?` of its own
 * (regular expressions and formats that need one are bindings too), so Knex reads every `?` as a value.
 */
export interface Sql {
  readonly text: string;
  readonly bindings: readonly unknown[];
}

export type SqlPart = Sql | string | number;

const isSql = (part: SqlPart): part is Sql => typeof part === 'object';

/** Joins parts: fragments keep their bindings, plain strings and numbers are SQL text the compiler wrote. */
export function sql(strings: TemplateStringsArray, ...parts: SqlPart[]): Sql {
  let text = strings[0]!;
  const bindings: unknown[] = [];
  parts.forEach((part, i) => {
    if (isSql(part)) {
      text += part.text;
      bindings.push(...part.bindings);
    } else text += String(part);
    text += strings[i + 1]!;
  });
  return { text, bindings };
}

/** SQL text written by the compiler itself (keywords, function names): never user input. */
export const raw = (text: string): Sql => ({ text, bindings: [] });

/** A value as a binding. */
export const bind = (value: unknown): Sql => ({ text: '?', bindings: [value] });

/** Fragments joined with a separator. */
export function join(parts: readonly Sql[], separator: string): Sql {
  return {
    text: parts.map((p) => p.text).join(separator),
    bindings: parts.flatMap((p) => p.bindings),
  };
}

/** `fn(a, b, …)`. */
export const call = (name: string, ...args: Sql[]): Sql => sql`${name}(${join(args, ', ')})`;

/** A Knex raw expression (a quoted column `knex.raw('??.??', [table, column])`, a subquery) as a fragment. */
export function fromKnex(expression: Knex.Raw): Sql {
  const { sql: text, bindings } = expression.toSQL();
  return { text, bindings };
}
