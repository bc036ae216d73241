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

const sameRange = (a: CellRange | undefined, b: CellRange | undefined) =>
  a === b || (!!a && !!b && a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right);

/**
 * Whether a row draws the same: its props by identity (the row object, the columns, their layout, the active
 * column) and the selection by value, as the grid builds a new range object on each of its renders.
 */
function sameRow(a: Props, b: Props): boolean {
  return (
    a.index === b.index &&
    a.row === b.row &&
    a.columns === b.columns &&
    a.layout === b.layout &&
    a.drawn === b.drawn &&
    a.top === b.top &&
    a.height === b.height &&
    a.width === b.width &&
    a.rowNumberWidth === b.rowNumberWidth &&
    a.activeCol === b.activeCol &&
    a.editableCol === b.editableCol &&
    a.editor === b.editor &&
    a.newRowHint === b.newRowHint &&
    sameRange(a.range, b.range)
  );
}

/**
 * One row, placed in the row layer with a 2D transform (no layout of other rows when it moves, and no compositing
 * layer of its own: the layer it sits in is one); frozen cells stick to the inline start.
 */
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
      className={[
        'grid-row',
        activeCol >= 0 ? 'grid-row-active' : '',
        props.editor && activeCol >= 0 ? 'grid-row-editing' : '',
        isNewRow(row) ? 'grid-row-new' : '',
      ].join(' ')}
      style={{ height: props.height, width: props.width, transform: `translateY(${props.top}px)` }}
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
}, sameRow);
