import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useActiveCellFocus } from './use-active-cell-focus';
import type { ColumnLayout } from '../virtual/columns';
import type { RowGeometry } from '../virtual/rows';

const geometry = { rowHeight: 32, viewportHeight: 640, rowCount: 100 } as unknown as RowGeometry;
const layout = { offsets: [0, 200, 400], widths: [200, 200, 200], total: 600 } as unknown as ColumnLayout;

/** A scroller whose one drawn row is `shownRow`, as a slot of the row layer shows one row, then another. */
function Cells({ shownRow, activeRow, editing = false }: { shownRow: number; activeRow: number; editing?: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  useActiveCellFocus({
    scroller,
    active: { row: activeRow, col: 1 },
    editing,
    rowCount: 100,
    known: true,
    geometry,
    headerHeight: 32,
    layout,
    rowNumberWidth: 48,
    measure: () => undefined,
  });
  return (
    <div ref={scroller}>
      {/* the slot that showed the active row, and the new element it moved to */}
      <div key="slot-19" role="gridcell" tabIndex={-1} data-row={shownRow} data-col={1} />
      {shownRow !== activeRow && <div key="slot-39" role="gridcell" tabIndex={-1} data-row={activeRow} data-col={1} />}
    </div>
  );
}

describe('the active cell keeps focus', () => {
  it('follows the active cell when the element that had focus comes to show another row', () => {
    const { container, rerender } = render(<Cells shownRow={99} activeRow={99} />);
    const first = container.querySelector<HTMLElement>('[data-row="99"]')!;
    first.focus();
    // the slots change (the viewport's height was measured): that element now shows row 79
    rerender(<Cells shownRow={79} activeRow={99} />);
    expect(first.dataset.row).toBe('79');
    expect(document.activeElement).toBe(container.querySelector('[data-row="99"]'));
  });

  it('leaves focus alone outside the grid and while an editor is open', () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    outside.focus();
    const { rerender } = render(<Cells shownRow={99} activeRow={99} />);
    rerender(<Cells shownRow={79} activeRow={99} />);
    expect(document.activeElement).toBe(outside);
    outside.remove();

    const editing = render(<Cells shownRow={99} activeRow={99} editing />);
    const cell = editing.container.querySelector<HTMLElement>('[data-row="99"]')!;
    cell.focus();
    editing.rerender(<Cells shownRow={79} activeRow={99} editing />);
    expect(document.activeElement).toBe(cell);
  });
});
