import type { FormulaNode, ValueType } from '@basalt/core';
import type { SqlDialect } from '../data/dialect';
import { asBool, pick, toNumber } from './convert';
import { toDate, type DateContext } from './date-sql';
import { sql, type Sql } from './sql';
import type { Compiled } from './types';

/**
 * `=`, `!=`, `<`… as docs/FORMULAS.md says: a blank equals only a blank and orders with nothing; text compares
 * case-sensitively, by code point, on every database; a date compares with a date or ISO text; the rest as numbers.
 */

type Domain = 'text' | 'date' | 'number';

function domainOf(a: ValueType, b: ValueType): Domain {
  if (a === 'date' || b === 'date') return 'date';
  const known = [a, b].filter((t) => t !== 'any');
  return known.length && known.every((t) => t === 'string') ? 'text' : 'number';
}

/** Text as its bytes on MySQL (its collations ignore case and trailing spaces), or in code point order. */
function exactText(d: SqlDialect, text: Sql, ordering: boolean): Sql {
  return pick(d, {
    sqlite: text,
    pg: ordering ? sql`${text} COLLATE "C"` : text,
    mysql: sql`CAST(${text} AS BINARY)`,
    mssql: sql`${text} COLLATE Latin1_General_BIN2`,
  });
}

/** Both parts in the domain they compare in (a text that is not a date or a number compares with nothing). */
/** The nodes the parts were compiled from, when known: a literal date text is then read while compiling. */
type Nodes = readonly [FormulaNode | undefined, FormulaNode | undefined];

function operands(ctx: DateContext, a: Compiled, b: Compiled, ordering: boolean, nodes: Nodes): [Sql, Sql] {
  const d = ctx.dialect;
  const domain = domainOf(a.type, b.type);
  if (domain === 'text') return [exactText(d, a.value, ordering), exactText(d, b.value, ordering)];
  if (domain === 'date') return [toDate(ctx, a, nodes[0]).value, toDate(ctx, b, nodes[1]).value];
  return [toNumber(d, a), toNumber(d, b)];
}

/** `a = b` as a condition: blank = blank, blank != anything else. */
export function equalCondition(ctx: DateContext, a: Compiled, b: Compiled, nodes: Nodes = [undefined, undefined]): Sql {
  const [x, y] = operands(ctx, a, b, false, nodes);
  return sql`((${a.value} IS NULL AND ${b.value} IS NULL) OR (${a.value} IS NOT NULL AND ${b.value} IS NOT NULL AND ${x} = ${y}))`;
}

export function equal(ctx: DateContext, a: Compiled, b: Compiled, nodes?: Nodes): Sql {
  return asBool(equalCondition(ctx, a, b, nodes));
}

/** `<`, `>`, `<=`, `>=`: false when either side is blank or they do not compare. */
export function ordered(
  ctx: DateContext,
  op: '<' | '>' | '<=' | '>=',
  a: Compiled,
  b: Compiled,
  nodes: Nodes = [undefined, undefined],
): Sql {
  const [x, y] = operands(ctx, a, b, true, nodes);
  return asBool(sql`${x} ${op} ${y}`);
}
