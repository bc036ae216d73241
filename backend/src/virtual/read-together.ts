import type { Knex } from 'knex';
import type { SqlDialect } from '../data/dialect';
import type { FieldSql } from './field';

/**
 * The fields that select from the same linked rows (a link and the lookups, rollups and counts through it:
 * `FieldSql.overLinked`, the same rows at the same alias), as groups of their indexes in `fields`. One field alone is
 * no group: it keeps its subquery, the same work.
 */
export function readTogetherGroups(knex: Knex, fields: ReadonlyArray<FieldSql | undefined>): number[][] {
  const byRows = new Map<string, number[]>();
  fields.forEach((field, i) => {
    if (!field?.overLinked) return;
    const rows = knex.raw('?', [field.overLinked.rows]).toQuery();
    byRows.set(rows, [...(byRows.get(rows) ?? []), i]);
  });
  return [...byRows.values()].filter((members) => members.length > 1);
}

/**
 * A page reads the fields of a group with one walk of their linked rows per row of the page, not one per field
 * (docs/PERFORMANCE.md, links). PostgreSQL: one LATERAL join of the page. SQLite has no LATERAL (and ran a grouped
 * read slower than its subqueries): when the caller splits the rows (`inOneValue`, `splitTogether`), one correlated
 * subquery per group selects `json_array(<each field's value>)` in the first member's column, null in the others'.
 * The values are the same: the aggregates over no linked row still give their one row, and a belongs-to link's
 * `limit 1` with no row gives none, read as null as the subqueries were. MySQL keeps the subqueries.
 *
 * Adds the joins to `query` and answers, per field, the column to select instead (undefined: select it as before).
 */
export function readTogether(
  knex: Knex,
  dialect: SqlDialect,
  query: Knex.QueryBuilder,
  fields: ReadonlyArray<FieldSql | undefined>,
  inOneValue = false,
): Array<Knex.Raw | undefined> {
  const together: Array<Knex.Raw | undefined> = fields.map(() => undefined);
  if (dialect !== 'pg' && !(dialect === 'sqlite' && inOneValue)) return together;
  readTogetherGroups(knex, fields).forEach((members, n) => {
    const values = members.map((i) => fields[i]!.overLinked!.value);
    const rows = fields[members[0]!]!.overLinked!.rows.clone();
    if (dialect === 'sqlite') {
      const array = knex.raw(`json_array(${values.map(() => '?').join(', ')})`, values);
      members.forEach((i, k) => (together[i] = k ? knex.raw('null') : knex.raw('?', [rows.select(array)])));
      return;
    }
    const alias = `basalt_together${n}`;
    rows.select(values.map((value, k) => knex.raw('? as ??', [value, `v${k}`])));
    query.joinRaw('left join lateral ? as ?? on true', [knex.raw('?', [rows]), alias]);
    members.forEach((i, k) => (together[i] = knex.raw('??', [`${alias}.v${k}`])));
  });
  return together;
}

/**
 * Puts each field of SQLite's groups back in its own place of a row read with `inOneValue` (`at`: a field's index
 * to its place in the row). JSON keeps each value as the subquery answered it: text as text, integers and reals
 * (written with every digit they have) as numbers, null as null; a link's or a many lookup's JSON (SQLite passes it
 * as JSON into the array) comes out parsed, which their readers take as they take its text.
 */
export function splitTogether<Row extends object>(
  groups: readonly number[][],
  at: (field: number) => string | number,
): (row: Row) => Row {
  return (row) => {
    for (const members of groups) {
      const cells = row as Record<string | number, unknown>;
      const text = cells[at(members[0]!)];
      const values = text === null || text === undefined ? undefined : (JSON.parse(String(text)) as unknown[]);
      members.forEach((i, k) => (cells[at(i)] = values ? values[k] : null));
    }
    return row;
  };
}
