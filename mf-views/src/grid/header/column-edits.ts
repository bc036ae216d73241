import type { GridColumn } from '../data/grid-columns';

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 1200;

export const clampWidth = (px: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, px)));

/**
 * The columns after moving the one at `from` to `to`. The display column stays first (it is the frozen one), so
 * neither end of a move may be position 0 when it holds it. Answers the new list and the view-column settings
 * whose order changed, numbered from 1 in the new order (`PATCH /views/:viewId/columns/:id {order}`).
 */
export function moveColumn(
  columns: readonly GridColumn[],
  from: number,
  to: number,
): { columns: GridColumn[]; orders: { viewColumnId: string; order: number }[] } {
  const locked = columns[0]?.column.pv ? 1 : 0;
  if (from === to || from < locked || to < locked || from >= columns.length || to >= columns.length) {
    return { columns: [...columns], orders: [] };
  }
  const next = [...columns];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  const orders = next
    .map((c, index) => ({ viewColumnId: c.viewColumnId, order: index + 1, was: columns.indexOf(c) + 1 }))
    .filter((c): c is { viewColumnId: string; order: number; was: number } => !!c.viewColumnId && c.order !== c.was)
    .map(({ viewColumnId, order }) => ({ viewColumnId, order }));
  return { columns: next, orders };
}
