import type { Knex } from 'knex';
import { filtersOfView, insertFilter } from '../meta/view-filters';
import { insertSort, sortsOf } from '../meta/sorts';
import { ensureViewColumns, getGridView, saveGridView, updateViewColumn, viewColumnsOf } from '../meta/view-settings';

/**
 * Gives a new view the settings of another of the same table: columns shown, their order, widths and grouping,
 * sorts, filters, row height and frozen columns.
 */
export async function copyViewSettings(db: Knex, fromId: string, toId: string): Promise<void> {
  const columns = await viewColumnsOf(db, fromId);
  const created = await ensureViewColumns(
    db,
    toId,
    columns.map((c) => ({ id: c.fk_column_id, order: c.order })),
  );
  const byColumn = new Map(created.map((c) => [c.fk_column_id, c.id]));
  for (const c of columns) {
    await updateViewColumn(db, byColumn.get(c.fk_column_id)!, {
      show: c.show,
      order: c.order,
      width: c.width,
      help: c.help,
      label: c.label,
      group_by: c.group_by,
      group_by_order: c.group_by_order,
      group_by_sort: c.group_by_sort,
    });
  }
  for (const sort of await sortsOf(db, fromId)) {
    const { fk_column_id, direction, order, base_id, project_id } = sort;
    await insertSort(db, { fk_view_id: toId, fk_column_id, direction, order, base_id, project_id });
  }
  const ids = new Map<string, string>();
  // Parents come before their children: copy level by level.
  let pending = await filtersOfView(db, fromId);
  while (pending.length) {
    const ready = pending.filter((f) => !f.fk_parent_id || ids.has(f.fk_parent_id));
    if (!ready.length) break;
    for (const f of ready) {
      const { id, fk_view_id: _view, fk_hook_id: _hook, created_at: _c, updated_at: _u, ...rest } = f;
      ids.set(
        id,
        await insertFilter(db, {
          ...rest,
          fk_view_id: toId,
          fk_parent_id: f.fk_parent_id ? ids.get(f.fk_parent_id)! : null,
        }),
      );
    }
    pending = pending.filter((f) => !ready.includes(f));
  }
  const grid = await getGridView(db, fromId);
  await saveGridView(db, toId, { row_height: grid.row_height, frozen_columns: grid.frozen_columns, meta: grid.meta });
}
