import type { CellRange } from '../keyboard/selection';
import type { ColumnLayout } from '../virtual/columns';

interface Props {
  range: CellRange;
  layout: ColumnLayout;
  rowHeight: number;
  /** The row window's offset (virtual/rows.ts `shift`). */
  shift: number;
  rowNumberWidth: number;
  scrollLeft: number;
  title: string;
  onStart: () => void;
}

/**
 * The small square at the selection's bottom end corner: dragging it down fills the rows it passes. On a frozen
 * column it moves with the horizontal scroll, as the column sticks.
 */
export function FillHandle({ range, layout, rowHeight, shift, rowNumberWidth, scrollLeft, title, onStart }: Props) {
  const frozen = range.right < layout.frozenCount;
  const top = (range.bottom + 1) * rowHeight + shift - 4;
  const start =
    rowNumberWidth +
    layout.offsets[range.right]! +
    layout.widths[range.right]! -
    4 +
    (frozen ? Math.abs(scrollLeft) : 0);
  return (
    <span
      className="grid-fill-handle"
      aria-hidden
      title={title}
      style={{ top, insetInlineStart: start }}
      onMouseDown={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onStart();
      }}
    />
  );
}
