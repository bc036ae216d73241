import type { CallNode, FormulaFunctionName } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { asBool, concatText, textLiteral, toText, toTextOrEmpty, withErrors } from '../convert';
import { bind, raw, sql, type Sql } from '../sql';
import { unsupported, type Compiled, type FormulaCompileContext, type FunctionCompiler } from '../types';

/**
 * REGEX_MATCH, REGEX_EXTRACT and REGEX_REPLACE. PostgreSQL and MySQL have regular expressions (POSIX-like and
 * PCRE; the evaluator's are JavaScript's, which agree on the usual patterns); SQLite has the connection's
 * `basalt_regex_*` functions (backend/src/data/sqlite/formula-functions.ts) or none. A literal pattern is checked
 * while compiling: an invalid one is the formula's failure, not a database error.
 */

/** How a literal pattern reads in JavaScript: invalid, or whether it has a capturing group. */
function literalPattern(call: CallNode): { valid: boolean; groups: boolean } | undefined {
  const node = call.args[1];
  if (node?.kind !== 'string') return undefined;
  try {
    const groups = new RegExp(`${node.value}|`).exec('')!.length > 1;
    return { valid: true, groups };
  } catch {
    return { valid: false, groups: false };
  }
}

/** MySQL's collations ignore case by default; a regular expression there must not. */
const mysqlPattern = (d: SqlDialect, pattern: Sql) => concatText(d, [textLiteral(d, '(?-i)'), pattern]);

interface RegexInput {
  d: SqlDialect;
  text: Sql;
  pattern: Sql;
  replacement: Sql;
  groups: boolean;
}

type RegexSql = Record<SqlDialect, ((input: RegexInput) => Sql) | undefined>;

function regex(name: FormulaFunctionName, type: Compiled['type'], forms: RegexSql): FunctionCompiler {
  return (args, call, ctx: FormulaCompileContext) => {
    const d = ctx.dialect;
    const form = forms[d];
    if (!form || (d === 'sqlite' && !ctx.sqliteFunctions))
      throw unsupported(name, d, 'this connection has no regular expression functions');
    const literal = literalPattern(call);
    const [first, source, replacement] = args;
    const text = toText(d, first!);
    const pattern = toTextOrEmpty(d, source!);
    const own =
      literal === undefined
        ? d === 'sqlite'
          ? sql`(${text} IS NOT NULL AND basalt_regex_valid(${pattern}) = 0)`
          : null
        : literal.valid
          ? null
          : raw('(1 = 1)');
    const value =
      literal?.valid === false
        ? raw('NULL')
        : form({
            d,
            text,
            pattern,
            replacement: replacement ? toTextOrEmpty(d, replacement) : raw("''"),
            groups: literal?.groups ?? false,
          });
    return {
      value: sql`(CASE WHEN ${text} IS NULL THEN NULL ELSE ${value} END)`,
      type,
      error: withErrors(own, ...args),
    };
  };
}

export const REGEX_COMPILERS = {
  REGEX_MATCH: regex('REGEX_MATCH', 'boolean', {
    sqlite: ({ text, pattern }) => sql`basalt_regex_match(${text}, ${pattern})`,
    pg: ({ text, pattern }) => asBool(sql`${text} ~ ${pattern}`),
    mysql: ({ d, text, pattern }) => asBool(sql`${text} REGEXP ${mysqlPattern(d, pattern)}`),
    mssql: undefined,
  }),
  REGEX_EXTRACT: regex('REGEX_EXTRACT', 'string', {
    sqlite: ({ text, pattern }) => sql`basalt_regex_extract(${text}, ${pattern})`,
    // substring(text, pattern) gives the first group when there is one, else the match: the evaluator's rule.
    pg: ({ text, pattern }) => sql`substring(${text}, ${pattern})`,
    mysql: ({ d, text, pattern, groups }) => {
      const p = mysqlPattern(d, pattern);
      const match = sql`REGEXP_SUBSTR(${text}, ${p})`;
      // MySQL gives the whole match only: its first group is the match read again by the anchored pattern.
      const anchored = concatText(d, [textLiteral(d, '(?-i)^(?:'), pattern, textLiteral(d, ')$')]);
      const found = groups ? sql`REGEXP_REPLACE(${match}, ${anchored}, ${bind('\\1')})` : match;
      return sql`(CASE WHEN ${text} REGEXP ${p} THEN ${found} END)`;
    },
    mssql: undefined,
  }),
  REGEX_REPLACE: regex('REGEX_REPLACE', 'string', {
    sqlite: ({ text, pattern, replacement }) => sql`basalt_regex_replace(${text}, ${pattern}, ${replacement})`,
    // The replacement is plain text: its backslashes (PostgreSQL's `\1` and `\&`, MySQL's `\1`) are escaped.
    pg: ({ text, pattern, replacement }) =>
      sql`regexp_replace(${text}, ${pattern}, replace(${replacement}, ${bind('\\')}, ${bind('\\\\')}), 'g')`,
    mysql: ({ d, text, pattern, replacement }) =>
      sql`REGEXP_REPLACE(${text}, ${mysqlPattern(d, pattern)}, REPLACE(${replacement}, ${bind('\\')}, ${bind('\\\\')}))`,
    mssql: undefined,
  }),
} satisfies Partial<Record<FormulaFunctionName, FunctionCompiler>>;
