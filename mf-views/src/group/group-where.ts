import { isQueryError, toWhereString, type ColumnMeta } from '@basalt/core';
import { groupTermOf } from './group-fields';

/**
 * The `where` of one group (docs/API.md §2.1): `(column_name,eq,value)`, `(column_name,blank)` for the empty
 * group. The physical name is used unless another field is titled so (titles are looked up first), then the
 * title. `undefined` when the grammar cannot carry the value (it holds a connective such as `~or(`).
 */
export function groupWhere(column: ColumnMeta, value: unknown, columns: readonly ColumnMeta[]): string | undefined {
  const name = column.column_name;
  const shadowed = !name || columns.some((c) => c.id !== column.id && c.title === name);
  const term = groupTermOf(column, shadowed ? column.title : name, value);
  const where = toWhereString({ type: 'group', connective: 'and', children: [{ type: 'term', ...term }] });
  return isQueryError(where) ? undefined : where;
}
