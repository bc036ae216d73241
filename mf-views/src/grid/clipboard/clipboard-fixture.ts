import { cellOf } from '@basalt/ui';
import type { GridColumn } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import { TASK_COLUMNS, taskRow } from '../testing/grid-fixture';

/** Test helpers only: the fixture table's shown columns with their real cells, and a lookup over plain rows. */

/** Title, Count (Number), Done (Checkbox), CreatedAt (read-only); the Id key is a system field the grid hides. */
export const TASK_GRID_COLUMNS: GridColumn[] = TASK_COLUMNS.filter((c) => c.title !== 'Id').map((column) => ({
  column,
  cell: cellOf(column.uidt),
  width: 200,
}));

export const TASK_PKS = TASK_COLUMNS.filter((c) => c.pk);

/** `count` fixture rows (Id 1…count), and `rowAt` over them; indexes in `unloaded` answer undefined. */
export function taskRows(count: number, unloaded: readonly number[] = []) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => taskRow(i));
  const rowAt = (index: number): Row | undefined => (unloaded.includes(index) ? undefined : rows[index]);
  return { rows, rowAt };
}
