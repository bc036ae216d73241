import { memo } from 'react';
import type { GridColumn } from '../data/grid-columns';

interface Props {
  rowIndex: number;
  colIndex: number;
  gridColumn: GridColumn;
  value: unknown;
  loaded: boolean;
  active: boolean;
  selected: boolean;
  frozen: boolean;
  lastFrozen: boolean;
  editable: boolean;
  start: number;
  width: number;
  /** Its editor is open (drawn over it by the row): the editor names itself. */
  editing: boolean;
}

/**
 * One cell: the type's Display, named by the text a person reads (`toText`) for screen readers. Only the active
 * cell is in the tab order (roving tabindex); the grid moves focus to it.
 */
export const GridCell = memo(function GridCell(props: Props) {
  const { rowIndex, colIndex, gridColumn, value, loaded, active, selected, frozen, lastFrozen, editable } = props;
  const { cell, column } = gridColumn;
  const { Display } = cell;
  const text = loaded ? cell.toText(value, column) : '';
  const classes = ['grid-cell', `grid-align-${cell.align}`];
  if (frozen) classes.push('grid-frozen');
  if (lastFrozen) classes.push('grid-frozen-last');
  if (selected) classes.push('grid-selected');
  if (active) classes.push('grid-active');
  return (
    <div
      role="gridcell"
      aria-colindex={colIndex + 1}
      aria-selected={selected}
      aria-readonly={editable ? undefined : true}
      aria-label={props.editing ? undefined : text}
      tabIndex={active ? 0 : -1}
      data-row={rowIndex}
      data-col={colIndex}
      className={classes.join(' ')}
      style={{ width: props.width, insetInlineStart: props.start }}
    >
      {!loaded ? (
        <span className="grid-cell-loading" />
      ) : (
        <span className="grid-cell-content" title={text.length > 20 ? text : undefined}>
          <Display value={value} column={column} />
        </span>
      )}
    </div>
  );
});
