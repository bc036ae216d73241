import { memo, type ReactNode } from 'react';
import type { GridColumn } from '../data/grid-columns';
import type { Row } from '../data/row-store';
import { inRange, type CellRange } from '../keyboard/selection';
import type { ColumnLayout } from '../virtual/columns';
import { isNewRow } from '../rows/new-row';
import { GridCell } from './GridCell';

interface Props {
  index: number;
  row: Row | undefined;
  columns: readonly GridColumn[];
  layout: ColumnLayout;
  /** Scrolling columns to draw (the frozen ones always are). */
  drawn: readonly number[];
  top: number;
  height: number;
  width: number;
  rowNumberWidth: number;
  /** The active column when the active cell is in this row, else -1. */
  activeCol: number;
  /** The selected range when it crosses this row. */
  range: CellRange | undefined;
  editableCol: (col: number) => boolean;
  editor?: ReactNode;
  /** Said on a new row's number: it is not saved until its required fields are filled in. */
  newRowHint?: string;
}

/** One row, placed with translate3d (no layout work while scrolling); frozen cells stick to the inline start. */
export const GridRow = memo(function GridRow(props: Props) {
  const { index, row, columns, layout, activeCol, range } = props;
  const cellAt = (col: number) => {
    const gridColumn = columns[col]!;
    const active = col === activeCol;
    return (
      <GridCell
        key={gridColumn.column.id}
        rowIndex={index}
        colIndex={col}
        gridColumn={gridColumn}
        value={row?.[gridColumn.column.title]}
        loaded={!!row}
        active={active}
        selected={range ? inRange(range, index, col) : false}
        frozen={col < layout.frozenCount}
        lastFrozen={col === layout.frozenCount - 1}
        editable={props.editableCol(col)}
        start={props.rowNumberWidth + layout.offsets[col]!}
        width={layout.widths[col]!}
        editing={active && !!props.editor}
      />
    );
  };
  const frozen = Array.from({ length: layout.frozenCount }, (_, i) => i);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-busy={row ? undefined : true}
      className={['grid-row', activeCol >= 0 ? 'grid-row-active' : '', isNewRow(row) ? 'grid-row-new' : ''].join(' ')}
      style={{ height: props.height, width: props.width, transform: `translate3d(0, ${props.top}px, 0)` }}
    >
      <div
        className="grid-rownum grid-frozen"
        aria-hidden
        title={isNewRow(row) ? props.newRowHint : undefined}
        style={{ width: props.rowNumberWidth, insetInlineStart: 0 }}
      >
        {index + 1}
      </div>
      {frozen.map(cellAt)}
      {props.drawn.map(cellAt)}
      {props.editor && activeCol >= 0 && (
        // beside the cell, not in it: the cell clips its content, an editor may grow past it (long text, errors)
        <div
          className="grid-editor-slot"
          style={{
            insetInlineStart: props.rowNumberWidth + layout.offsets[activeCol]!,
            width: layout.widths[activeCol],
          }}
        >
          {props.editor}
        </div>
      )}
    </div>
  );
});
