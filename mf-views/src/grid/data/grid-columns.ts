import { isSystemColumn, type ColumnMeta, type TableMeta } from '@basalt/core';
import { cellOf, type CellDefinition } from '@basalt/ui';

/** A view's setting for one column (`GET /views/:viewId/columns`, docs/API.md §1.8). */
export interface ViewColumnSetting {
  id: string;
  fk_column_id: string;
  show: boolean | number;
  order: number | null;
  width: string | number | null;
}

/** A column as the grid draws it: the field, its cell, its width, and its setting's id (for resizing later). */
export interface GridColumn {
  column: ColumnMeta;
  cell: CellDefinition;
  width: number;
  viewColumnId?: string;
}

const MIN_WIDTH = 60;

function widthOf(setting: ViewColumnSetting | undefined, cell: CellDefinition): number {
  const px = typeof setting?.width === 'number' ? setting.width : parseFloat(String(setting?.width ?? ''));
  return Number.isFinite(px) && px > 0 ? Math.max(MIN_WIDTH, px) : cell.width;
}

/**
 * The columns a grid view shows, in the view's order, at the view's widths: the display (primary value) column
 * first, since it is the one frozen at the start; hidden fields and (unless the view shows them) system fields out.
 */
export function gridColumnsOf(
  meta: Pick<TableMeta, 'columns'>,
  settings: readonly ViewColumnSetting[],
  showSystemFields = false,
): GridColumn[] {
  const byColumn = new Map(settings.map((s) => [s.fk_column_id, s]));
  const position = (c: ColumnMeta, index: number) => byColumn.get(c.id)?.order ?? c.order ?? index + 1;
  const shown = meta.columns
    .map((column, index) => ({ column, rank: position(column, index) }))
    .filter(({ column }) => {
      const setting = byColumn.get(column.id);
      if (setting && !setting.show && !column.pv) return false;
      return showSystemFields || !isSystemColumn(column);
    })
    .sort((a, b) => Number(!!b.column.pv) - Number(!!a.column.pv) || a.rank - b.rank);
  return shown.map(({ column }) => {
    const cell = cellOf(column.uidt);
    const setting = byColumn.get(column.id);
    return { column, cell, width: widthOf(setting, cell), viewColumnId: setting?.id };
  });
}

/** The id the data API knows a row by: its primary-key values joined (docs/API.md §3). */
export function rowIdOf(row: Record<string, unknown>, pks: readonly ColumnMeta[]): string | undefined {
  const values = pks.map((pk) => row[pk.title]);
  if (!values.length || values.some((v) => v === null || v === undefined)) return undefined;
  return values.map(String).join('___');
}
